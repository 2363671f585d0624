import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { NewsFeed } from '@/features/posts/feed/news-feed.tsx';
import type { FeedFilter } from '@/features/posts/api/posts-keys.ts';
import { feedFilterOf, withFeedFilter } from '@/features/posts/api/feed-paging.ts';
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

/** /noticias: the news feed and its sidebar (spec §2). */
export default function NewsPage() {
  const [params, setParams] = useSearchParams();
  const filter = feedFilterOf(params);
  const onFilter = useCallback(
    (next: FeedFilter) => setParams((current) => withFeedFilter(current, next), { replace: true }),
    [setParams],
  );
  return (
    <div className="news-page">
      <NewsFeed filter={filter} onFilter={onFilter} renderSuggestions={renderSuggestions} />
      <NewsSidebar />
    </div>
  );
}
