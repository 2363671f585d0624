import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { boardOrders } from '@vitrina/contract/opportunities';
import { useSelf } from '@/lib/session-context.ts';
import { useBoard } from '../api/board.ts';
import { appliedCount, boardQueryFor, clearBoardFilters, listOf, setBoardFilter } from './board-query.ts';
import { BoardChips } from './board-chips.tsx';
import { BoardFilters } from './board-filters.tsx';
import { OpportunityList } from './opportunity-list.tsx';
import { pageOf, useBoardAddress } from './use-board-address.ts';
import './board.css';

/** What a talent's board adds (the screen composes it): saving the filters, and her saved searches. */
export interface BoardSearches {
  save: (params: URLSearchParams, suggestedName: string) => ReactNode;
  list: ReactNode;
}

/** /oportunidades: the board of open opportunities, for everyone (visitors included); "fits me" for a talent. */
export function BoardScreen({ searches }: { searches?: BoardSearches }) {
  const [params, edit] = useBoardAddress();
  const self = useSelf()?.user;
  const { page, hrefOf } = pageOf(params);
  return (
    <BoardView
      params={params}
      edit={edit}
      page={page}
      hrefOf={hrefOf}
      canFit={self?.type === 'talento'}
      isMember={Boolean(self?.type)}
      {...(self?.type === 'talento' && searches ? { searches } : {})}
    />
  );
}

/**
 * The board: a search box and the order, the facets (a drawer on a phone) and a page of open opportunities; a
 * talent saves the filters as a search with alerts, and finds her saved ones above the results.
 * Every filter lives in the address the screen hands in (`params`, changed by `edit`).
 */
export function BoardView({
  params,
  edit,
  page,
  hrefOf,
  canFit,
  isMember,
  searches,
}: {
  params: URLSearchParams;
  edit: (change: (next: URLSearchParams) => void) => void;
  page: number;
  hrefOf: (page: number) => string;
  canFit: boolean;
  isMember: boolean;
  searches?: BoardSearches;
}) {
  const { t } = useTranslation('board');
  const board = useBoard(boardQueryFor(params, canFit));
  const [drawer, setDrawer] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  // On a phone the filters cover the page: focus goes in when they open and back to their button when they close.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (drawer) closeButton.current?.focus();
    else if (wasOpen.current) openButton.current?.focus();
    wasOpen.current = drawer;
  }, [drawer]);
  const applied = appliedCount(params);
  const change = (name: string, value: string | string[]) => edit((next) => setBoardFilter(next, name, value));
  const clear = () => edit(clearBoardFilters);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change('q', String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  const q = params.get('q') ?? '';
  const count = board.data?.count ?? 0;

  return (
    <div className="board-page">
      <header className="board-page__head">
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
        <form role="search" className="board-page__bar" onSubmit={submit}>
          <label htmlFor="board-q" className="visually-hidden">
            {t('search')}
          </label>
          <input id="board-q" name="q" type="search" placeholder={t('search')} key={q} defaultValue={q} />
          <button type="submit" className="button button--primary">
            {t('searchButton')}
          </button>
          <label className="board-page__order">
            {t('order')}{' '}
            <select value={params.get('order') ?? 'newest'} onChange={(e) => change('order', e.target.value)}>
              {boardOrders.map((order) => (
                <option key={order} value={order}>
                  {t(`orders.${order}`)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            ref={openButton}
            className="button button--ghost board-page__open"
            aria-expanded={drawer}
            aria-controls="board-filters"
            onClick={() => setDrawer(true)}
          >
            {applied ? t('openFiltersCount', { count: applied }) : t('openFilters')}
          </button>
        </form>
        {searches?.save(params, q || t('saved.defaultName'))}
      </header>
      <div className="board-page__body">
        <aside
          id="board-filters"
          className={`board-page__filters${drawer ? ' board-page__filters--open' : ''}`}
          aria-label={t('filters')}
          onKeyDown={(e) => e.key === 'Escape' && drawer && setDrawer(false)}
        >
          <div className="board-page__drawer-head">
            <button type="button" className="button button--ghost" onClick={clear} disabled={!applied}>
              {t('clear')}
            </button>
            <button
              ref={closeButton}
              type="button"
              className="button button--primary board-page__close"
              onClick={() => setDrawer(false)}
            >
              {t('closeFilters')}
            </button>
          </div>
          <BoardFilters params={params} board={board.data} canFit={canFit} onChange={change} />
        </aside>
        <section className="board-page__results" aria-labelledby="board-count">
          {searches?.list}
          <h2 id="board-count" className="board-page__count" aria-live="polite">
            {board.isError ? t('error') : board.isPending ? t('searching') : t('count', { count })}
          </h2>
          <BoardChips
            params={params}
            canFit={canFit}
            onRemove={(name, value) =>
              change(name, value === null ? '' : listOf(params, name).filter((v) => v !== value))
            }
          />
          <OpportunityList
            list={board}
            page={page}
            hrefOf={hrefOf}
            isMember={isMember}
            label={t('results')}
            empty={
              applied ? (
                <>
                  <p>{t('empty')}</p>
                  <button type="button" className="button button--ghost" onClick={clear}>
                    {t('clear')}
                  </button>
                </>
              ) : (
                <p>{t('emptyAll')}</p>
              )
            }
          />
        </section>
      </div>
    </div>
  );
}
