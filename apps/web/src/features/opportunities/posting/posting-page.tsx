import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session-context.ts';
import { getOpportunity } from '../api/posting.ts';
import { postingKeys } from '../api/posting-keys.ts';
import { AgenciesOnly } from './agencies-only.tsx';
import { draftOf, emptyDraft } from './opportunity-draft.ts';
import { OpportunityForm } from './opportunity-form.tsx';
import type { PostingNotice } from './use-posting-submit.ts';
import './posting.css';

/** What a save that moved here said: the new draft was written (and maybe could not be published). */
function ArrivalNotice({ notice }: { notice: PostingNotice }) {
  const { t } = useTranslation('posting');
  if (notice.notice === 'publishFailed')
    return (
      <Alert tone="error" title={t('form.savedNotPublished')}>
        {errorText(notice.code ?? 'internal')}
      </Alert>
    );
  return <Alert tone="success">{t('form.saved')}</Alert>;
}

function EditForm({ id }: { id: number }) {
  const { t } = useTranslation('posting');
  const location = useLocation();
  const notice = (location.state as PostingNotice | null) ?? null;
  const query = useQuery({ queryKey: postingKeys.one(id), queryFn: ({ signal }) => getOpportunity(id, signal) });
  const opportunity = query.data;

  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError || !opportunity) return <Alert tone="error">{apiErrorText(query.error)}</Alert>;
  if (!opportunity.isOwner) return <Alert tone="error">{errorText('not_found')}</Alert>;
  if (opportunity.state !== 'draft' && opportunity.state !== 'open')
    return (
      <Alert tone="info">
        {errorText('opportunity_not_editable')} <Link to={paths.myOpportunities}>{t('backToMine')}</Link>
      </Alert>
    );
  return (
    <OpportunityForm
      key={opportunity.id}
      initial={draftOf(opportunity)}
      saved={opportunity}
      arrival={notice ? <ArrivalNotice notice={notice} /> : null}
    />
  );
}

/** /oportunidades/nueva and /oportunidades/:id/editar: the agency's form; anyone else is told it is for agencies. */
export function PostingPage({ opportunityId }: { opportunityId: number | null }) {
  const { t } = useTranslation('posting');
  const { state } = useSession();
  const isAgency = state.status === 'user' && state.self.user.type === 'agencia';
  const initial = useMemo(() => emptyDraft(), []);
  return (
    <div className="posting-page">
      <header className="posting-page__head">
        <p>
          <Link to={paths.myOpportunities}>{t('backToMine')}</Link>
        </p>
        <h1>{opportunityId === null ? t('newTitle') : t('editTitle')}</h1>
      </header>
      {!isAgency ? (
        <AgenciesOnly />
      ) : opportunityId === null ? (
        <OpportunityForm initial={initial} saved={null} />
      ) : (
        <EditForm id={opportunityId} />
      )}
    </div>
  );
}
