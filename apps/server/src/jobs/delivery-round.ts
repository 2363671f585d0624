import type { RoundSpec } from './round.ts';

/** Posts a process claims per step of a delivery round. */
export const DELIVERY_CLAIM = 20;

/**
 * A round that delivers new posts to their followers in batches (home timelines, NEW_POST entries): a round a
 * second (a new post kicks one), a claim held 30 s so a process that dies mid-post leaves it to another, and a
 * store away waited for, retried at most 10 s apart and given up only after a day or so.
 */
export function deliveryRound<T>(name: string, idle: T, body: RoundSpec<T>['body']): RoundSpec<T> {
  return { name, everyMs: 1_000, idle, leaseMs: 30_000, retryMs: 1_000, maxRetryMs: 10_000, maxAttempts: 10_000, body };
}
