import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTalents } from '@/features/discovery/paged-talents.tsx';
import { SaveSearchButton } from '@/features/saved-searches/save-search-button.tsx';
import { SavedSearchList } from '@/features/saved-searches/saved-search-list.tsx';
import { AppliedFilterChips } from '@/features/scouting/applied-filter-chips.tsx';
import { appliedFilters, defaultSearchName } from '@/features/scouting/applied-filters.ts';
import { SearchFilters } from '@/features/scouting/search-filters.tsx';
import { removeFilter, setFilter } from '@/features/scouting/search-query.ts';
import { useFieldTable, useScoutingSearch } from '@/features/scouting/scouting-api.ts';
import { useSearchAddress } from '@/features/scouting/use-search-address.ts';
import '@/features/discovery/discovery.css';
import '@/features/scouting/search-page.css';
import { langOf } from '@/i18n/use-lang.ts';
import { useSelf } from '@/lib/session-context.ts';
import { usePageParam } from './use-page-param.ts';

const ORDERS = ['relevance', 'newest', 'followers'] as const;

/**
 * /explorar/buscar: the faceted talent search. Every filter lives in the address, so a
 * search is shared and reloaded as it is; the applied ones show as chips above the results; on phones the
 * filters open in a drawer.
 */
export default function ExploreSearchPage() {
  const { t, i18n } = useTranslation('scouting');
  const [params, edit] = useSearchAddress();
  const { page, hrefOf } = usePageParam();
  const table = useFieldTable();
  const result = useScoutingSearch(params);
  const [drawer, setDrawer] = useState(false);
  const self = useSelf()?.user;
  const isAgency = self?.type === 'agencia';
  const groups = table.data ? appliedFilters(params, table.data, langOf(i18n.language), t) : [];

  const change = (name: string, value: string | string[]) =>
    edit((next) => table.data && setFilter(next, table.data, name, value));
  const remove = (name: string, value: string | null) =>
    edit((next) => table.data && removeFilter(next, table.data, name, value));
  const clear = () => edit((next) => [...next.keys()].forEach((key) => key !== 'order' && next.delete(key)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change('q', String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  const count = result.data?.count ?? 0;
  const q = params.get('q') ?? '';

  return (
    <div className="explore-page scouting-search">
      <header className="explore-page__head scouting-search__head">
        <h1>{t('search.title')}</h1>
        <p>{t('search.lead')}</p>
        <form role="search" className="scouting-search__bar" onSubmit={submit}>
          <label htmlFor="scouting-q" className="visually-hidden">
            {t('search.text')}
          </label>
          <input id="scouting-q" name="q" type="search" placeholder={t('search.text')} key={q} defaultValue={q} />
          <label>
            {t('search.order')}{' '}
            <select value={params.get('order') ?? 'relevance'} onChange={(e) => change('order', e.target.value)}>
              {ORDERS.map((o) => (
                <option key={o} value={o}>
                  {t(`search.orders.${o}`)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button button--ghost scouting-search__open"
            aria-expanded={drawer}
            aria-controls="scouting-filters"
            onClick={() => setDrawer(true)}
          >
            {t('search.openFilters')}
          </button>
        </form>
        {isAgency && <SaveSearchButton params={params} suggestedName={defaultSearchName(groups, t)} />}
      </header>
      <div className="scouting-search__body">
        <aside
          id="scouting-filters"
          className={`scouting-search__filters${drawer ? ' scouting-search__filters--open' : ''}`}
          aria-label={t('search.filters')}
        >
          <div className="scouting-search__drawer-head">
            <button type="button" className="button button--ghost" onClick={clear}>
              {t('search.clear')}
            </button>
            <button
              type="button"
              className="button button--primary scouting-search__close"
              onClick={() => setDrawer(false)}
            >
              {t('search.closeFilters')}
            </button>
          </div>
          {table.data && (
            <SearchFilters
              key={params.get('category') ?? ''}
              table={table.data}
              params={params}
              result={result.data}
              home={self?.country ?? null}
              onChange={change}
            />
          )}
        </aside>
        <section className="scouting-search__results" aria-labelledby="scouting-count">
          {isAgency && <SavedSearchList />}
          <h2 id="scouting-count" className="scouting-search__count" aria-live="polite">
            {result.isError
              ? t('search.error')
              : result.isPending
                ? t('search.searching')
                : t('search.count', { count })}
          </h2>
          <AppliedFilterChips groups={groups} onRemove={remove} onClear={clear} />
          <PagedTalents
            list={result}
            page={page}
            hrefOf={hrefOf}
            empty={<p className="discovery-empty">{t('search.empty')}</p>}
          />
        </section>
      </div>
    </div>
  );
}
