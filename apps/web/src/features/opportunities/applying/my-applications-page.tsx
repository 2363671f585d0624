import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyApplicationRow as Row } from '@vitrina/contract/applications';
import { MY_APPLICATIONS_PAGE_SIZE } from '@vitrina/contract/opportunity-limits';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { useLang } from '@/i18n/use-lang.ts';
import { dateAndTime } from '@/lib/plain-formats.ts';
import { paths } from '@/lib/paths.ts';
import { useSelf } from '@/lib/session-context.ts';
import { listMyApplications } from '../api/applying.ts';
import { applyingKeys } from '../api/applying-keys.ts';
import { StatusBadge } from './status-badge.tsx';
import './applying.css';
import './my-applications.css';

/** /postulaciones: every application of hers with the status she sees, newest change first. */
export function MyApplicationsPage({ page, hrefOf }: { page: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation('applying');
  const isTalent = useSelf()?.user.type === 'talento';
  const list = useQuery({
    queryKey: applyingKeys.mine(page),
    queryFn: ({ signal }) => listMyApplications(page, signal),
    placeholderData: keepPreviousData,
    enabled: isTalent,
  });
  if (!isTalent)
    return (
      <div className="my-applications">
        <h1>{t('mine.title')}</h1>
        <Alert tone="info">{t('page.talentsOnly')}</Alert>
      </div>
    );
  return (
    <div className="my-applications">
      <header className="my-applications__head">
        <h1>{t('mine.title')}</h1>
        <p>{t('mine.intro')}</p>
      </header>
      {list.isPending && <Spinner label={t('mine.loading')} />}
      {list.isError && (
        <Alert tone="error">
          {t('mine.error')}{' '}
          <button type="button" className="button button--ghost button--small" onClick={() => void list.refetch()}>
            {t('mine.retry')}
          </button>
        </Alert>
      )}
      {list.data?.count === 0 && (
        <div className="my-applications__empty">
          <p>{t('mine.empty')}</p>
          <Link className="button button--primary" to={paths.opportunities()}>
            {t('mine.board')}
          </Link>
        </div>
      )}
      {list.data && list.data.rows.length > 0 && (
        <ul className="my-applications__list">
          {list.data.rows.map((row) => (
            <ApplicationRow key={row.id} row={row} />
          ))}
        </ul>
      )}
      {list.data && (
        <Pagination page={page} totalPages={Math.ceil(list.data.count / MY_APPLICATIONS_PAGE_SIZE)} hrefOf={hrefOf} />
      )}
    </div>
  );
}

function ApplicationRow({ row }: { row: Row }) {
  const { t } = useTranslation('applying');
  const lang = useLang();
  const { opportunity, role } = row;
  return (
    <li className="my-application">
      <div className="my-application__main">
        <h2 className="my-application__title">
          <Link to={paths.opportunity(opportunity.id)}>{opportunity.title}</Link>
        </h2>
        <p className="my-application__role">
          {t('mine.role', { role: role.name })} · {opportunity.agency.fullname}
        </p>
        <p className="my-application__deadline">
          {t('mine.deadline', { date: dateAndTime(new Date(opportunity.deadline), lang) })}
        </p>
      </div>
      <div className="my-application__side">
        <StatusBadge status={row.status} closeReason={row.closeReason} />
        <Link className="button button--ghost button--small" to={paths.apply(opportunity.id, role.id)}>
          {row.status === 'draft' ? t('mine.continue') : t('mine.open')}
          <span className="visually-hidden"> — {opportunity.title}</span>
        </Link>
      </div>
    </li>
  );
}
