import type { Platform } from '../../platform/platform.ts';
import { createFollowStats } from './follow-stats.ts';
import { createGraphService } from './graph.service.ts';
import { createGraphPersonalData } from './personal-data.ts';

/** The graph module: follows, blocks and reports; no routes (profiles speaks HTTP for it), no module dependencies. */
export function createGraphModule({ platform }: { platform: Pick<Platform, 'db'> }) {
  const service = createGraphService(platform.db);
  const followStats = createFollowStats(platform.db);
  return {
    service,
    self: { followersRecentCount: (userId: number) => followStats.countRecentFollowers(userId) },
    personalData: createGraphPersonalData(platform.db),
    shiftCountersOf: service.shiftCountersOf,
  };
}

export type GraphModule = ReturnType<typeof createGraphModule>;
