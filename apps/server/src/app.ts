import type { FastifyInstance } from 'fastify';
import { registerCommandRoutes } from './command-routes.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createHttpServer, registerApi, registerDocs, registerFallbacks, type ApiModule } from './http/server.ts';
import type { EventBus } from './events/event-bus.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import { createAccountsModule } from './modules/accounts/accounts-module.ts';
import { createAgencyFactorGate } from './modules/auth/agency-factor-gate.ts';
import { createAuthModule } from './modules/auth/auth-module.ts';
import { createCategoriesModule } from './modules/categories/categories-module.ts';
import { createCompCardModule } from './modules/comp-card/comp-card-module.ts';
import { createDiscoveryModule } from './modules/discovery/discovery-module.ts';
import { createGraphModule } from './modules/graph/graph-module.ts';
import { createGuardiansModule } from './modules/guardians/guardians-module.ts';
import { createHealthModule } from './modules/health/health-module.ts';
import { createLeavingModule } from './modules/leaving/leaving-module.ts';
import { createMailModule } from './modules/mail/mail-module.ts';
import type { ImageProcessor } from './modules/media/image-processor.ts';
import { createMediaModule } from './modules/media/media-module.ts';
import { createMessagesModule } from './modules/messages/messages-module.ts';
import { createNotificationsModule } from './modules/notifications/notifications-module.ts';
import { cardPhotosColumn as cardPhotos } from './modules/feed/card-photos.ts';
import { createFeedModule } from './modules/feed/feed-module.ts';
import { createPostsModule } from './modules/posts/posts-module.ts';
import { createProfilesModule } from './modules/profiles/profiles-module.ts';
import { createPublicPagesModule } from './modules/public-pages/public-pages-module.ts';
import { createPushModule } from './modules/push/push-module.ts';
import { createModerationModule, type ModerationModule } from './modules/moderation/moderation-module.ts';
import { createInsightsModule } from './modules/insights/insights-module.ts';
import { createOpportunitiesModule } from './modules/opportunities/opportunities-module.ts';
import { createSavedSearchesModule } from './modules/saved-searches/saved-searches-module.ts';
import { createShortlistsModule } from './modules/shortlists/shortlists-module.ts';
import { createPlatform } from './platform/platform.ts';
import { registerSessions } from './sessions/session-setup.ts';
import { createSessionStore } from './sessions/session-store.ts';
import { createSessionTokens } from './sessions/session-tokens.ts';

export interface App {
  server: FastifyInstance;
  database: Database;
  config: Config;
  /** The durable rounds, stopped: main.ts starts them; commands and tests run one with `jobs.run(name)`. */
  jobs: JobRunner;
  /** Roles and the moderation queue (`npm run accounts -- grant-role` uses it). */
  moderation: ModerationModule['service'];
}

export interface BuildOptions {
  /** An already open database (tests hand one in); otherwise it is opened from the config. */
  database?: Database;
  /** The pixel work of uploads; sharp unless a test hands in one it can pause. */
  imageProcessor?: ImageProcessor;
  /** The bus of domain events; the app's own unless a test hands in one it listens or announces on. */
  events?: EventBus;
  /** The second factors' and step-up's clock, for tests that choose the authenticator's time step. */
  clock?: () => Date;
}

