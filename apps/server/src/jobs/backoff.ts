/** The wait before a failed item's next attempt: `baseMs` doubled per attempt already made, at most `maxMs`. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs = 60 * 60_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Whether an item that has failed `attempts` times is given up (dead-lettered) rather than tried again. */
export const isExhausted = (attempts: number, maxAttempts: number): boolean => attempts >= maxAttempts;
