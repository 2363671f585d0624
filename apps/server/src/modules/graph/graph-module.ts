import type { Platform } from '../../platform/platform.ts';
import { createFollowStats } from './follow-stats.ts';
import { createGraphService } from './graph.service.ts';
import { createGraphPersonalData } from './personal-data.ts';

/**
 * The graph module: follows, blocks and reports. It has no routes (the profiles module speaks HTTP about
 * people over its writes) and depends on no module; its share of `users/self` is the recent followers.
 */
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
