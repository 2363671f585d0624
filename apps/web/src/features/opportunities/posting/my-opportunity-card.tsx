import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { kindLabels, stateLabels } from '@vitrina/contract/opportunity-labels';
import type { myOpportunitiesSchema } from '@vitrina/contract/opportunities';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useLang } from '@/i18n/use-lang.ts';
import { paths } from '@/lib/paths.ts';
import { dateAndTime } from '@/lib/plain-formats.ts';
import {
  cancelOpportunity,
  closeOpportunity,
  deleteOpportunity,
  getOpportunity,
  publishOpportunity,
} from '../api/posting.ts';
import { postingKeys } from '../api/posting-keys.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export type MyOpportunity = z.infer<typeof myOpportunitiesSchema>['rows'][number];
type Confirming = 'close' | 'cancel' | 'delete' | null;

/** The roles of one opportunity, each a link to its applicants; asked for only when the agency opens them. */
function RoleLinks({ id }: { id: number }) {
  const { t } = useTranslation('posting');
  const query = useQuery({ queryKey: postingKeys.one(id), queryFn: ({ signal }) => getOpportunity(id, signal) });
  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError) return <Alert tone="error">{apiErrorText(query.error)}</Alert>;
  return (
    <ul className="my-opportunity__roles" role="list">
      {query.data.roles.map((role) => (
        <li key={role.id}>
          <Link to={paths.opportunityApplicants(id, role.id)}>
            {t('mine.roleCandidates', { name: role.name, count: role.applicantsCount ?? 0 })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One of the agency's opportunities: its state and counts, and what can be done with it in that state. */
export function MyOpportunityCard({ row }: { row: MyOpportunity }) {
  const { t } = useTranslation('posting');
  const lang = useLang();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [showRoles, setShowRoles] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const refresh = () => client.invalidateQueries({ queryKey: postingKeys.all });
  const headingId = `my-opportunity-${row.id}`;

  async function publish() {
    setPublishing(true);
    setProblem(null);
    try {
      await publishOpportunity(row.id);
      await refresh();
    } catch (error) {
      setProblem(error);
    } finally {
      setPublishing(false);
    }
  }

  const actions: Record<Exclude<Confirming, null>, () => Promise<unknown>> = {
    close: () => closeOpportunity(row.id).then(refresh),
    cancel: () => cancelOpportunity(row.id).then(refresh),
    delete: () => deleteOpportunity(row.id).then(refresh),
  };
  const isLive = row.state === 'draft' || row.state === 'open';

  return (
    <article className="my-opportunity" aria-labelledby={headingId}>
      <div className="my-opportunity__head">
        <h2 id={headingId} className="my-opportunity__title">
          {row.state === 'draft' ? row.title : <Link to={paths.opportunity(row.id)}>{row.title}</Link>}
        </h2>
        <span className={`my-opportunity__state my-opportunity__state--${row.state}`}>
          {stateLabels[row.state][lang]}
        </span>
      </div>
      <p className="my-opportunity__facts">
        {kindLabels[row.kind][lang]} · {t('mine.roles', { count: row.rolesCount })} ·{' '}
        {t('mine.deadline', { date: dateAndTime(new Date(row.deadline), lang) })}
      </p>
      {row.state !== 'draft' && (
        <p className="my-opportunity__counts">
          {t('mine.applicants', { count: row.applicantsCount })} · {t('mine.unfiled', { count: row.unfiledCount })}
        </p>
      )}
      {problem !== null && <Alert tone="error">{apiErrorText(problem)}</Alert>}
      <div className="my-opportunity__actions">
        {isLive && (
          <Link className="button button--ghost" to={paths.editOpportunity(row.id)}>
            {t('mine.edit')}
          </Link>
        )}
        {row.state === 'draft' && (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={publishing}
              onClick={() => void publish()}
            >
              {publishing ? <Spinner /> : null} {t('mine.publish')}
            </button>
            <button type="button" className="button button--danger" onClick={() => setConfirming('delete')}>
              {t('mine.delete')}
            </button>
          </>
        )}
        {row.state === 'open' && (
          <>
            <button type="button" className="button button--ghost" onClick={() => setConfirming('close')}>
              {t('mine.close')}
            </button>
            <button type="button" className="button button--danger" onClick={() => setConfirming('cancel')}>
              {t('mine.cancel')}
            </button>
          </>
        )}
        {row.state !== 'draft' && (
          <button
            type="button"
            className="button button--ghost"
            aria-expanded={showRoles}
            onClick={() => setShowRoles((shown) => !shown)}
          >
            {t('mine.candidates')}
          </button>
        )}
      </div>
      {showRoles && <RoleLinks id={row.id} />}
      {confirming && (
        <ConfirmDialog
          open
          title={t(`mine.confirm.${confirming}.title`, { title: row.title })}
          body={t(`mine.confirm.${confirming}.body`)}
          confirmLabel={t(`mine.confirm.${confirming}.yes`)}
          onConfirm={actions[confirming]}
          onClose={() => setConfirming(null)}
        />
      )}
    </article>
  );
}
