import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { NewsFeed } from '@/features/posts/feed/news-feed.tsx';
import type { FeedFilter } from '@/features/posts/api/posts-keys.ts';
import { feedFilterOf, withFeedFilter } from '@/features/posts/api/feed-paging.ts';
import { ensurePageTexts } from '@/i18n/i18n.ts';
import { useSelf, useSession } from '@/lib/session-context.ts';
import { GuardianNotice } from '../guardian-notice.tsx';
import { withTexts } from '../route-loaders.ts';
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

// A talent's unfinished wizard, offered again until finished or dismissed: its code loads only then.
const ResumeWizardCard = lazy(
  withTexts(['onboarding'], () =>
    import('@/features/accounts/onboarding/resume-wizard-card.tsx').then((module) => ({
      default: module.ResumeWizardCard,
    })),
  ),
);

// The one-time invitation to add a second factor, after the first week: loaded only when it is due.
const FactorOffer = lazy(() =>
  Promise.all([import('@/features/factors/factor-notices.tsx'), ensurePageTexts('factors')]).then(([module]) => ({
    default: module.FactorOffer,
  })),
);

/** /noticias: the news feed and its sidebar (spec §2). */
export default function NewsPage() {
  const [params, setParams] = useSearchParams();
  const filter = feedFilterOf(params);
  const onFilter = useCallback(
    (next: FeedFilter) => setParams((current) => withFeedFilter(current, next), { replace: true }),
    [setParams],
  );
  const self = useSelf();
  const { refresh } = useSession();
  const notice = (
    <>
      <GuardianNotice />
      {self?.user.factors.offer && (
        <Suspense fallback={null}>
          <FactorOffer factors={self.user.factors} onSettled={() => void refresh()} />
        </Suspense>
      )}
      {self?.user.type === 'talento' && self.profile.wizard.status === 'open' && (
        <Suspense fallback={null}>
          <ResumeWizardCard self={self} />
        </Suspense>
      )}
    </>
  );
  return (
    <div className="news-page">
      <NewsFeed filter={filter} onFilter={onFilter} renderSuggestions={renderSuggestions} notice={notice} />
      <NewsSidebar />
    </div>
  );
}
