import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { registerBackupRoute } from './db/backup-route.ts';
import { openDatabase, type Database } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createHttpServer, registerDocs, registerFallbacks } from './http/server.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import { createAccountsModule } from './modules/accounts/accounts-module.ts';
import { createAuthModule } from './modules/auth/auth-module.ts';
import { createCategoriesModule } from './modules/categories/categories-module.ts';
import { createDiscoveryModule } from './modules/discovery/discovery-module.ts';
import { createGraphModule } from './modules/graph/graph-module.ts';
import { createGuardiansModule } from './modules/guardians/guardians-module.ts';
import { registerSummaryCommandRoute } from './modules/guardians/summary-command.routes.ts';
import { createHealthModule } from './modules/health/health-module.ts';
import { createLeavingModule } from './modules/leaving/leaving-module.ts';
import { createMailModule } from './modules/mail/mail-module.ts';
import type { ImageProcessor } from './modules/media/image-processor.ts';
import { createMediaModule, type MediaModule } from './modules/media/media-module.ts';
import { createMessagesModule } from './modules/messages/messages-module.ts';
import { createNotificationsModule } from './modules/notifications/notifications-module.ts';
import { cardPhotosColumn } from './modules/feed/card-photos.ts';
import { createFeedModule, type FeedModule } from './modules/feed/feed-module.ts';
import { createPostsModule } from './modules/posts/posts-module.ts';
import { createProfilesModule } from './modules/profiles/profiles-module.ts';
import { createPushModule } from './modules/push/push-module.ts';
import { createModerationModule, type ModerationModule } from './modules/moderation/moderation-module.ts';
import { registerRoleCommandRoute } from './modules/moderation/role-command.routes.ts';
import { createInsightsModule } from './modules/insights/insights-module.ts';
import { createSavedSearchesModule } from './modules/saved-searches/saved-searches-module.ts';
import { createShortlistsModule } from './modules/shortlists/shortlists-module.ts';
import { talentAttributesFrom } from './modules/shortlists/talent-attributes-port.ts';
import { createPlatform, type Platform } from './platform/platform.ts';
import type { Realtime } from './realtime/realtime-server.ts';
import { registerSessions } from './sessions/session-setup.ts';
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
  transactions: Platform['transactions'];
  events: Platform['events'];
  /** Socket.IO behind its narrow interface (tests announce a change as another process would). */
  realtime: Realtime;
  /** Abuse limits (their in-process store reports its size). */
  limiter: Platform['limiter'];
  /** The durable rounds, stopped: main.ts starts them; commands and tests run one with `jobs.run(name)`. */
  jobs: JobRunner;
  /** Roles and the moderation queue (`npm run accounts -- grant-role` uses it). */
  moderation: ModerationModule['service'];
  /** Home timelines (decision 0030): null when the feed reads the database only; tests run fan-out rounds. */
  timelines: FeedModule['timelines'];
}

export interface BuildOptions {
  /** An already open database (tests hand one in); otherwise it is opened from the config. */
  database?: Database;
  /** The pixel work of uploads; sharp unless a test hands in one it can pause. */
  imageProcessor?: ImageProcessor;
}

