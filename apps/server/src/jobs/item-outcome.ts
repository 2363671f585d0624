import type { FastifyBaseLogger } from 'fastify';
import { safeError } from '../http/logger.ts';
import { isExhausted, retryDelayMs } from './backoff.ts';
import type { ClaimedItem, JobStore } from './job-store.ts';

/** What a round's items run with: the statements, this process in the claims, the log. */
export interface ItemRuntime {
  store: JobStore;
  holder: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/** How a round treats an item that failed. */
export interface FailurePolicy {
  round: string;
  maxAttempts: number;
  retryMs: number;
  maxRetryMs?: number | undefined;
  /** Told before an item is given up (its module's row says so); a throw keeps it for another attempt. */
  onDead?: ((key: string) => Promise<void>) | undefined;
}

/** A failed attempt: tried again after its backoff, or dead-lettered after the last (or when `isGivenUp`). */
export async function recordFailure(
  { store, holder, log }: ItemRuntime,
  policy: FailurePolicy,
  item: ClaimedItem,
  error: unknown,
  isGivenUp = isExhausted(item.attempts, policy.maxAttempts),
): Promise<void> {
  let isDead = isGivenUp;
  log.error({ err: safeError(error), round: policy.round, key: item.key, isDead }, 'a job item failed');
  if (isDead && policy.onDead) {
    try {
      await policy.onDead(item.key);
    } catch (told) {
      log.warn({ err: safeError(told), round: policy.round, key: item.key }, 'a given-up item could not be recorded');
      isDead = false;
    }
  }
  await store.fail(policy.round, item.key, holder, {
    error: error instanceof Error ? error.message : String(error),
    delayMs: retryDelayMs(item.attempts, policy.retryMs, policy.maxRetryMs),
    isDead,
  });
}
