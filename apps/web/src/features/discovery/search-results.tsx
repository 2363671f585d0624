import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MIN_SEARCH_TERM_LENGTH } from '@vitrina/contract/discovery-limits';
import { ChevronLeftIcon } from '@/components/ui/icons.tsx';
import { paths } from '@/lib/paths.ts';
import { EmptyState } from './list-states.tsx';
import { PagedTalents } from './paged-talents.tsx';
import { searchableTerm, useTalentSearch } from './search-talents.ts';
import './discovery.css';

/** /explorar?q=words[&page=N]: the header search's results, 12 a page, best matches first. */
export function SearchResults({
  words,
  page,
  hrefOf,
}: {
  words: string;
  page: number;
  hrefOf: (page: number) => string;
}) {
  const { t, i18n } = useTranslation('explore');
  const term = words.trim();
  const results = useTalentSearch(term, page);
  const count = results.data?.count;
  return (
    <div className="explore-page">
      <p className="explore-page__back">
        <Link to={paths.explore}>
          <ChevronLeftIcon size={16} /> {t('lists.backToExplore')}
        </Link>
      </p>
      <header className="explore-page__head">
        <h1>{t('discovery:search.resultsTitle', { term })}</h1>
        {count !== undefined && searchableTerm(term) && (
          <p className="explore-page__intro" role="status">
            {t('discovery:search.results', { count, n: new Intl.NumberFormat(i18n.language).format(count) })}
          </p>
        )}
      </header>
      {searchableTerm(term) === null ? (
        <EmptyState title={t('discovery:search.tooShort', { min: MIN_SEARCH_TERM_LENGTH })} />
      ) : (
        <PagedTalents
          list={results}
          page={page}
          hrefOf={hrefOf}
          empty={
            <EmptyState
              title={t('discovery:search.noResults', { term })}
              hint={t('discovery:search.noResultsHint')}
              action={
                <Link className="button button--ghost" to={paths.explore}>
                  {t('headings.categories')}
                </Link>
              }
            />
          }
        />
      )}
    </div>
  );
}
