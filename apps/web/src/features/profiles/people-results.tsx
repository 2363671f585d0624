import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@vitrina/contract/constants';
import type { PersonPage } from '@vitrina/contract/graph';
import { Alert } from '@/components/ui/alert.tsx';
import { pageCount } from '@/components/ui/page-window.ts';
import { Pagination } from '@/components/ui/pagination.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { AgencyPopup } from './agency-popup.tsx';
import { PersonCard } from './person-card.tsx';
import './graph.css';

/**
 * One page of people (followers, following, the talents I follow): the load error with a retry, the
 * list's own empty state, the cards (an agency's name opens its popup) and the page links, 12 a page.
 */
export function PeopleResults({
  list,
  errorTitle,
  empty,
  page,
  hrefOf,
}: {
  list: UseQueryResult<PersonPage>;
  errorTitle: string;
  empty: ReactNode;
  page: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation('graph');
  const [agency, setAgency] = useState<{ id: number; fullname: string } | null>(null);
  const rows = list.data?.rows ?? [];
  return (
    <>
      {list.isError && (
        <Alert tone="error" title={errorTitle}>
          <p>{apiErrorText(list.error)}</p>
          <button type="button" className="button button--ghost" onClick={() => void list.refetch()}>
            {t('actions.retry')}
          </button>
        </Alert>
      )}
      {list.isSuccess && rows.length === 0 && empty}
      {rows.length > 0 && (
        <ul className="people__grid">
          {rows.map((person) => (
            <li key={person.id}>
              <PersonCard person={person} onAgency={setAgency} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={pageCount(list.data?.count ?? 0, PAGE_SIZE)} hrefOf={hrefOf} />
      <AgencyPopup agency={agency} onClose={() => setAgency(null)} />
    </>
  );
}
