import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { pickLang } from '@vitrina/contract/constants';
import { errorCatalogue } from '@vitrina/contract/error-catalogue';
import type { Config } from './config.ts';
import { registerBackupRoute } from './db/backup-route.ts';
import { openDatabase, type Database } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createTransactions, type Transactions } from './db/transaction.ts';
import { createEventBus, type EventBus } from './events/event-bus.ts';
import { errorBody, errorHandlerPlugin } from './http/error-handler.ts';
import { loggerOptions } from './http/logger.ts';
import { registerMetrics } from './http/metrics.ts';
import { refuseInFlightOnClose } from './http/in-flight.ts';
import { registerRateLimiter, type RateLimiter } from './http/rate-limiter.ts';
import { requestTimeoutOptions } from './http/request-timeouts.ts';
import { requestLangPlugin } from './http/request-lang.ts';
import { securityHeadersPlugin } from './http/security-headers.ts';
import { isClientRoute, registerWebApp, sendAppShell } from './http/web-app.ts';
import { createAuthModule } from './modules/auth/auth-module.ts';
import { createCategoriesModule } from './modules/categories/categories-module.ts';
import { createFollowStats } from './modules/graph/follow-stats.ts';
import { createGraphService } from './modules/graph/graph.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createMailer } from './modules/mail/mail.service.ts';
import type { ImageProcessor } from './modules/media/image-processor.ts';
import { createMediaModule, type MediaModule } from './modules/media/media-module.ts';
import { createCategoriesPersonalData } from './modules/categories/personal-data.ts';
import { createGraphPersonalData } from './modules/graph/personal-data.ts';
import type { AccountDeletion } from './modules/leaving/account-deletion.ts';
import type { DataExportService } from './modules/leaving/data-export.ts';
import { createMessagingPersonalData } from './modules/messaging/personal-data.ts';
import { createNotificationsPersonalData } from './modules/notifications/personal-data.ts';
import { createPostsPersonalData } from './modules/posts/personal-data.ts';
import { createAccountPersonalData } from './modules/users/personal-data.ts';
import { createLeavingModule } from './modules/leaving/leaving-module.ts';
import { createMessagingModule } from './modules/messaging/messaging-module.ts';
import { createUnreadMessages } from './modules/messaging/unread-messages.ts';
import { createNotificationsModule, type NotificationsModule } from './modules/notifications/notifications-module.ts';
import { createUnreadNotifications } from './modules/notifications/unread-notifications.ts';
import { createPostsModule } from './modules/posts/posts-module.ts';
import { createUsersModule } from './modules/users/users-module.ts';
import { createRealtime, type Realtime } from './realtime/realtime-server.ts';
import { createSessionCache } from './sessions/session-cache.ts';
import { createSessionEnding } from './sessions/session-ending.ts';
import { createSessionOwners } from './sessions/session-owners.ts';
import { sessionPlugin } from './sessions/session-plugin.ts';
import { createSessionStore } from './sessions/session-store.ts';
import { createSessionTokens } from './sessions/session-tokens.ts';
import type { IssueToken } from './sessions/token-issuer.ts';

export interface App {
  server: FastifyInstance;
  database: Database;
  config: Config;
  /** Signs a session token for a user from their current data (tests use it to log users in). */
  issueToken: IssueToken;
  /** Storage driver, upload service (posts claim uploads through it) and resize service. */
  media: MediaModule;
  /** Units of work (transactions with after-commit tasks and events). */
  transactions: Transactions;
  events: EventBus;
  /** Socket.IO behind its narrow interface (tests announce a change as another process would). */
  realtime: Realtime;
  /** Abuse limits (their in-process store reports its size). */
  limiter: RateLimiter;
  /** The e-mail while away (tests and operators run its round at once with `runDue`). */
  notificationMail: NotificationsModule['mail'];
  /** The deletion of accounts whose grace period is over (`npm run accounts -- purge-due` runs it at once). */
  accountDeletion: AccountDeletion;
  /** The preparation of data exports (tests run its round at once). */
  dataExports: DataExportService;
}

