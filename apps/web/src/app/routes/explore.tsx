import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExploreHome } from '@/features/discovery/explore-home.tsx';
import { SearchResults } from '@/features/discovery/search-results.tsx';
import { useSelf } from '@/lib/session-context.ts';
import { usePageTitle } from '../route-meta.tsx';
import { usePageParam } from './use-page-param.ts';

/**
 * /explorar: the explore home (headings by the viewer's role), or, with `?q=words` (the header's search), the
 * results, `&page=N` in the address. Titled here: by the words when searching.
 */
export default function ExplorePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const self = useSelf();
  const { page, hrefOf } = usePageParam();
  const words = params.get('q')?.trim() ?? '';
  usePageTitle(words ? t('discovery:search.pageTitle', { term: words }) : t('titles:explore'));
  if (words) return <SearchResults words={words} page={page} hrefOf={hrefOf} />;
  return <ExploreHome isAgency={self?.user.type === 'agencia'} />;
}
