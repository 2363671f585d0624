import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { errorBody, errorHandlerPlugin } from './http/error-handler.ts';
import { loggerOptions } from './http/logger.ts';
import { requestLangPlugin } from './http/request-lang.ts';
import { securityHeadersPlugin } from './http/security-headers.ts';
import { isClientRoute, registerWebApp, sendAppShell } from './http/web-app.ts';
import { authPlugin } from './modules/auth/auth-plugin.ts';
import { createSessionTokens } from './modules/auth/session-tokens.ts';
import { createTokenIssuer, type IssueToken } from './modules/auth/token-issuer.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';

export interface App {
  server: FastifyInstance;
  database: Database;
  config: Config;
  /** Signs a session token for a user from the database row (tests use it to log users in). */
  issueToken: IssueToken;
}

export interface BuildOptions {
  /** An already open database (tests hand one in); otherwise it is opened from the config. */
  database?: Database;
}

/** The composition root: the only place that wires modules together. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.inMemoryDatabase,
    }));
  if (config.migrateOnStart) await runMigrations(database);

  const server = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    disableRequestLogging: config.env === 'test',
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);

  // Graceful shutdown: idle keep-alive sockets close at once; responses still in flight finish and
  // close their connection, so server.close() does not wait on browsers' keep-alive sockets.
  let closing = false;
  server.addHook('preClose', async () => {
    closing = true;
  });
  server.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  server.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });

  await server.register(requestLangPlugin);
  await server.register(errorHandlerPlugin);
  await server.register(securityHeadersPlugin, {
    uploadOrigins: config.s3?.endpoint ? [new URL(config.s3.endpoint).origin] : [],
    facebookEnabled: Boolean(config.facebook),
  });
  const sessionTokens = createSessionTokens(config.jwtSecret);
  const usersRepository = createUsersRepository(database.db);
  const issueToken = createTokenIssuer(database.db, sessionTokens);
  await server.register(authPlugin, { tokens: sessionTokens, findSessionOwner: usersRepository.findSessionOwner });

  await server.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  await server.register(swagger, {
    openapi: {
      info: { title: 'Vitrina API', version: '1.0.0', description: 'REST API of Vitrina (see shared/spec).' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-access-token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await server.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await server.register(
    async (api) => {
      await api.register(healthRoutes, { ping: database.ping });
    },
    { prefix: '/api' },
  );

  const hasWebApp = await registerWebApp(server, config.webDist);
  server.setNotFoundHandler((request, reply) => {
    if (hasWebApp && isClientRoute(request)) return sendAppShell(reply);
    return reply.status(404).send(errorBody('not_found', request.lang));
  });

  return { server, database, config, issueToken };
}
