import { describe, expect, it } from 'vitest';
import { applyLike, rollbackLike, settleLike } from './like-state.ts';

describe('like state', () => {
  it('changes at once by one, never below zero, and not twice for the same wish', () => {
    expect(applyLike({ reacted: false, likesCount: 2 }, true)).toEqual({ reacted: true, likesCount: 3 });
    expect(applyLike({ reacted: true, likesCount: 3 }, false)).toEqual({ reacted: false, likesCount: 2 });
    expect(applyLike({ reacted: true, likesCount: 0 }, false)).toEqual({ reacted: false, likesCount: 0 });
    const liked = { reacted: true, likesCount: 3 };
    expect(applyLike(liked, true)).toBe(liked);
  });

  it('a refusal puts it back, unless a newer click changed it meanwhile', () => {
    expect(rollbackLike({ reacted: true, likesCount: 3 }, true)).toEqual({ reacted: false, likesCount: 2 });
    const clickedAgain = { reacted: false, likesCount: 2 };
    expect(rollbackLike(clickedAgain, true)).toBe(clickedAgain);
  });

  it("takes the server's count, unless a newer click is on its way", () => {
    expect(settleLike({ reacted: true, likesCount: 3 }, true, { reacted: true, likesCount: 9 })).toEqual({
      reacted: true,
      likesCount: 9,
    });
    const newer = { reacted: false, likesCount: 2 };
    expect(settleLike(newer, true, { reacted: true, likesCount: 9 })).toBe(newer);
  });
});
