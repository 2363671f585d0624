import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { NewsFeed } from '@/features/posts/feed/news-feed.tsx';
import type { FeedFilter } from '@/features/posts/api/posts-keys.ts';
import { NewsSidebar } from './news-sidebar.tsx';

// Only an empty feed shows people to follow: their code loads then, not with every feed.
const EmptyFeedSuggestions = lazy(() =>
  import('../follow-suggestions-panel.tsx').then((module) => ({ default: module.EmptyFeedSuggestions })),
);
const renderSuggestions = () => (
  <Suspense fallback={null}>
    <EmptyFeedSuggestions />
  </Suspense>
);

/** The address keeps the feed's filter, so a reload or the back button shows the same posts. */
const FILTER_PARAM = 'ver';
const ALL = 'todos';

/** /noticias: the news feed and its sidebar (spec §2). */
export default function NewsPage() {
  const [params, setParams] = useSearchParams();
  const filter: FeedFilter = params.get(FILTER_PARAM) === ALL ? 'all' : 'followed';
  const onFilter = useCallback(
    (next: FeedFilter) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'all') updated.set(FILTER_PARAM, ALL);
          else updated.delete(FILTER_PARAM);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    <div className="news-page">
      <NewsFeed filter={filter} onFilter={onFilter} renderSuggestions={renderSuggestions} />
      <NewsSidebar />
    </div>
  );
}
