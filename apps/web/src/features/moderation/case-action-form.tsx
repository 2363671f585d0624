import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MODERATION_NOTE_LENGTH } from '@vitrina/contract/moderation-limits';
import type { CaseSummary } from '@vitrina/contract/moderation';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useActOnCase, useSuspendSubject, type CaseAction } from './act-on-case.ts';
import { SuspendDialog } from './suspend-dialog.tsx';

/**
 * The actions on an open case: an internal note, the public reason (removal and warning), and a button per
 * action, each confirmed in a dialog; suspending the person has its own dialog (length, reason, note). Errors
 * come back in the moderator's language.
 */
export function CaseActionForm({ item, onDone }: { item: CaseSummary; onDone: () => void }) {
  const { t } = useTranslation('moderation');
  const id = useId();
  const act = useActOnCase();
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<CaseAction | null>(null);
  const suspend = useSuspendSubject();
  const [suspending, setSuspending] = useState(false);
  const actions: CaseAction[] = item.target.kind === 'profile' ? ['dismiss', 'warn'] : ['dismiss', 'remove', 'warn'];

  const confirm = () => {
    if (!pending) return;
    act.mutate({ id: item.id, action: pending, note: note.trim(), reason: reason.trim() }, { onSuccess: onDone });
    setPending(null);
  };
  return (
    <form className="moderation-case__action" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}-note`}>{t('noteLabel')}</label>
      <textarea
        id={`${id}-note`}
        value={note}
        rows={2}
        maxLength={MAX_MODERATION_NOTE_LENGTH * 2}
        onChange={(event) => setNote(event.target.value)}
        aria-describedby={`${id}-note-hint`}
      />
      <p id={`${id}-note-hint`} className="moderation-case__hint">
        {t('noteHint')}
      </p>
      <label htmlFor={`${id}-reason`}>{t('reasonLabel')}</label>
      <textarea
        id={`${id}-reason`}
        value={reason}
        rows={3}
        maxLength={MAX_MODERATION_NOTE_LENGTH * 2}
        onChange={(event) => setReason(event.target.value)}
        aria-describedby={`${id}-reason-hint`}
      />
      <p id={`${id}-reason-hint`} className="moderation-case__hint">
        {t('reasonHint')}
      </p>
      {act.isError && <Alert tone="error">{apiErrorText(act.error)}</Alert>}
      <div className="moderation__buttons">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`button ${action === 'dismiss' ? 'button--ghost' : 'button--danger'}`}
            disabled={act.isPending}
            onClick={() => setPending(action)}
          >
            {act.isPending && act.variables?.action === action && <Spinner />}
            {t(action)}
          </button>
        ))}
        {item.subject && (
          <button type="button" className="button button--danger" onClick={() => setSuspending(true)}>
            {t('people.suspend')}
          </button>
        )}
      </div>
      <SuspendDialog
        open={suspending}
        name={item.subject?.fullname ?? ''}
        onClose={() => setSuspending(false)}
        pending={suspend.isPending}
        error={suspend.error}
        onSubmit={(body) => suspend.mutate({ id: item.id, body }, { onSuccess: onDone })}
      />
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        role="alertdialog"
        title={pending ? t(pending) : ''}
        description={pending ? t(`confirm.${pending}`) : undefined}
      >
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => setPending(null)}>
            {t('confirm.cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={confirm}>
            {t('confirm.yes')}
          </button>
        </div>
      </Dialog>
    </form>
  );
}