/** The composition root: every module, and what each needs. Modules meet only through what is handed here. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const { databaseUrl, dataDir, inMemoryDatabase: inMemory } = config;
  const database = options.database ?? (await openDatabase({ databaseUrl, dataDir, inMemory }));
  if (config.migrateOnStart) await runMigrations(database);
  const { server, metrics } = await createHttpServer(config, async () => {
    if (!options.database) await database.close();
  });
  const platform = await createPlatform(server, database, config);
  const mail = createMailModule(config, server);
  const sessions = {
    tokens: createSessionTokens(config.jwtSecret, platform.caches),
    store: createSessionStore(database.db),
  };

  const categories = createCategoriesModule({ platform });
  const graph = createGraphModule({ platform });
  const accounts = createAccountsModule({
    platform,
    sessions,
    categories,
    mail,
    selfShares: () => [graph.self, messages.self, notifications.self],
    // The login's door lifts a suspension that has run out: moderation is built later, reached at run time.
    liftExpiredSuspension: (userId) => moderation.suspensions.liftExpired(userId),
    guardianOf: (user) => guardians.service.selfGuardian(user),
  });
  // A minor's guardian (issue 60): its close link cancels as leaving does; its summary reads messages and names.
  const guardians = createGuardiansModule({ platform, accounts, mail, later: () => ({ messages, profiles, leaving }) });
  const auth = createAuthModule({ platform, accounts, mail, guardians: guardians.service, config });
  const images = options.imageProcessor ? { images: options.imageProcessor } : {};
  const media = createMediaModule({
    config,
    platform,
    accounts,
    ...images,
    // A ready video becomes a post: the posts module stands on media, so it is reached at run time.
    videoPublisher: () => posts.videoPublisher,
  });
  // Person cards show their newest photos: the posts module's column in the lists' own statements.
  const profiles = createProfilesModule({
    platform,
    publicUrl: config.publicUrl,
    categories,
    graph,
    cardPhotos: cardPhotosColumn,
    images: media.resizer,
    // Posts and media stand on profiles: the public page reaches them once they exist, at request time.
    publicPages: {
      work: (authorId) => feed.service.showcase(authorId),
      portrait: (name) => media.resizer.read('c340x340', name),
      visited: (ownerId, visitor) => insights.service.visited(ownerId, visitor),
    },
  });
  const discovery = createDiscoveryModule({
    platform,
    categories,
    cardPhotos: cardPhotosColumn,
    searchCacheMs: config.searchCacheMs,
    listWindows: config.listWindows,
  });
  const feed = createFeedModule({
    platform,
    profiles,
    timelines: {
      ...config.timelines,
      redis: config.redisUrl ? { url: config.redisUrl, prefix: config.redisPrefix } : null,
      isEmbedded: database.kind === 'pglite',
    },
    postCacheBytes: config.postCacheBytes,
  });
  const posts = createPostsModule({ platform, media, feed });
  server.addHook('onClose', async () => feed.timelines?.close());
  const realtime = await registerSessions(server, { config, platform, sessions, subjects: accounts.sessionSubjects });
  const messages = createMessagesModule({ platform, profiles, realtime });
  const awayMail = { ...mail, intervalMs: config.notificationMailIntervalMs };
  const notifications = createNotificationsModule({ platform, accounts, profiles, realtime, messages, mail: awayMail });
  const push = createPushModule({ platform, config, accounts, profiles, realtime });
  const shortlists = createShortlistsModule({
    platform,
    publicUrl: config.publicUrl,
    cardPhotos: cardPhotosColumn,
    images: media.resizer,
    // Compare and exports show the attributes the agency may see.
    attributes: talentAttributesFrom(profiles.attributes.sheetsOf),
  });
  const savedSearches = createSavedSearchesModule({
    platform,
    discovery,
    notifications,
    mail,
    intervalMs: config.savedSearchAlertIntervalMs,
  });
  const holders = [
    accounts,
    profiles,
    categories,
    posts,
    graph,
    messages,
    notifications,
    push,
    shortlists,
    savedSearches,
  ];
  const leaving = createLeavingModule({
    platform,
    accounts,
    peers: { messages, media, profiles },
    holders,
    mail,
    config,
  });
  const moderation = createModerationModule({
    platform,
    accounts,
    profiles,
    posts,
    messages,
    // A suspension hides a person as a cancellation does: the same counters move.
    counters: holders.flatMap((holder) => ('shiftCountersOf' in holder ? [holder.shiftCountersOf] : [])),
    mail,
    suspensionExpiryMs: 60_000,
  });
  const insights = createInsightsModule({ platform, config, mail });
  const health = createHealthModule({
    ping: database.ping,
    redisChecks: [platform.limiter.redisReachable, realtime.redisReachable],
  });

  const jobs = platform.jobs;
  // Views still queued are counted before the database closes.
  server.addHook('preClose', async () => {
    await jobs.stop();
    await insights.views.job.runDue().catch(() => undefined);
  });
  server.addHook('preClose', () => push.delivery.stop());
  metrics.observe({
    ...(database.stats ? { database: database.stats } : {}),
    redis: {
      'rate-limiter': platform.limiter.redisReachable,
      'socket.io': realtime.redisReachable,
      'home-timelines': feed.timelines?.isReachable ?? null,
    },
    openSockets: () => realtime.openSockets(),
    jobs: jobs.list,
    deadJobItems: () => jobs.store.deadCounts(),
    imageWork: () => media.imageWork.stats(),
  });

  await registerDocs(server, platform.limiter);
  const apiModules = [
    health,
    auth,
    accounts,
    profiles,
    discovery,
    categories,
    media,
    posts,
    feed,
    messages,
    moderation,
    insights,
    push,
    shortlists,
    savedSearches,
  ];
  await server.register(
    async (api) => {
      for (const module of [...apiModules, notifications, leaving, guardians]) await api.register(module.routes);
    },
    { prefix: '/api' },
  );
  await server.register(media.fileRoutes);
  await server.register(profiles.pages);
  // `npm run db:backup` while the server runs: the folder's lock holder takes the copy (backup-route.ts).
  if (database.lock && database.dump) registerBackupRoute(server, { lock: database.lock, dump: database.dump });
  if (database.lock) registerRoleCommandRoute(server, { lock: database.lock, moderation: moderation.service });
  if (database.lock) registerSummaryCommandRoute(server, { lock: database.lock, summaries: guardians.summaries });
  await registerFallbacks(server, config.webDist);

  const { transactions, events, limiter } = platform;
  const parts = { server, database, config, media, transactions, events, realtime, limiter, jobs };
  return {
    ...parts,
    issueToken: accounts.issueToken,
    moderation: moderation.service,
    timelines: feed.timelines,
  };
}
