import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { startTransition, useCallback, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostPage } from '@vitrina/contract/posts';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { afterNextPaint } from '@/lib/next-task.ts';
import { uniquePosts } from '../api/feed-paging.ts';
import { PostCard } from '../post/post-card.tsx';
import { PostSkeletons } from '../post/post-skeleton.tsx';
import { useInfiniteScroll } from './use-infinite-scroll.ts';

/** Posts committed at first, then added a frame at a time: each commit's style and layout is a short task. */
const FIRST_POSTS = 1;
const MORE_POSTS = 1;

/**
 * The first posts of `posts`, the rest added in later frames (a step after each paint): a page of twelve
 * committed at once was laid out in one long task (decision 0012). Posts added to a shown list later (the
 * next page) step in too.
 */
function useStepped<T>(posts: T[]): T[] {
  const [shown, setShown] = useState(FIRST_POSTS);
  const more = shown < posts.length;
  useEffect(() => {
    if (!more) return;
    // A transition: a plain update renders the post in one task, a transition yields every few milliseconds.
    return afterNextPaint(() => startTransition(() => setShown((n) => n + MORE_POSTS)));
  }, [more, shown]);
  return more ? posts.slice(0, shown) : posts;
}

/**
 * A list of posts that loads as it scrolls (the feed, a profile's posts): skeletons while loading, the
 * failure with a retry, each post once, `empty` when there is none, the next page when the end comes into
 * view or its button is pressed (no IntersectionObserver, keyboard users), and an end-of-list status.
 */
export function InfinitePostList({
  query,
  empty,
  onDeleted,
  skeletons = 2,
  showEnd = false,
}: {
  query: UseInfiniteQueryResult<InfiniteData<PostPage>>;
  empty: ReactNode;
  /** After a post of the list is deleted (focus somewhere sensible). */
  onDeleted: () => void;
  skeletons?: number;
  showEnd?: boolean;
}) {
  const { t } = useTranslation('posts');
  const sentinel = useRef<HTMLDivElement>(null);
  // One callback for every card, so a card (memoized) renders again only when its post changes.
  const latestOnDeleted = useRef(onDeleted);
  useEffect(() => {
    latestOnDeleted.current = onDeleted;
  });
  const onPostDeleted = useCallback(() => latestOnDeleted.current(), []);
  // A page of posts is rendered as a transition (React yields to the browser every few milliseconds), not as
  // one long task the moment it arrives; the skeletons stay until it is ready. `null` at first: posts already
  // cached when the list mounts are deferred too (without a first value they would render at once).
  const pages = useDeferredValue(query.data?.pages, null) ?? undefined;
  const rendering = pages === undefined && query.data !== undefined;
  const all = uniquePosts(pages ?? []);
  const posts = useStepped(all);
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  // Not while the page's posts step in: the short list put the end in view, and the next page loaded at once.
  useInfiniteScroll(sentinel, canLoadMore && posts.length === all.length, () => void query.fetchNextPage());

  return (
    <>
      <div className="feed__list" aria-busy={query.isFetching || undefined}>
        {(query.isPending || rendering) && <PostSkeletons count={skeletons} />}
        {query.isError && !query.isFetchNextPageError && (
          <Alert tone="error" title={t('feed.loadError')}>
            <p>{apiErrorText(query.error)}</p>
            <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
              {t('actions.retry')}
            </button>
          </Alert>
        )}
        {posts.map((post) => (
          <PostCard key={post.id} post={post} onDeleted={onPostDeleted} formWhenNear />
        ))}
        {query.isSuccess && !rendering && posts.length === 0 && empty}
        {query.isFetchingNextPage && <PostSkeletons count={1} />}
      </div>
      {query.isFetchNextPageError && (
        <Alert tone="error" title={t('feed.moreError')}>
          <button type="button" className="button button--ghost" onClick={() => void query.fetchNextPage()}>
            {t('actions.retry')}
          </button>
        </Alert>
      )}
      {query.hasNextPage && (
        <div ref={sentinel} className="feed__more">
          <button
            type="button"
            className="button button--ghost"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage && <Spinner />}
            {t('feed.loadMore')}
          </button>
        </div>
      )}
      {showEnd && query.isSuccess && !query.hasNextPage && posts.length > 0 && (
        <p className="feed__end" role="status">
          {t('feed.end')}
        </p>
      )}
    </>
  );
}