export interface BuildOptions {
  /** An already open database (tests hand one in); otherwise it is opened from the config. */
  database?: Database;
  /** The pixel work of uploads; sharp unless a test hands in one it can pause. */
  imageProcessor?: ImageProcessor;
}

/**
 * Session owners kept per process: 30 s bounds how long an invalidation lost between processes could
 * let a revoked session through; 50,000 people is a few megabytes.
 */
const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_MAX = 50_000;

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

  // A number of hops trusts that many addresses from the socket's end of X-Forwarded-For (as Fastify does at
  // run time with a number, which its types do not list); a list trusts those proxies.
  const trustProxy = config.trustProxy;
  const server = Fastify({
    logger: loggerOptions(config.logLevel, config.logFormat),
    // Every request's pair of lines buries what matters on a laptop (LOG_REQUESTS, off in development).
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
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
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);

  // Graceful shutdown: idle keep-alive sockets close at once; responses still in flight finish and
  // close their connection, so server.close() does not wait on browsers' keep-alive sockets. Those still
  // running when the grace period ends answer 503 (registered first, so its clock starts with the stop).
  refuseInFlightOnClose(server, config.shutdownGraceMs);
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
  // GET /metrics for the operators (behind METRICS_TOKEN); first, so its hooks see every route's requests.
  const metrics = registerMetrics(server, { token: config.metricsToken });
  // Shared machinery: one bus of domain events, units of work that publish to it after commit.
  const events = createEventBus(server.log);
  const transactions = createTransactions(database.db, events, server.log);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: server.log,
    logLinks: config.env !== 'production',
  });
  server.addHook('onClose', async () => mailer.close());
  const limiter = await registerRateLimiter(server, {
    enabled: config.rateLimits,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
  });

  // Modules, each built by its own factory; they meet only through the services and ports handed here.
  const db = database.db;
  const tokens = createSessionTokens(config.jwtSecret);
  const sessionStore = createSessionStore(db);
  const categories = createCategoriesModule({ db });
  const graph = createGraphService(db);
  const users = createUsersModule({
    db,
    graph,
    followStats: createFollowStats(db),
    unreadMessages: createUnreadMessages(db),
    unreadNotifications: createUnreadNotifications(db),
    transactions,
    tokens,
    sessions: sessionStore,
    categories: categories.service,
    mailer,
    limiter,
    publicUrl: config.publicUrl,
    log: server.log,
  });
  const auth = createAuthModule({
    db,
    accounts: users.accounts,
    issueToken: users.issueToken,
    sessions: createSessionEnding(transactions),
    mailer,
    limiter,
    facebook: config.facebook,
    publicUrl: config.publicUrl,
    log: server.log,
  });
  const media = createMediaModule({
    config,
    db,
    transactions,
    issueToken: users.issueToken,
    users: users.service,
    limiter,
    ...(options.imageProcessor ? { images: options.imageProcessor } : {}),
  });
  const posts = createPostsModule({
    db,
    transactions,
    media: media.service,
    directory: users.directory,
    limiter,
  });
  // Requests and socket events check their session against this process's cache of session owners (with
  // their ended sessions); a password change, a cancellation or a logout clears it on every process (below,
  // through the real-time adapter).
  const sessionCache = createSessionCache(createSessionOwners(users.sessionSubjects, sessionStore), {
    ttlMs: SESSION_CACHE_TTL_MS,
    max: SESSION_CACHE_MAX,
  });
  const sessions = { tokens, subjects: sessionCache };
  await server.register(sessionPlugin, sessions);

  // Socket.IO on the same server and port; its handshake and events check sessions as the plugin does.
  const realtime = await createRealtime(server, {
    sessions,
    publicUrl: config.publicUrl,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    onSessionsChanged: (userId) => sessionCache.forget(userId),
  });
  const messaging = createMessagingModule({
    db,
    transactions,
    directory: users.directory,
    limiter,
    realtime,
  });
  const notifications = createNotificationsModule({
    db,
    transactions,
    events,
    directory: users.directory,
    recipients: users.notificationRecipients,
    realtime,
    messaging: messaging.service,
    mailer,
    publicUrl: config.publicUrl,
    mailIntervalMs: config.notificationMailIntervalMs,
    log: server.log,
  });
  notifications.mail.start();
  const leaving = createLeavingModule({
    transactions,
    accounts: users.accounts,
    issueToken: users.issueToken,
    counters: [graph.shiftCountersOf, posts.shiftCountersOf],
    realtime,
    mailer,
    publicUrl: config.publicUrl,
    gracePeriodMs: config.accountDeletionGraceMs,
    limiter,
    log: server.log,
    messaging: messaging.service,
    media: media.service,
    deletionIntervalMs: config.accountDeletionIntervalMs,
    db,
    directory: users.directory,
    sources: [
      createAccountPersonalData(db),
      createCategoriesPersonalData(db),
      createPostsPersonalData(db),
      createGraphPersonalData(db),
      createMessagingPersonalData(db),
      createNotificationsPersonalData(db),
    ],
  });
  leaving.deletion.start();
  leaving.exports.start();
  server.addHook('preClose', async () => {
    await leaving.deletion.stop();
    await leaving.exports.stop();
  });
  server.addHook('preClose', () => notifications.mail.stop());
  metrics.observe({
    ...(database.stats ? { database: database.stats } : {}),
    redis: { 'rate-limiter': limiter.redisReachable, 'socket.io': realtime.redisReachable },
    openSockets: () => realtime.openSockets(),
    jobs: [notifications.mail, leaving.deletion, leaving.exports],
    imageWork: () => media.imageWork.stats(),
  });
  // Once either has committed, no process may answer from the session owner it had cached (announced
  // first, so a process hears it before the disconnection below).
  for (const event of ['user.password_changed', 'user.cancelled', 'user.email_restored'] as const)
    events.subscribe(event, ({ userId }) => realtime.sessionsChanged(userId));
  // A password change revokes older sessions: their open sockets close at once, on every process.
  events.subscribe('user.password_changed', ({ userId }) => realtime.disconnectUser(userId));
  // Logging out ends one session (or all of them): forgotten everywhere first, then its sockets closed.
  events.subscribe('session.ended', ({ userId, sessionId }) => {
    realtime.sessionsChanged(userId);
    if (sessionId) realtime.disconnectSession(sessionId);
    else realtime.disconnectUser(userId);
  });
  // So does an undone e-mail change (issue 23): it tells of a takeover.
  events.subscribe('user.email_restored', ({ userId }) => realtime.disconnectUser(userId));

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
      // Redis counts as down when either of its users (the limits, the processes' broadcasts) cannot reach it.
      const redisChecks = [limiter.redisReachable, realtime.redisReachable].filter((check) => check !== null);
      await api.register(healthRoutes, {
        ping: database.ping,
        ...(redisChecks.length ? { redisReachable: () => redisChecks.every((check) => check()) } : {}),
      });
      for (const module of [auth, users, categories, media, posts, messaging, notifications, leaving])
        await api.register(module.routes);
    },
    { prefix: '/api' },
  );
  await server.register(media.fileRoutes);
  // `npm run db:backup` while the server runs: the folder's lock holder takes the copy (backup-route.ts).
  if (database.lock && database.dump) registerBackupRoute(server, { lock: database.lock, dump: database.dump });

  const webPages = await registerWebApp(server, config.webDist);
  server.setNotFoundHandler((request, reply) => {
    if (webPages && isClientRoute(request)) return sendAppShell(webPages, request, reply);
    return reply.status(404).send(errorBody('not_found', request.lang));
  });

  return {
    server,
    database,
    config,
    issueToken: users.issueToken,
    media,
    transactions,
    events,
    realtime,
    limiter,
    notificationMail: notifications.mail,
    accountDeletion: leaving.deletion,
    dataExports: leaving.exports,
  };
}
