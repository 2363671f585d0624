import { POSTS_PAGE_SIZE } from '@vitrina/contract/post-limits';
import type { FeedQuery, Post, PostPage } from '@vitrina/contract/posts';
import { endpointPath } from '@/lib/api-client.ts';
import type { FeedFilter } from './posts-keys.ts';

/**
 * Paging of the feed (spec §4: reaching the bottom loads the next page unless the current page equals the
 * limit), as pure functions. Pages after the first are asked for with `before=<id of the last post shown>`
 * (keyset), so a post published meanwhile never pushes one onto the next page twice.
 */

export interface FeedPageParam {
  page: number;
  /** The id of the last post shown; absent for the first page. */
  before?: number;
}

/** A page as the server answered it, with what the cache needs to know about it afterwards. */
export interface FeedPage extends PostPage {
  page: number;
  /**
   * Whether another page may follow, decided when the page arrived: a short page or the last page of
   * `limit` ends the feed. (Posts added to or removed from the cache later do not change it.)
   */
  hasMore: boolean;
}

export function toFeedPage(answer: PostPage, page: number): FeedPage {
  return { ...answer, page, hasMore: answer.posts.length >= POSTS_PAGE_SIZE && page < answer.limit };
}

/** `page=N[&before=id][&filter=agencia]`, as the feed's endpoint takes it. */
/** The address keeps the feed's filter (`?ver=todos`), so a reload or the back button shows the same posts. */
export const FEED_FILTER_PARAM = 'ver';
const ALL = 'todos';

export const feedFilterOf = (params: URLSearchParams): FeedFilter =>
  params.get(FEED_FILTER_PARAM) === ALL ? 'all' : 'followed';

export function withFeedFilter(params: URLSearchParams, filter: FeedFilter): URLSearchParams {
  const updated = new URLSearchParams(params);
  if (filter === 'all') updated.set(FEED_FILTER_PARAM, ALL);
  else updated.delete(FEED_FILTER_PARAM);
  return updated;
}

export function feedQuery(param: FeedPageParam, filter: FeedFilter): FeedQuery {
  return { page: param.page, before: param.before, ...(filter === 'all' ? { filter: 'agencia' as const } : {}) };
}

export function feedQueryString(param: FeedPageParam, filter: FeedFilter): string {
  return endpointPath('', undefined, feedQuery(param, filter)).slice(1);
}

/** Every post of the pages in order, each once (the first time it appears wins). */
export function uniquePosts(pages: readonly { posts: readonly Post[] }[]): Post[] {
  const seen = new Set<number>();
  const posts: Post[] = [];
  for (const page of pages) {
    for (const post of page.posts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  return posts;
}

/** The next page to ask for, or undefined at the end of the feed. */
export function nextFeedParam(pages: readonly FeedPage[]): FeedPageParam | undefined {
  const last = pages.at(-1);
  if (!last?.hasMore) return undefined;
  const lastShown = uniquePosts(pages).at(-1);
  if (!lastShown) return undefined;
  return { page: last.page + 1, before: lastShown.id };
}
