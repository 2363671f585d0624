import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { Mail } from '../mail/mail-module.ts';
import { insightsRoutes } from './insights.routes.ts';
import { createDigestsRepository } from './digests.repository.ts';
import { createInsightsRepository } from './insights.repository.ts';
import { createInsightsService } from './insights.service.ts';
import { createViewCounter } from './view-counter.ts';
import { createViewCountsRepository } from './view-counts.repository.ts';
import { createWeeklyDigest } from './weekly-digest.ts';

export interface InsightsModuleDeps {
  platform: Platform;
  /** The server's secret (visitors' daily salt), and how often the weekly e-mail goes out. */
  config: { jwtSecret: string; digestIntervalMs: number };
  mail: Mail;
}

/**
 * Insights (decision 0024): views counted in batches from the web's beacon and the public pages,
 * daily totals for the owner's dashboard, follower gains and losses, and the weekly e-mail.
 */
export function createInsightsModule({ platform, config, mail }: InsightsModuleDeps) {
  const counts = createViewCountsRepository(platform.db);
  const counter = createViewCounter({
    repository: counts,
    digestIntervalMs: config.digestIntervalMs,
    jobs: platform.jobs,
  });
  const service = createInsightsService({
    repository: createInsightsRepository(platform.db),
    counts,
    counter,
    secret: config.jwtSecret,
    digestIntervalMs: config.digestIntervalMs,
  });
  const digest = createWeeklyDigest({
    repository: createDigestsRepository(platform.db),
    service,
    mailer: mail.mailer,
    publicUrl: mail.publicUrl,
    intervalMs: config.digestIntervalMs,
    log: platform.log,
    jobs: platform.jobs,
  });

  // After commit; a listener that fails is logged by the bus and the count misses one change.
  platform.events.subscribe('user.followed', ({ followedId }) => service.followerChanged(followedId, 'gained'));
  platform.events.subscribe('user.unfollowed', ({ followedId }) => service.followerChanged(followedId, 'lost'));

  const routes: FastifyPluginAsync = async (api) => {
    // Views still queued are counted before the database closes (app.ts stops the rounds first).
    api.addHook('preClose', async () => {
      await counter.job.runDue().catch(() => undefined);
    });
    await api.register(insightsRoutes, { insights: service, limiter: platform.limiter });
  };
  return { service, views: counter, digest, routes };
}

export type InsightsModule = ReturnType<typeof createInsightsModule>;
