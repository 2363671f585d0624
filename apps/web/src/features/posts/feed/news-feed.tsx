import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { useSelf } from '@/lib/session-context.ts';
import { FeedFilterToggle } from './feed-filter.tsx';
import { useFeed } from '../api/list-feed.ts';
import { useHasPendingVideos } from '../api/list-my-videos.ts';
import { InfinitePostList } from './infinite-post-list.tsx';
import { PostComposer } from '../composer/post-composer.tsx';
import type { FeedFilter } from '../api/posts-keys.ts';
import './posts.css';

// My videos still being processed: their code loads after the feed's own.
const PendingVideos = lazy(() => import('../video/pending-videos.tsx').then((m) => ({ default: m.PendingVideos })));

/**
 * The news feed (spec §2): the composer for talents, the all/followed toggle, and the posts with infinite
 * scroll (and a button for when scrolling does not load: no IntersectionObserver, keyboard users).
 */
export function NewsFeed({
  filter,
  onFilter,
  renderSuggestions,
  notice,
}: {
  filter: FeedFilter;
  onFilter: (filter: FeedFilter) => void;
  /** Above the composer: the screen's word to this person (an unfinished wizard, from another feature). */
  notice?: ReactNode;
  /** People to follow, shown when the followed feed is empty (app/ hands them in: another feature's list). */
  renderSuggestions?: () => ReactNode;
}) {
  const { t } = useTranslation('posts');
  const self = useSelf();
  const feed = useFeed(filter);
  const heading = useRef<HTMLHeadingElement>(null);
  const composerText = useRef<HTMLTextAreaElement | null>(null);
  const isTalent = self?.user.type === 'talento';
  const hasPendingVideos = useHasPendingVideos(isTalent);

  return (
    <div className="feed">
      <h1 ref={heading} className="feed__title" tabIndex={-1}>
        {t('feed.title')}
      </h1>
      {notice}
      {isTalent && self && <PostComposer author={self.user} textRef={composerText} />}
      {hasPendingVideos && (
        <Suspense fallback={null}>
          <PendingVideos />
        </Suspense>
      )}
      <div className="feed__bar">
        <h2 className="feed__subtitle">{filter === 'all' ? t('feed.allTitle') : t('feed.followedTitle')}</h2>
        <FeedFilterToggle value={filter} onChange={onFilter} />
      </div>

      <InfinitePostList
        query={feed}
        skeletons={3}
        showEnd
        onDeleted={() => heading.current?.focus()}
        empty={
          <EmptyFeed
            filter={filter}
            isTalent={isTalent}
            onAll={() => onFilter('all')}
            onWrite={() => composerText.current?.focus()}
            suggestions={filter === 'followed' ? renderSuggestions?.() : null}
          />
        }
      />
    </div>
  );
}

function EmptyFeed({
  filter,
  isTalent,
  onAll,
  onWrite,
  suggestions,
}: {
  filter: FeedFilter;
  isTalent: boolean;
  onAll: () => void;
  onWrite: () => void;
  suggestions?: ReactNode;
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
      {suggestions && <div className="feed-empty__suggestions">{suggestions}</div>}
    </section>
  );
}
