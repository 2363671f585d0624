import { useState } from 'react';
import type { SelfUser } from '@vitrina/contract/users';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useSession } from '@/lib/session-context.ts';
import { useAction } from '@/lib/use-action.ts';
import { ChangeGuardianDialog } from './change-guardian-dialog.tsx';
import { resendGuardian } from './guardians-api.ts';
import { useGuardianTranslation } from './guardian-texts.ts';

/**
 * What a minor can do about her guardian, on the banner and in the settings: e-mail the confirmation
 * again while it waits, and name someone (else) in a dialog. Each outcome is said in the line below.
 */
export function GuardianActions({ user }: { user: Pick<SelfUser, 'email' | 'guardian'> }) {
  const { t } = useGuardianTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const resend = useAction(resendGuardian);
  const { guardian } = user;

  const send = () => {
    setNote('');
    resend.mutate(undefined);
  };

  return (
    <>
      <div className="guardian-actions">
        {guardian && guardian.status !== 'confirmed' && (
          <button type="button" className="button button--primary" disabled={resend.isPending} onClick={send}>
            {resend.isPending && <Spinner />}
            {resend.isPending ? t('banner.resending') : t('banner.resend')}
          </button>
        )}
        <button
          type="button"
          className={guardian ? 'button button--ghost' : 'button button--primary'}
          onClick={() => setOpen(true)}
        >
          {guardian ? t('banner.change') : t('banner.add')}
        </button>
      </div>
      <p className="guardian-actions__note" aria-live="polite">
        {resend.isSuccess && guardian ? t('banner.resent', { email: guardian.email }) : note}
      </p>
      {resend.error && <Alert tone="error">{apiErrorText(resend.error)}</Alert>}
      <ChangeGuardianDialog
        open={open}
        onClose={() => setOpen(false)}
        current={guardian}
        ownEmail={user.email}
        onSaved={(saved) => {
          setOpen(false);
          resend.reset();
          setNote(t('dialog.saved', { email: saved.email }));
          void session.refresh();
        }}
      />
    </>
  );
}
