import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryName } from '@vitrina/contract/category-data';
import { ALL_CATEGORIES_SLUG } from '@vitrina/contract/discovery-limits';
import { CountrySelect } from '@/components/ui/country-select.tsx';
import { countryName } from '@/components/ui/country-name.ts';
import { ChevronLeftIcon } from '@/components/ui/icons.tsx';
import { langOf } from '@/i18n/use-lang.ts';
import { paths } from '@/lib/paths.ts';
import { isNotFound } from './categories-required.ts';
import { exploreMenu, type ExploreTarget } from './explore-categories.ts';
import { useCategoryTalents } from './list-category-talents.ts';
import { EmptyState } from './list-states.tsx';
import { PagedTalents } from './paged-talents.tsx';
import './discovery.css';

/** The select's value for "all countries" (no country sent to the server). */
const ALL_COUNTRIES_OPTION = '';

/**
 * /explorar/{category}: the talents of a category (or of all), of one country (`country`) or of all (null),
 * 12 a page. The screen keeps the country and the page in the address; `notFound` is shown for a slug the
 * server does not know.
 */
export function CategoryTalents({
  slug,
  target,
  country,
  page,
  hrefOf,
  onCountry,
  notFound,
}: {
  slug: string;
  target: Exclude<ExploreTarget, { kind: 'unknown' }>;
  country: string | null;
  page: number;
  hrefOf: (page: number) => string;
  onCountry: (country: string | null) => void;
  notFound: ReactNode;
}) {
  const { t, i18n } = useTranslation('explore');
  const lang = langOf(i18n.language);
  const list = useCategoryTalents(slug, country, page);
  const chips = useRef<HTMLElement>(null);
  // On a phone the chips are one row that scrolls sideways: bring the current category into view.
  useEffect(() => {
    const nav = chips.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && current) nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
  }, [slug]);
  if (isNotFound(list.error)) return notFound;

  const name = target.kind === 'all' ? t('category.all') : categoryName(target.category, lang);
  const title = target.kind === 'all' ? t('category.allTitle') : name;
  const count = list.data?.count;
  const place = country ? countryName(country, lang) : null;
  const currentId = target.kind === 'category' ? target.category.id : null;
  const emptyTitle =
    target.kind === 'all'
      ? place
        ? t('category.emptyAllIn', { country: place })
        : t('lists.empty')
      : place
        ? t('category.empty', { category: name, country: place })
        : t('category.emptyAllCountries', { category: name });

  return (
    <div className="explore-page">
      <p className="explore-page__back">
        <Link to={paths.explore}>
          <ChevronLeftIcon size={16} /> {t('lists.backToExplore')}
        </Link>
      </p>
      <header className="explore-page__head">
        <h1>
          {title}
          {place && <span className="explore-page__where"> {t('category.inCountry', { country: place })}</span>}
        </h1>
        <p className="explore-page__intro">
          {target.kind === 'all' ? t('category.introAll') : t('category.intro', { category: name })}
          {count !== undefined && count > 0 && (
            <>
              {' '}
              <span className="explore-page__count">
                {t('lists.count', { count, n: new Intl.NumberFormat(lang).format(count) })}
              </span>
            </>
          )}
        </p>
      </header>
      <div className="category-filters">
        <nav ref={chips} className="explore-chips" aria-label={t('category.menu')}>
          <ul>
            {exploreMenu.map((entry) => (
              <li key={entry.slug}>
                <Link
                  className="explore-chips__link"
                  to={paths.exploreCategory(entry.slug)}
                  aria-current={entry.category.id === currentId ? 'page' : undefined}
                >
                  {categoryName(entry.category, lang)}
                </Link>
              </li>
            ))}
            <li>
              <Link
                className="explore-chips__link"
                to={paths.exploreCategory(ALL_CATEGORIES_SLUG)}
                aria-current={target.kind === 'all' ? 'page' : undefined}
              >
                {t('category.all')}
              </Link>
            </li>
          </ul>
        </nav>
        <CountrySelect
          label={t('category.country')}
          lang={lang}
          fieldClassName="category-filters__country"
          autoComplete="off"
          value={country ?? ALL_COUNTRIES_OPTION}
          onChange={(event) => onCountry(event.target.value || null)}
          leadingOptions={<option value={ALL_COUNTRIES_OPTION}>{t('category.allCountries')}</option>}
        />
      </div>
      <PagedTalents
        list={list}
        page={page}
        hrefOf={hrefOf}
        empty={
          <EmptyState
            title={emptyTitle}
            hint={place ? t('category.emptyHint') : t('lists.emptyHint')}
            action={
              place ? (
                <button type="button" className="button button--ghost" onClick={() => onCountry(null)}>
                  {t('category.showAllCountries')}
                </button>
              ) : (
                <Link className="button button--ghost" to={paths.explore}>
                  {t('lists.backToExplore')}
                </Link>
              )
            }
          />
        }
      />
    </div>
  );
}
