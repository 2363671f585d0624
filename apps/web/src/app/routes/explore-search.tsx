import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedTalents } from '@/features/discovery/paged-talents.tsx';
import { SaveSearchButton } from '@/features/saved-searches/save-search-button.tsx';
import { SavedSearchList } from '@/features/saved-searches/saved-search-list.tsx';
import { SearchFilters } from '@/features/scouting/search-filters.tsx';
import { useFieldTable, useScoutingSearch } from '@/features/scouting/scouting-api.ts';
import '@/features/discovery/discovery.css';
import '@/features/scouting/search-page.css';
import { useSelf } from '@/lib/session-context.ts';
import { usePageParam } from './use-page-param.ts';

const ORDERS = ['relevance', 'newest', 'followers'] as const;

/**
 * /explorar/buscar: the faceted talent search (issue 27, item 3). Every filter lives in the address, so a
 * search is shared and reloaded as it is; on phones the filters open in a drawer.
 */
export default function ExploreSearchPage() {
  const { t } = useTranslation('scouting');
  const [params, setParams] = useSearchParams();
  const { page, hrefOf } = usePageParam();
  const table = useFieldTable();
  const result = useScoutingSearch(params);
  const [drawer, setDrawer] = useState(false);
  const isAgency = useSelf()?.user.type === 'agencia';

  const change = (name: string, value: string | string[]) => {
    const next = new URLSearchParams(params);
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text) next.set(name, text);
    else next.delete(name);
    next.delete('page');
    // Choosing another category drops the previous category's fields.
    if (name === 'category' && table.data)
      for (const field of table.data.fields) if (field.category !== 'common') next.delete(field.key);
    setParams(next, { replace: true });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change('q', String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  const count = result.data?.count ?? 0;

  return (
    <div className="explore-page scouting-search">
      <header className="explore-page__head scouting-search__head">
        <h1>{t('search.title')}</h1>
        <p>{t('search.lead')}</p>
        <form role="search" className="scouting-search__bar" onSubmit={submit}>
          <label htmlFor="scouting-q" className="visually-hidden">
            {t('search.text')}
          </label>
          <input
            id="scouting-q"
            name="q"
            type="search"
            placeholder={t('search.text')}
            defaultValue={params.get('q') ?? ''}
          />
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
        {isAgency && <SaveSearchButton params={params} />}
      </header>
      <div className="scouting-search__body">
        <aside
          id="scouting-filters"
          className={`scouting-search__filters${drawer ? ' scouting-search__filters--open' : ''}`}
          aria-label={t('search.filters')}
        >
          <div className="scouting-search__drawer-head">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setParams(new URLSearchParams(), { replace: true })}
            >
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
              onChange={change}
            />
          )}
        </aside>
        <section className="scouting-search__results" aria-labelledby="scouting-count">
          {isAgency && <SavedSearchList />}
          <h2 id="scouting-count" className="scouting-search__count" aria-live="polite">
            {result.isError ? t('search.error') : t('search.count', { count })}
          </h2>
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
