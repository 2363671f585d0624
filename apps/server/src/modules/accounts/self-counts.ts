import type { SelfCounters } from './accounts.mapper.ts';

/** One module's share of `users/self`: the counts it keeps of a person (the badges, the sidebar's figure). */
export type SelfShare = Partial<Record<keyof SelfCounters, (userId: number) => Promise<number>>>;

const COUNTERS = [
  'followersRecentCount',
  'unreadedNotificationsCount',
  'unreadedMessagesCount',
  'messageRequestsCount',
] as const satisfies ReadonlyArray<keyof SelfCounters>;

/** Every count of `users/self`, read at once; one that no module provides is a wiring mistake. */
export async function readSelfCounters(shares: readonly SelfShare[], userId: number): Promise<SelfCounters> {
  const values = await Promise.all(
    COUNTERS.map((name) => {
      const count = shares.find((share) => share[name])?.[name];
      if (!count) throw new Error(`no module provides ${name} of users/self`);
      return count(userId);
    }),
  );
  const [
    followersRecentCount = 0,
    unreadedNotificationsCount = 0,
    unreadedMessagesCount = 0,
    messageRequestsCount = 0,
  ] = values;
  return { followersRecentCount, unreadedNotificationsCount, unreadedMessagesCount, messageRequestsCount };
}
