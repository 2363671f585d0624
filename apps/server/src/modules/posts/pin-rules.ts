import type { ErrorCode } from '@vitrina/contract/error-catalogue';
import { MAX_PINS } from '@vitrina/contract/post-limits';

// The portfolio's rules as pure functions; the pins service calls them, tests pin them.

/** What pinning a post does to my pins: appended after the others; pinning twice changes nothing. */
export function pinAfter(current: readonly number[], postId: number): number[] | ErrorCode {
  if (current.includes(postId)) return [...current];
  if (current.length >= MAX_PINS) return 'pin_limit';
  return [...current, postId];
}

/** A new order must name exactly the pinned posts, each once: a stale screen is refused, not half-applied. */
export function checkOrder(current: readonly number[], requested: readonly number[]): ErrorCode | null {
  const wanted = new Set(requested);
  const same = wanted.size === requested.length && requested.length === current.length;
  return same && current.every((id) => wanted.has(id)) ? null : 'pin_order_mismatch';
}
