import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Contact } from '@vitrina/contract/messages';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { paths } from '@/lib/paths.ts';
import { useAcceptRequest, useDeleteRequest } from './list-requests.ts';

/** The safety advice every request carries, in the reader's language. */
export function SafetyAdvice() {
  const { t } = useTranslation('messages');
  return (
    <Alert tone="info" className="request-advice" title={t('requests.adviceTitle')}>
      <p>{t('requests.advice')}</p>
    </Alert>
  );
}

/**
 * A request I received, open (decision 0007): the advice, then accept, delete, and the screen's own block and
 * report actions (`safetyActions`, composed in app/ from the profiles feature). Until I accept, the sender
 * is told nothing, not even that I read it.
 */
export function RequestPanel({ contact, safetyActions }: { contact: Contact; safetyActions?: ReactNode }) {
  const { t } = useTranslation('messages');
  const accept = useAcceptRequest();
  const remove = useDeleteRequest();
  const navigate = useNavigate();
  const busy = accept.isPending || remove.isPending;
  const failure = accept.error ?? remove.error;

  const deleteRequest = async () => {
    await remove.mutateAsync(contact.profile_url);
    await navigate(paths.messageRequests);
  };

  return (
    <div className="request-panel" role="region" aria-labelledby="request-panel-title">
      <p className="request-panel__title" id="request-panel-title">
        {t('requests.panelTitle', { name: contact.fullname })} {t('requests.replyAccepts')}
      </p>
      <SafetyAdvice />
      {failure && <Alert tone="error">{apiErrorText(failure)}</Alert>}
      <div className="request-panel__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => accept.mutate(contact.profile_url)}
        >
          {accept.isPending && <Spinner />}
          {t('requests.accept')}
        </button>
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => void deleteRequest()}>
          {remove.isPending && <Spinner />}
          {t('requests.delete')}
        </button>
        {safetyActions}
      </div>
    </div>
  );
}
