import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { stateLabels } from '@vitrina/contract/opportunity-labels';
import { BOARD_PAGE_SIZE, opportunityStates, type OpportunityState } from '@vitrina/contract/opportunity-limits';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useLang } from '@/i18n/use-lang.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session-context.ts';
import { listMyOpportunities } from '../api/posting.ts';
import { postingKeys } from '../api/posting-keys.ts';
import { AgenciesOnly } from './agencies-only.tsx';
import { MyOpportunityCard } from './my-opportunity-card.tsx';
import type { PostingNotice } from './use-posting-submit.ts';
import './posting.css';

const isState = (value: string | null): value is OpportunityState =>
  (opportunityStates as readonly string[]).includes(value ?? '');

/** The address's filter (`?estado=open`) and page (`?page=2`). */
function useListParams() {
  const [params] = useSearchParams();
  const raw = params.get('estado');
  const state = isState(raw) ? raw : null;
  const number = Number(params.get('page'));
  const page = Number.isInteger(number) && number >= 1 ? number : 1;
  const hrefOf = (next: { state?: OpportunityState | null; page?: number }) => {
    const query = new URLSearchParams();
    const wantedState = next.state === undefined ? state : next.state;
    if (wantedState) query.set('estado', wantedState);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    const text = query.toString();
    return text ? `?${text}` : paths.myOpportunities;
  };
  return { state, page, hrefOf };
}

function MyOpportunitiesList() {
  const { t } = useTranslation('posting');
  const lang = useLang();
  const location = useLocation();
  const notice = location.state as PostingNotice | null;
  const { state, page, hrefOf } = useListParams();
  const query = useQuery({
    queryKey: postingKeys.mine(state, page),
    queryFn: ({ signal }) => listMyOpportunities(state, page, signal),
    placeholderData: keepPreviousData,
  });
  const filters: (OpportunityState | null)[] = [null, ...opportunityStates];

  return (
    <>
      {notice?.notice === 'published' && <Alert tone="success">{t('mine.published', { title: notice.title })}</Alert>}
      <nav className="my-opportunities__filter" aria-label={t('mine.filter')}>
        <ul role="list">
          {filters.map((value) => (
            <li key={value ?? 'all'}>
              <Link to={hrefOf({ state: value })} aria-current={value === state ? 'page' : undefined}>
                {value ? stateLabels[value][lang] : t('mine.all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {query.isPending && <Spinner label={t('loading')} />}
      {query.isError && (
        <Alert tone="error">
          {apiErrorText(query.error)}{' '}
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </Alert>
      )}
      {query.data?.rows.length === 0 && (
        <p className="my-opportunities__empty">{state ? t('mine.noneInState') : t('mine.none')}</p>
      )}
      {query.data && query.data.rows.length > 0 && (
        <ul className="my-opportunities__list" role="list" aria-busy={query.isFetching}>
          {query.data.rows.map((row) => (
            <li key={row.id}>
              <MyOpportunityCard row={row} />
            </li>
          ))}
        </ul>
      )}
      {query.data && (
        <Pagination
          page={page}
          totalPages={Math.ceil(query.data.count / BOARD_PAGE_SIZE)}
          hrefOf={(next) => hrefOf({ page: next })}
        />
      )}
    </>
  );
}

/** /mis-oportunidades: the agency's own opportunities, filtered by state, each with what can be done with it. */
export function MyOpportunitiesPage() {
  const { t } = useTranslation('posting');
  const { state } = useSession();
  const isAgency = state.status === 'user' && state.self.user.type === 'agencia';
  return (
    <div className="posting-page my-opportunities">
      <header className="posting-page__head my-opportunities__head">
        <div>
          <h1>{t('mine.title')}</h1>
          <p>{t('mine.intro')}</p>
        </div>
        {isAgency && (
          <Link className="button button--primary" to={paths.newOpportunity}>
            {t('mine.new')}
          </Link>
        )}
      </header>
      {isAgency ? <MyOpportunitiesList /> : <AgenciesOnly />}
    </div>
  );
}
