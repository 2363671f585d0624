import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const COMPRESS_THRESHOLD = 1024;
/** Up to this in place (a 16 KB feed page takes 0.08 ms), larger ones in libuv's pool. */
const IN_PLACE_MAX = 32 * 1024;

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/;

// Quality 3 and gzip's level 4: a feed page shrinks 6× either way, for a fraction of the default's CPU.
function brotliOptions(size: number): zlib.BrotliOptions {
  const { constants: c } = zlib;
  return {
    params: {
      [c.BROTLI_PARAM_MODE]: c.BROTLI_MODE_TEXT,
      [c.BROTLI_PARAM_QUALITY]: 3,
      [c.BROTLI_PARAM_LGWIN]: 18,
      [c.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 4 };

const inPlace: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, brotliOptions(body.length)),
  gzip: (body) => zlib.gzipSync(body, GZIP_OPTIONS),
};
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const inPool: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, brotliOptions(body.length)),
  gzip: (body) => gzip(body, GZIP_OPTIONS),
};

function encodingFor(request: FastifyRequest, reply: FastifyReply): Encoding | null {
  const accepted = request.headers['accept-encoding'];
  if (!accepted || reply.hasHeader('content-encoding')) return null;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return null;
  return negotiate(accepted, ENCODINGS as unknown as string[]) as Encoding | null;
}

// @fastify/compress, kept for streamed answers, pipes even a string through streams (decision 0053).
export function registerAnswerCompression(server: FastifyInstance): void {
  server.addHook('onSend', (request, reply, payload, done) => {
    const whole = typeof payload === 'string' || Buffer.isBuffer(payload);
    const encoding = whole && payload.length >= COMPRESS_THRESHOLD ? encodingFor(request, reply) : null;
    if (!encoding) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : (payload as Buffer);
    const compressed = (answer: Buffer) => {
      reply.header('content-encoding', encoding);
      reply.header('vary', varyWithEncoding(reply.getHeader('vary')));
      reply.removeHeader('content-length');
      done(null, answer);
    };
    if (body.length <= IN_PLACE_MAX) return compressed(inPlace[encoding](body));
    inPool[encoding](body).then(compressed, (error: unknown) => done(error as Error));
  });
}

function varyWithEncoding(vary: unknown): string {
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}
