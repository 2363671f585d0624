import { lazy, Suspense } from 'react';
import type { Lang } from '@vitrina/contract/constants';
import { useCategories } from '@/features/categories/list-categories.ts';
import videoEn from '@/features/landing/media/explainer-en.mp4';
import posterEn from '@/features/landing/media/explainer-en.jpg';
import videoEs from '@/features/landing/media/explainer-es.mp4';
import posterEs from '@/features/landing/media/explainer-es.jpg';
import { useFitsMe } from '@/features/opportunities/api/board.ts';
import { FeedSidebar } from '@/features/posts/feed/feed-sidebar.tsx';
import { useLang } from '@/i18n/use-lang.ts';
import { paths } from '@/lib/paths.ts';
import { useSelf } from '@/lib/session-context.ts';

// A talent's opportunities for her: its code and words (one chunk) load only when some fit her (the card reads
// the same query).
const FitsMeCard = lazy(() =>
  import('@/features/opportunities/board/fits-me-card.tsx').then((module) => ({ default: module.FitsMeCard })),
);

/** The landing's explainer video doubles as the feed's promotional video, in the reader's language. */
const promos: Record<Lang, { video: string; poster: string }> = {
  es: { video: videoEs, poster: posterEs },
  en: { video: videoEn, poster: posterEn },
};

/** The feed's sidebar, composed here: the categories feature's list, the landing's video, a talent's opportunities. */
export function NewsSidebar() {
  const lang = useLang();
  const self = useSelf();
  const categories = useCategories(lang);
  const isTalent = self?.user.type === 'talento';
  const fits = useFitsMe(isTalent);
  if (!self) return null;
  const links = categories.data?.map((category) => ({
    id: category.id,
    name: category.name,
    href: paths.exploreCategory(lang === 'en' ? category.slug : category.slugEs),
  }));
  const opportunities =
    isTalent && (fits.data?.length ?? 0) > 0 ? (
      <Suspense fallback={null}>
        <FitsMeCard />
      </Suspense>
    ) : undefined;
  return <FeedSidebar user={self.user} categories={links} promo={promos[lang]} opportunities={opportunities} />;
}
