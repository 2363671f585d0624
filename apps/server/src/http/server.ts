import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { pickLang } from '@vitrina/contract/constants';
import { errorCatalogue } from '@vitrina/contract/error-catalogue';
import type { Config } from '../config.ts';
import { COMPRESS_THRESHOLD, registerAnswerCompression } from './answer-compression.ts';
import { registerDocsRoutes } from './docs-routes.ts';
import { errorBody, errorHandlerPlugin } from './error-handler.ts';
import { refuseInFlightOnClose } from './in-flight.ts';
import { registerLoadShedding } from './load-shedding.ts';
import { loggerOptions, ServerLogController } from './logger.ts';
import { registerMetrics } from './metrics.ts';
import { openapiTransforms } from './openapi-transforms.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { requestLangPlugin } from './request-lang.ts';
import { requestValidatorCompiler } from './request-validator.ts';
import { requestTimeoutOptions } from './request-timeouts.ts';
import { securityHeadersPlugin } from './security-headers.ts';
import { pageScriptSources } from './web-pages.ts';
import { isClientRoute, registerWebApp, sendAppShell } from './web-app.ts';

/** The Fastify server with the product's plugins; `onClose` runs once it has closed. */
export async function createHttpServer(
  config: Config,
  onClose: () => Promise<void>,
  poolWaitMs: () => number = () => 0,
) {
  // A number of hops trusts that many addresses from the socket's end of X-Forwarded-For (as Fastify does at
  // run time with a number, which its types do not list); a list trusts those proxies.
  const trustProxy = config.trustProxy;
  const server = Fastify({
    logger: loggerOptions(config.logLevel, config.logFormat),
    // Every request's pair of lines buries what matters on a laptop (LOG_REQUESTS, off in development).
    logController: new ServerLogController({ disableRequestLogging: !config.logRequests }),
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1_048_576,
    forceCloseConnections: 'idle',
    // A request arriving during a stop answers the product's 503 (http/in-flight.ts), not Fastify's.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    // Slow senders are cut: headers and whole requests each have a deadline (408 request_timeout).
    ...requestTimeoutOptions({ headersMs: config.requestHeadersTimeoutMs, bodyMs: config.requestBodyTimeoutMs }),
    // Refusals the router makes before any hook runs (an overlong path parameter, broken percent-encoding)
    // answer the product's one error body too.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const code = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'uri_too_long' : 'bad_url';
      const lang = pickLang(request.headers['accept-language']);
      void reply.status(errorCatalogue[code].status).send(errorBody(code, lang));
    },
  }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(requestValidatorCompiler);
  // Encoded once: a string body would be measured (Buffer.byteLength) and then encoded again by the socket.
  server.setSerializerCompiler((route) => {
    const toJson = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    return (data) => Buffer.from(toJson(data)) as unknown as string;
  });

  // Registered first, so the grace period's clock starts with the stop.
  refuseInFlightOnClose(server, config.shutdownGraceMs);
  let closing = false;
  server.addHook('preClose', async () => {
    closing = true;
  });
  server.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  server.addHook('onClose', onClose);

  await server.register(requestLangPlugin);
  await server.register(errorHandlerPlugin);
  await registerLoadShedding(server, {
    loopDelayMs: config.shedLoopDelayMs,
    poolWaitMs: config.shedPoolWaitMs,
    oldestWaitMs: poolWaitMs,
  });
  await server.register(securityHeadersPlugin, {
    uploadOrigins: config.s3?.endpoint ? [new URL(config.s3.endpoint).origin] : [],
    facebookEnabled: Boolean(config.facebook),
    hsts: config.publicUrl.startsWith('https://'),
    scriptSources: pageScriptSources(config.webDist),
  });
  // GET /metrics for the operators (behind METRICS_TOKEN); first, so its hooks see every route's requests.
  const metrics = registerMetrics(server, { token: config.metricsToken });
  return { server, metrics };
}

/** Compression and the OpenAPI document (/api/docs): registered before the routes they cover. */
export async function registerDocs(server: FastifyInstance, limiter: RateLimiter): Promise<void> {
  // Whole answers first (every JSON one), in one call; the plugin is left the streamed ones.
  registerAnswerCompression(server);
  await server.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip', 'deflate'],
  });
  await server.register(swagger, {
    openapi: {
      info: { title: 'Vitrina API', version: '1.0.0', description: 'REST API of Vitrina (see shared/spec).' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-access-token' } },
      },
    },
    ...openapiTransforms,
  });
  await registerDocsRoutes(server, limiter);
}

/** The built web app (when there is one) for client routes; the product's 404 body for anything else. */
export async function registerFallbacks(server: FastifyInstance, webDist: Config['webDist']): Promise<void> {
  const webPages = await registerWebApp(server, webDist);
  server.setNotFoundHandler((request, reply) => {
    if (webPages && isClientRoute(request)) return sendAppShell(webPages, request, reply);
    return reply.status(404).send(errorBody('not_found', request.lang));
  });
}

/** A module that serves calls under `/api`. */
export interface ApiModule {
  routes: FastifyPluginAsync;
}

/** The modules' routes under `/api`, in the given order. */
export async function registerApi(server: FastifyInstance, modules: readonly ApiModule[]): Promise<void> {
  await server.register(
    async (api) => {
      for (const module of modules) await api.register(module.routes);
    },
    { prefix: '/api' },
  );
}
