import type { LikeResponse } from '@vitrina/contract/posts';

/**
 * The like of spec §4, as pure steps: it changes on screen at once (count plus or minus one), the
 * request says the state wanted (`{ reacted }`, so a retry never counts twice), and the answer settles
 * it. A newer click while a request travels wins: an older answer or failure leaves it alone.
 */
export interface LikeState {
  reacted: boolean;
  likesCount: number;
}

/** At once, on click. */
export function applyLike<T extends LikeState>(state: T, wanted: boolean): T {
  if (state.reacted === wanted) return state;
  return { ...state, reacted: wanted, likesCount: Math.max(0, state.likesCount + (wanted ? 1 : -1)) };
}

/** The server refused: back to how it was, unless the person clicked again meanwhile. */
export function rollbackLike<T extends LikeState>(state: T, wanted: boolean): T {
  return state.reacted === wanted ? applyLike(state, !wanted) : state;
}

/** The server's count, unless a newer click is still on its way. */
export function settleLike<T extends LikeState>(state: T, wanted: boolean, answer: LikeResponse): T {
  if (state.reacted !== wanted) return state;
  return { ...state, reacted: answer.reacted, likesCount: answer.likesCount };
}
