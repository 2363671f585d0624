import { describe, expect, it } from 'vitest';
import { POSTS_PAGE_SIZE } from '@vitrina/contract/post-limits';
import { postFixture } from '@/test/post-fixture.ts';
import { feedQueryString, nextFeedParam, toFeedPage, uniquePosts } from './feed-paging.ts';

/** A server page of posts with the given ids. */
const answer = (ids: number[], limit: number) => ({ posts: ids.map((id) => postFixture({ id })), limit });
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from - i);

describe('feed paging', () => {
  it('asks for the first page plainly, and for later ones before the last post shown', () => {
    expect(feedQueryString({ page: 1 }, 'followed')).toBe('page=1');
    expect(feedQueryString({ page: 3, before: 41 }, 'all')).toBe('page=3&before=41&filter=agencia');
    const first = toFeedPage(answer(ids(100, POSTS_PAGE_SIZE), 4), 1);
    expect(nextFeedParam([first])).toEqual({ page: 2, before: 100 - POSTS_PAGE_SIZE + 1 });
  });

  it('stops after a short page', () => {
    const short = toFeedPage(answer(ids(100, POSTS_PAGE_SIZE - 1), 4), 1);
    expect(short.hasMore).toBe(false);
    expect(nextFeedParam([short])).toBeUndefined();
  });

  it('stops when the page reaches the limit, even if it is full', () => {
    const first = toFeedPage(answer(ids(100, POSTS_PAGE_SIZE), 2), 1);
    const second = toFeedPage(answer(ids(80, POSTS_PAGE_SIZE), 2), 2);
    expect(nextFeedParam([first])).toBeDefined();
    expect(nextFeedParam([first, second])).toBeUndefined();
    expect(nextFeedParam([toFeedPage(answer([], 0), 1)])).toBeUndefined();
  });

  it('keeps its end decision when posts are later added to or removed from the cache', () => {
    const page = toFeedPage(answer(ids(100, POSTS_PAGE_SIZE - 1), 3), 1);
    const grown = { ...page, posts: [postFixture({ id: 500 }), ...page.posts] };
    expect(grown.posts).toHaveLength(POSTS_PAGE_SIZE);
    expect(nextFeedParam([grown])).toBeUndefined();
  });

  it('shows each post once when pages overlap, in the order first seen', () => {
    const first = toFeedPage(answer([10, 9, 8], 2), 1);
    const second = toFeedPage(answer([8, 7, 9, 6], 2), 2);
    expect(uniquePosts([first, second]).map((post) => post.id)).toEqual([10, 9, 8, 7, 6]);
  });

  it('takes "before" from the last post shown after de-duplication', () => {
    const first = toFeedPage(answer(ids(100, POSTS_PAGE_SIZE), 5), 1);
    const repeat = toFeedPage(
      { posts: [...first.posts.slice(0, POSTS_PAGE_SIZE - 1), postFixture({ id: 3 })], limit: 5 },
      2,
    );
    // The second page repeats eleven posts and adds one; its last shown post is id 3.
    expect(nextFeedParam([first, repeat])).toEqual({ page: 3, before: 3 });
  });
});
