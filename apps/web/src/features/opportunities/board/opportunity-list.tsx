import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_PAGE_SIZE, type Board } from '@vitrina/contract/opportunities';
import { Alert } from '@/components/ui/alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { OpportunityCard } from './opportunity-card.tsx';

/** A page of opportunities: the cards, a skeleton while the first page loads, what failed, or the empty state. */
export function OpportunityList({
  list,
  page,
  hrefOf,
  isMember,
  label,
  empty,
}: {
  list: UseQueryResult<Board>;
  page: number;
  hrefOf: (page: number) => string;
  isMember: boolean;
  label: string;
  empty: ReactNode;
}) {
  const { t } = useTranslation('board');
  if (list.isError && !list.data)
    return (
      <Alert tone="error" title={t('error')}>
        <p>{apiErrorText(list.error)}</p>
        <button type="button" className="button button--ghost" onClick={() => void list.refetch()}>
          {t('retry')}
        </button>
      </Alert>
    );
  if (!list.data)
    return (
      <ul className="opportunity-list" aria-busy="true" aria-label={label}>
        {[0, 1, 2].map((n) => (
          <li key={n} className="opportunity-card opportunity-card--skeleton" aria-hidden="true" />
        ))}
      </ul>
    );
  if (!list.data.rows.length) return <div className="opportunity-empty">{empty}</div>;
  return (
    <>
      <ul className="opportunity-list" aria-label={label} aria-busy={list.isPlaceholderData || undefined}>
        {list.data.rows.map((card) => (
          <li key={card.id}>
            <OpportunityCard card={card} isMember={isMember} />
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={Math.ceil(list.data.count / BOARD_PAGE_SIZE)} hrefOf={hrefOf} />
    </>
  );
}
