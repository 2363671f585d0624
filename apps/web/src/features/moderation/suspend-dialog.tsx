import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SUSPENSION_DAYS, MAX_SUSPENSION_TEXT_LENGTH } from '@vitrina/contract/trust-limits';
import type { SuspendRequest } from '@vitrina/contract/moderation-people';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';

/**
 * Suspending a person: for N days (1–365) or indefinitely, a public reason they are shown and an
 * internal note for moderators. Exported for the case view to reuse.
 */
export function SuspendDialog({
  open,
  name,
  onClose,
  onSubmit,
  pending,
  error,
}: {
  open: boolean;
  name: string;
  onClose: () => void;
  onSubmit: (body: SuspendRequest) => void;
  pending: boolean;
  error: unknown;
}) {
  const { t } = useTranslation('moderation');
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const [indefinite, setIndefinite] = useState(false);
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const dayCount = Number(days);
  const daysOk = indefinite || (Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= MAX_SUSPENSION_DAYS);

  return (
    <Dialog open={open} onClose={onClose} title={t('suspend.title', { name })} initialFocus={first}>
      <form
        className="moderation-case__action"
        onSubmit={(event) => {
          event.preventDefault();
          if (!daysOk || !reason.trim()) return;
          onSubmit({ days: indefinite ? null : dayCount, reason: reason.trim(), note: note.trim() });
        }}
      >
        <fieldset className="plain-fieldset">
          <legend>{t('suspend.length')}</legend>
          <label className="moderation__choice">
            <input
              ref={first}
              type="radio"
              name={`${id}-length`}
              checked={!indefinite}
              onChange={() => setIndefinite(false)}
            />
            {t('suspend.forDays')}
          </label>
          <label htmlFor={`${id}-days`} className="visually-hidden">
            {t('suspend.days')}
          </label>
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SUSPENSION_DAYS}
            value={days}
            disabled={indefinite}
            aria-invalid={!daysOk || undefined}
            aria-describedby={`${id}-days-hint`}
            onChange={(event) => setDays(event.target.value)}
          />
          <p id={`${id}-days-hint`} className="moderation-case__hint">
            {t('suspend.daysHint', { max: MAX_SUSPENSION_DAYS })}
          </p>
          <label className="moderation__choice">
            <input type="radio" name={`${id}-length`} checked={indefinite} onChange={() => setIndefinite(true)} />
            {t('suspend.indefinitely')}
          </label>
        </fieldset>
        <label htmlFor={`${id}-reason`}>{t('suspend.reason')}</label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          required
          rows={3}
          maxLength={MAX_SUSPENSION_TEXT_LENGTH * 2}
          aria-describedby={`${id}-reason-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-reason-hint`} className="moderation-case__hint">
          {t('suspend.reasonHint')}
        </p>
        <label htmlFor={`${id}-note`}>{t('noteLabel')}</label>
        <textarea
          id={`${id}-note`}
          value={note}
          rows={2}
          maxLength={MAX_SUSPENSION_TEXT_LENGTH * 2}
          onChange={(event) => setNote(event.target.value)}
        />
        {error ? <Alert tone="error">{apiErrorText(error)}</Alert> : null}
        <div className="moderation__buttons">
          <button type="submit" className="button button--primary" disabled={pending || !daysOk || !reason.trim()}>
            {pending && <Spinner />}
            {t('suspend.submit')}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('suspend.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
