import { useParams } from 'react-router';
import { CategoryTalents } from '@/features/discovery/category-talents.tsx';
import { exploreTarget } from '@/features/discovery/explore-categories.ts';
import NotFound from './not-found.tsx';
import { useCountryParam } from './use-country-param.ts';
import { usePageParam } from './use-page-param.ts';

/**
 * /explorar/{category}?country=CC&page=N: a category's talents by country (Mexico unless the address says
 * otherwise, `country=all` for every country). A slug that names no category is the app's not-found page.
 */
export default function ExploreCategoryPage() {
  const { category: slug = '' } = useParams();
  const target = exploreTarget(slug);
  const { country, onCountry } = useCountryParam();
  const { page, hrefOf } = usePageParam();
  if (target.kind === 'unknown') return <NotFound />;
  return (
    <CategoryTalents
      key={slug}
      slug={slug}
      target={target}
      country={country}
      page={page}
      hrefOf={hrefOf}
      onCountry={onCountry}
      notFound={<NotFound />}
    />
  );
}
