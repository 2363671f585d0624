import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TalentPage } from '@vitrina/contract/discovery';
import { PAGE_SIZE } from '@vitrina/contract/constants';
import { pageCount } from '@/components/ui/page-window.ts';
import { Pagination } from '@/components/ui/pagination.tsx';
import { ListProblem } from './list-states.tsx';
import { TalentGrid, TalentGridSkeleton } from './talent-grid.tsx';

/**
 * One page of a talent list (12 cards) with its page links (a window of 8), and its states: skeletons while
 * the first answer comes, the problem with a retry, `empty` when the list has nobody; a page past the end says
 * so and offers the first page.
 */
export function PagedTalents({
  list,
  page,
  hrefOf,
  empty,
  label,
}: {
  list: UseQueryResult<TalentPage>;
  page: number;
  hrefOf: (page: number) => string;
  empty: ReactNode;
  label?: string;
}) {
  const { t } = useTranslation('explore');
  const rows = list.data?.rows ?? [];
  const count = list.data?.count ?? 0;
  return (
    <div className="paged-talents" aria-busy={list.isFetching || undefined}>
      {list.isPending && (
        <>
          <p className="visually-hidden" role="status">
            {t('lists.loading')}
          </p>
          <TalentGridSkeleton />
        </>
      )}
      {list.isError && <ListProblem error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && rows.length === 0 && count === 0 && empty}
      {list.isSuccess && rows.length === 0 && count > 0 && (
        <div className="discovery-empty" role="status">
          <p className="discovery-empty__title">{t('lists.pageEmpty')}</p>
          <Link className="button button--ghost" to={hrefOf(1)}>
            {t('lists.firstPage')}
          </Link>
        </div>
      )}
      {rows.length > 0 && <TalentGrid talents={rows} label={label} />}
      <Pagination page={page} totalPages={pageCount(count, PAGE_SIZE)} hrefOf={hrefOf} />
    </div>
  );
}
