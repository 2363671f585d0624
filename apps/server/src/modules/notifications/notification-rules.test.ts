import { describe, expect, it } from 'vitest';
import { groupKeyOf, isOwnDoing, utcDay } from './notification-rules.ts';

const at = new Date('2026-11-22T23:30:00-06:00'); // 05:30 UTC on the 23rd

describe('notification group keys', () => {
  it('groups the likes of a post by UTC day, and nothing else', () => {
    const like = { type: 'LIKE_POST', recipientId: 1, actorId: 2, postId: 7, commentId: null } as const;
    expect(utcDay(at)).toBe('2026-11-23');
    expect(groupKeyOf(like, at)).toBe('LIKE_POST:7:2026-11-23');
    expect(groupKeyOf({ ...like, actorId: 3 }, at)).toBe(groupKeyOf(like, at));
    expect(groupKeyOf(like, new Date('2026-11-24T00:00:00Z'))).not.toBe(groupKeyOf(like, at));
  });

  it('keeps one entry per actor for follows and comment likes, and per comment or post otherwise', () => {
    const base = { recipientId: 1, actorId: 2, postId: 7, commentId: 9 };
    expect(groupKeyOf({ ...base, type: 'FOLLOWER', postId: null, commentId: null }, at)).toBe('FOLLOWER:2');
    expect(groupKeyOf({ ...base, type: 'LIKE_COMMENT' }, at)).toBe('LIKE_COMMENT:9:2');
    expect(groupKeyOf({ ...base, type: 'COMMENT' }, at)).toBe('COMMENT:9');
    expect(groupKeyOf({ ...base, type: 'NEW_POST', commentId: null }, at)).toBe('NEW_POST:7');
    expect(groupKeyOf({ ...base, type: 'MESSAGE_REQUEST', postId: null, commentId: null }, at)).toBe(
      'MESSAGE_REQUEST:2',
    );
  });

  it('knows one’s own doing', () => {
    expect(isOwnDoing({ recipientId: 4, actorId: 4 })).toBe(true);
    expect(isOwnDoing({ recipientId: 4, actorId: 5 })).toBe(false);
  });
});
