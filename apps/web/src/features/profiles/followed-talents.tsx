import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZE } from '@vitrina/contract/constants';
import { Alert } from '@/components/ui/alert.tsx';
import { pageCount } from '@/components/ui/page-window.ts';
import { Pagination } from '@/components/ui/pagination.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { paths } from '@/lib/paths.ts';
import { AgencyPopup } from './agency-popup.tsx';
import { useFollowedTalents } from './list-followed-talents.ts';
import { PersonCard } from './person-card.tsx';
import './graph.css';

/** /talentos (agencies): the talents I follow, most recent first, 12 a page with 8 page links; each can be unfollowed. */
export function FollowedTalents({ page, hrefOf }: { page: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation('graph');
  const talents = useFollowedTalents(page);
  const [agency, setAgency] = useState<{ id: number; fullname: string } | null>(null);
  const rows = talents.data?.rows ?? [];
  return (
    <div className="talents-page" aria-busy={talents.isFetching || undefined}>
      <h1>{t('talents.title')}</h1>
      <p className="graph-form__intro">{t('talents.intro')}</p>
      {talents.isError && (
        <Alert tone="error" title={t('talents.loadError')}>
          <p>{apiErrorText(talents.error)}</p>
          <button type="button" className="button button--ghost" onClick={() => void talents.refetch()}>
            {t('actions.retry')}
          </button>
        </Alert>
      )}
      {talents.isSuccess && rows.length === 0 && (
        <div className="people__empty">
          <p>{t('talents.empty')}</p>
          <Link className="button button--primary" to={paths.explore}>
            {t('talents.explore')}
          </Link>
        </div>
      )}
      {rows.length > 0 && (
        <ul className="people__grid">
          {rows.map((person) => (
            <li key={person.id}>
              <PersonCard person={person} onAgency={setAgency} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={pageCount(talents.data?.count ?? 0, PAGE_SIZE)} hrefOf={hrefOf} />
      <AgencyPopup agency={agency} onClose={() => setAgency(null)} />
    </div>
  );
}