/** The composition root: every module in the declared order (each after those it uses), and what each needs. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const { databaseUrl, dataDir, inMemoryDatabase: inMemory } = config;
  const database =
    options.database ?? (await openDatabase({ databaseUrl, poolSize: config.databasePool, dataDir, inMemory }));
  if (config.migrateOnStart) await runMigrations(database);
  const { server, metrics } = await createHttpServer(
    config,
    async () => {
      if (!options.database) await database.close();
    },
    () => database.stats?.().oldestWaitMs ?? 0,
  );
  const platform = await createPlatform(server, database, config, options.events);
  const { publicUrl } = config;
  const mail = createMailModule(config, server);
  const sessions = {
    tokens: createSessionTokens(config.jwtSecret, platform.caches),
    store: createSessionStore(database.db),
  };

  const categories = createCategoriesModule({ platform });
  const graph = createGraphModule({ platform });
  const accounts = createAccountsModule({ platform, sessions, categories, mail });
  const media = createMediaModule({ config, platform, accounts, images: options.imageProcessor });
  const profiles = createProfilesModule({ platform, publicUrl, categories, graph, cardPhotos });
  const discovery = createDiscoveryModule({ platform, categories, cardPhotos, config });
  const feed = createFeedModule({ platform, profiles, config, database });
  const { realtime, owners } = await registerSessions(server, {
    ...{ config, platform, sessions, subjects: accounts.sessionSubjects },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const messages = createMessagesModule({ platform, profiles, realtime });
  const notifications = createNotificationsModule({ platform, accounts, profiles, realtime, messages, mail, config });
  const posts = createPostsModule({ platform, media, feed, notifications });
  const push = createPushModule({ platform, config, accounts, profiles, realtime });
  const shortlists = createShortlistsModule({ platform, publicUrl, cardPhotos, media, profiles });
  const opportunities = createOpportunitiesModule({
    platform,
    config,
    publicUrl,
    files: { postFiles: posts.ownFiles, ownFiles: media.ownFiles, media: media.service, videos: media.selfTapes },
    cardPhotos,
    discovery,
    media,
    notices: notifications.opportunityNotices,
    mail,
  });
  const board = opportunities.boardSearches;
  const savedSearches = createSavedSearchesModule({ platform, discovery, board, notifications, mail, config });
  const guardians = createGuardiansModule({ platform, accounts, mail, messages, profiles });
  const auth = createAuthModule({
    ...{ platform, accounts, mail, guardians, config, sessions: sessions.store },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const agencyFactorGate = createAgencyFactorGate({
    ...{ owners, hasFactor: auth.secondFactors.hasFactor, graceMs: config.agencyFactorGraceMs },
    now: options.clock ?? (() => new Date()),
  });
  agencyFactorGate.register(server);
  realtime.admitEvents(agencyFactorGate.admit);
  // The modules that hold a person's rows, in the data export's order.
  const held = [accounts, profiles, categories, posts, graph, messages, notifications, push, shortlists, savedSearches];
  const holders = [...held, opportunities];
  const leaving = createLeavingModule({ platform, accounts, media, messages, profiles, holders, mail, config, auth });
  const moderation = createModerationModule({
    ...{ platform, accounts, profiles, posts, messages, opportunities },
    ...{ holders, mail, auth, factors: auth.secondFactors },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const insights = createInsightsModule({ platform, config, mail });
  const publicPages = createPublicPagesModule({ platform, publicUrl, categories, feed, media, insights });
  const compCard = createCompCardModule({ platform, publicUrl, categories, media, cardPhotos });
  const health = createHealthModule({ ping: database.ping, redisUsers: [platform.limiter, realtime] });
  // Questions asked against the build order, through ports the asking module declares.
  accounts.plugSelf({
    shares: [graph.self, messages.self, notifications.self],
    guardianOf: guardians.service.selfGuardian,
    factorsOf: auth.factorsOf,
  });
  guardians.plugCancellation(leaving.service.cancelByGuardian);
  media.plugVideoPosts(posts.postReadyVideo);
  messages.plugApplicants(opportunities.applicants);
  messages.plugMailWhileAway(notifications.mailWhileAway);
  profiles.plugSheetWritten(opportunities.sheetWritten);

  const jobs = platform.jobs;
  server.addHook('preClose', () => jobs.stop());
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
  const api: ApiModule[] = [health, auth, accounts, profiles, compCard, discovery, categories, media, posts, feed];
  api.push(messages, moderation, insights, push, shortlists, savedSearches, opportunities, notifications, leaving);
  api.push(guardians);
  await registerApi(server, api);
  await server.register(media.fileRoutes);
  await server.register(publicPages.pages);
  await server.register(opportunities.pages);
  registerCommandRoutes(server, database, { moderation: moderation.service, summaries: guardians.summaries });
  await registerFallbacks(server, config.webDist);

  return { server, database, config, jobs, moderation: moderation.service };
}
