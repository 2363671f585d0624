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
import { accountErrorMessages } from '@vitrina/contract/accounts';
import { registerErrorMessages } from './http/error-handler.ts';
import { registerRateLimiter } from './http/rate-limiter.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createFacebookGraph } from './modules/auth/facebook-graph.ts';
import { facebookRoutes } from './modules/auth/facebook.routes.ts';
import { createFacebookService } from './modules/auth/facebook.service.ts';
import { createOneTimeTokensRepository } from './modules/auth/one-time-tokens.repository.ts';
import { publicConfigRoutes } from './modules/auth/public-config.routes.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { createCategoriesService } from './modules/categories/categories.service.ts';
import { createMailer } from './modules/mail/mail.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { mediaFilesRoutes } from './modules/media/media-files.routes.ts';
import { createMediaModule, type MediaModule } from './modules/media/media-module.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { createUserImagesRepository } from './modules/users/user-images.repository.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';

export interface App {
  server: FastifyInstance;
  database: Database;
  config: Config;
  /** Signs a session token for a user from the database row (tests use it to log users in). */
  issueToken: IssueToken;
  /** Storage driver, upload service (posts claim uploads through it) and resize service. */
  media: MediaModule;
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
    hsts: config.publicUrl.startsWith('https://'),
  });
  const sessionTokens = createSessionTokens(config.jwtSecret);
  const usersRepository = createUsersRepository(database.db);
  const issueToken = createTokenIssuer(database.db, sessionTokens);
  await server.register(authPlugin, { tokens: sessionTokens, findSessionOwner: usersRepository.findSessionOwner });

  // Accounts area (issue 3): mail, abuse limits, users, categories, auth, Facebook.
  registerErrorMessages(accountErrorMessages);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: server.log,
  });
  server.addHook('onClose', async () => mailer.close());
  const limiter = await registerRateLimiter(server, { enabled: config.rateLimits, redisUrl: config.redisUrl });
  const categoriesService = createCategoriesService(database.db);
  const usersService = createUsersService({
    db: database.db,
    users: usersRepository,
    categories: categoriesService,
    mailer,
    issueToken,
    publicUrl: config.publicUrl,
    log: server.log,
  });
  const authService = createAuthService({
    users: usersRepository,
    usersService,
    oneTimeTokens: createOneTimeTokensRepository(database.db),
    mailer,
    issueToken,
    publicUrl: config.publicUrl,
    log: server.log,
  });
  const facebookService = config.facebook
    ? createFacebookService({
        graph: createFacebookGraph(config.facebook),
        users: usersRepository,
        usersService,
        issueToken,
      })
    : null;
  const media = createMediaModule({
    config,
    db: database.db,
    issueToken,
    userImages: createUserImagesRepository(database.db),
  });

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
      await api.register(publicConfigRoutes, { facebookAppId: config.facebook?.appId ?? null });
      await api.register(authRoutes, { prefix: '/users', auth: authService, limiter });
      await api.register(usersRoutes, { prefix: '/users', users: usersService, limiter });
      if (facebookService) await api.register(facebookRoutes, { prefix: '/users', facebook: facebookService, limiter });
      await api.register(categoriesRoutes, { prefix: '/categories', categories: categoriesService });
      await api.register(mediaRoutes, { service: media.service });
    },
    { prefix: '/api' },
  );

  await server.register(mediaFilesRoutes, media);

  const hasWebApp = await registerWebApp(server, config.webDist);
  server.setNotFoundHandler((request, reply) => {
    if (hasWebApp && isClientRoute(request)) return sendAppShell(reply);
    return reply.status(404).send(errorBody('not_found', request.lang));
  });

  return { server, database, config, issueToken, media };
}
