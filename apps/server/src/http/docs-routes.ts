import { promisify } from 'node:util';
import { brotliCompress, constants, deflate, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { byIp, rateRules, type RateLimiter } from './rate-limiter.ts';

const PREFIX = '/api/docs';
/** The encodings @fastify/compress would pick from: each is written once, so it has nothing left to do. */
const ENCODINGS = ['br', 'gzip', 'deflate'] as const;
type Encoding = (typeof ENCODINGS)[number];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const deflated = promisify(deflate);
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipped(body, { level: 9 }),
  deflate: (body) => deflated(body, { level: 9 }),
};

/**
 * A rendering of the document, made at its first request and kept; each encoding at the first request that
 * asks for it (at its best ratio, on zlib's threads), and kept too. A failed step is tried again next time.
 */
function kept(render: () => string): (encoding: Encoding | null) => Buffer | Promise<Buffer> {
  let identity: Buffer | undefined;
  const encoded = new Map<Encoding, Promise<Buffer>>();
  return (encoding) => {
    identity ??= Buffer.from(render());
    if (!encoding) return identity;
    let body = encoded.get(encoding);
    if (!body) {
      body = compressors[encoding](identity).catch((error: unknown) => {
        encoded.delete(encoding);
        throw error;
      });
      encoded.set(encoding, body);
    }
    return body;
  };
}

function answer(body: ReturnType<typeof kept>, type: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS]);
    const bytes = await body(encoding);
    void reply.type(type).header('vary', 'Accept-Encoding');
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.send(bytes);
  };
}

/** The OpenAPI document and UI under /api/docs: rendered once and rate-limited, so it cannot load the process. */
export async function registerDocsRoutes(server: FastifyInstance, limiter: RateLimiter): Promise<void> {
  await server.register(async (docs) => {
    docs.addHook('onRequest', limiter.guard([{ ...rateRules.docsPerIp, key: byIp }]));
    const json = kept(() => JSON.stringify(docs.swagger()));
    // JSON is YAML (1.2, flow style): the YAML answer is the same 300 KB, where block style took it over 600 KB.
    const yaml = json;
    // The UI plugin serializes the document on every request and has no option against it: its two
    // document routes get the kept answers instead (GET and the HEAD made from it).
    docs.addHook('onRoute', (route) => {
      if (route.url === `${PREFIX}/json`) route.handler = answer(json, 'application/json; charset=utf-8');
      if (route.url === `${PREFIX}/yaml`) route.handler = answer(yaml, 'application/x-yaml');
    });
    await docs.register(swaggerUi, { routePrefix: PREFIX, staticCSP: true });
  });
}
