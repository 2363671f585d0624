import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyApplication } from '@vitrina/contract/applications';
import { VIDEO_POLL_MS } from '@vitrina/contract/video-rules';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useNow } from '@/lib/use-now.ts';
import { useSelf } from '@/lib/session-context.ts';
import { findMyApplication, getOpportunity } from '../api/applying.ts';
import { applyingKeys } from '../api/applying-keys.ts';
import { ApplicationForm } from './application-form.tsx';
import { ApplicationView } from './application-view.tsx';
import { RoleSummary } from './role-summary.tsx';
import './applying.css';

/** Something of hers is still being processed: the application is asked again until it is done. */
const isProcessing = (application: MyApplication | null | undefined) =>
  Boolean(
    application &&
    (application.items.some((item) => !item.ready) ||
      application.selfTapes.some((tape) => ['queued', 'processing'].includes(tape.video?.status ?? ''))),
  );

/** /oportunidades/:id/papeles/:roleId/postular: a talent applies to a role, then follows her application. */
export function ApplyPage({ opportunityId, roleId }: { opportunityId: number; roleId: number }) {
  const { t } = useTranslation('applying');
  const self = useSelf();
  const isTalent = self?.user.type === 'talento';
  const [editing, setEditing] = useState(false);
  const now = useNow();
  const opportunity = useQuery({
    queryKey: applyingKeys.opportunity(opportunityId),
    queryFn: ({ signal }) => getOpportunity(opportunityId, signal),
  });
  const application = useQuery({
    queryKey: applyingKeys.application(opportunityId, roleId),
    queryFn: ({ signal }) => findMyApplication({ id: opportunityId, roleId }, signal),
    enabled: isTalent,
    refetchInterval: (query) => (isProcessing(query.state.data) ? VIDEO_POLL_MS : false),
  });

  if (!isTalent)
    return (
      <Frame>
        <h1>{t('page.title')}</h1>
        <Alert tone="info">{t('page.talentsOnly')}</Alert>
        <p>
          <Link to={paths.opportunity(opportunityId)}>{t('page.back')}</Link>
        </p>
      </Frame>
    );
  if (opportunity.isPending || application.isPending)
    return (
      <Frame>
        <Spinner label={t('page.loading')} />
      </Frame>
    );
  const role = opportunity.data?.roles.find((candidate) => candidate.id === roleId);
  if (opportunity.isError || application.isError || !opportunity.data || !role) {
    const missing = !role || (opportunity.error instanceof ApiError && opportunity.error.status === 404);
    return (
      <Frame>
        <h1>{t('page.title')}</h1>
        <Alert tone="error">{missing ? t('page.notFound') : t('page.loadError')}</Alert>
        <p>
          <Link to={paths.opportunities()}>{t('page.board')}</Link>
        </p>
      </Frame>
    );
  }
  const mine = application.data ?? null;
  const isOpen = opportunity.data.state === 'open' && new Date(opportunity.data.deadline).getTime() > now;
  const showForm = editing || !mine || mine.status === 'draft';
  return (
    <Frame>
      <RoleSummary opportunity={opportunity.data} role={role} />
      {showForm && !isOpen ? (
        <Alert tone="info">{t('page.closed')}</Alert>
      ) : showForm ? (
        <ApplicationForm
          key={editing ? 'edit' : 'new'}
          opportunityId={opportunityId}
          role={role}
          application={mine}
          profileUrl={self.user.profile_url}
          editing={editing}
          onDone={() => setEditing(false)}
        />
      ) : (
        <ApplicationView application={mine} opportunityId={opportunityId} role={role} onEdit={() => setEditing(true)} />
      )}
      <p className="apply-page__mine">
        <Link to={paths.myApplications}>{t('page.mine')}</Link>
      </p>
    </Frame>
  );
}

const Frame = ({ children }: { children: ReactNode }) => <div className="apply-page">{children}</div>;
