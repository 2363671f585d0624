import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { paths } from '@/lib/paths.ts';
import { useSelf } from '@/lib/session-context.ts';
import { FeedFilterToggle } from './feed-filter.tsx';
import { uniquePosts } from './feed-paging.ts';
import { useFeed } from './list-feed.ts';
import { PostCard } from './post-card.tsx';
import { PostComposer } from './post-composer.tsx';
import { PostSkeletons } from './post-skeleton.tsx';
import type { FeedFilter } from './posts-keys.ts';
import { useInfiniteScroll } from './use-infinite-scroll.ts';
import './posts.css';

/**
 * The news feed (spec §2): the composer for talents, the all/followed toggle, and the posts with infinite
 * scroll (and a button for when scrolling does not load: no IntersectionObserver, keyboard users).
 */
export function NewsFeed({ filter, onFilter }: { filter: FeedFilter; onFilter: (filter: FeedFilter) => void }) {
  const { t } = useTranslation('posts');
  const self = useSelf();
  const feed = useFeed(filter);
  const heading = useRef<HTMLHeadingElement>(null);
  const composerText = useRef<HTMLTextAreaElement | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const posts = uniquePosts(feed.data?.pages ?? []);
  const isTalent = self?.user.type === 'talento';
  const canLoadMore = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError;
  useInfiniteScroll(sentinel, canLoadMore, () => void feed.fetchNextPage());

  return (
    <div className="feed">
      <h1 ref={heading} className="feed__title" tabIndex={-1}>
        {t('feed.title')}
      </h1>
      {isTalent && self && <PostComposer author={self.user} textRef={composerText} />}
      <div className="feed__bar">
        <h2 className="feed__subtitle">{filter === 'all' ? t('feed.allTitle') : t('feed.followedTitle')}</h2>
        <FeedFilterToggle value={filter} onChange={onFilter} />
      </div>

      <div className="feed__list" aria-busy={feed.isFetching || undefined}>
        {feed.isPending && <PostSkeletons />}
        {feed.isError && !feed.isFetchNextPageError && (
          <Alert tone="error" title={t('feed.loadError')}>
            <p>{apiErrorText(feed.error)}</p>
            <button type="button" className="button button--ghost" onClick={() => void feed.refetch()}>
              {t('actions.retry')}
            </button>
          </Alert>
        )}
        {posts.map((post) => (
          <PostCard key={post.id} post={post} onDeleted={() => heading.current?.focus()} />
        ))}
        {feed.isSuccess && posts.length === 0 && (
          <EmptyFeed
            filter={filter}
            isTalent={isTalent}
            onAll={() => onFilter('all')}
            onWrite={() => composerText.current?.focus()}
          />
        )}
        {feed.isFetchingNextPage && <PostSkeletons count={1} />}
      </div>

      {feed.isFetchNextPageError && (
        <Alert tone="error" title={t('feed.moreError')}>
          <button type="button" className="button button--ghost" onClick={() => void feed.fetchNextPage()}>
            {t('actions.retry')}
          </button>
        </Alert>
      )}
      {feed.hasNextPage && (
        <div ref={sentinel} className="feed__more">
          <button
            type="button"
            className="button button--ghost"
            disabled={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
          >
            {feed.isFetchingNextPage && <Spinner />}
            {t('feed.loadMore')}
          </button>
        </div>
      )}
      {feed.isSuccess && !feed.hasNextPage && posts.length > 0 && (
        <p className="feed__end" role="status">
          {t('feed.end')}
        </p>
      )}
    </div>
  );
}

function EmptyFeed({
  filter,
  isTalent,
  onAll,
  onWrite,
}: {
  filter: FeedFilter;
  isTalent: boolean;
  onAll: () => void;
  onWrite: () => void;
}) {
  const { t } = useTranslation('posts');
  return (
    <section className="feed-empty" aria-labelledby="feed-empty-title">
      <h3 id="feed-empty-title" className="feed-empty__title">
        {filter === 'followed' ? t('feed.empty.followedTitle') : t('feed.empty.allTitle')}
      </h3>
      <p className="feed-empty__body">
        {filter === 'followed' ? t('feed.empty.followedBody') : t('feed.empty.allBody')}
      </p>
      <div className="feed-empty__actions">
        {filter === 'followed' && (
          <button type="button" className="button button--primary" onClick={onAll}>
            {t('feed.empty.seeAll')}
          </button>
        )}
        {isTalent && (
          <button type="button" className="button button--ghost" onClick={onWrite}>
            {t('feed.empty.write')}
          </button>
        )}
        <Link className="button button--ghost" to={paths.explore}>
          {t('feed.empty.explore')}
        </Link>
      </div>
    </section>
  );
}
