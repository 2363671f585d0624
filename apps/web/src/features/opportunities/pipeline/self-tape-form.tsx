import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SELF_TAPE_INSTRUCTIONS_LENGTH } from '@vitrina/contract/opportunity-limits';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { requestSelfTape } from '../api/pipeline.ts';

type Field = 'instructions' | 'dueAt';
const fieldCodes: Record<Field, string> = { instructions: 'self_tape_instructions', dueAt: 'self_tape_due' };

/** A moment as a `datetime-local` input writes it, in the reader's own time zone. */
const inputValue = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** The server's answer as texts at the fields they name; anything else above the button. */
function errorsOf(error: unknown): { fields: Partial<Record<Field, string>>; form?: string } {
  if (!(error instanceof ApiError)) return { fields: {}, form: apiErrorText(error) };
  const fields: Partial<Record<Field, string>> = {};
  for (const entry of error.body.errors)
    if (entry.field === 'instructions' || entry.field === 'dueAt')
      fields[entry.field] ??= errorText(entry.code, entry.message);
  for (const field of ['instructions', 'dueAt'] as const)
    if (error.code === fieldCodes[field]) fields[field] ??= errorText(error.code, error.body.message);
  return Object.keys(fields).length > 0 ? { fields } : { fields, form: apiErrorText(error) };
}

/** "Request a self-tape": what to record and by when; the talent is told and reminded the day before. */
export function SelfTapeForm({ applicationId, onSent }: { applicationId: number; onSent: () => void }) {
  const { t } = useTranslation('pipeline');
  const [instructions, setInstructions] = useState('');
  const [due, setDue] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof errorsOf>>({ fields: {} });
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [now] = useState(() => inputValue(new Date()));

  async function send() {
    const dueAt = due ? new Date(due) : null;
    if (!dueAt || Number.isNaN(dueAt.getTime())) {
      setErrors({ fields: { dueAt: errorText('self_tape_due') } });
      return;
    }
    setBusy(true);
    try {
      await requestSelfTape(applicationId, { instructions, dueAt: dueAt.toISOString() });
      setErrors({ fields: {} });
      setInstructions('');
      setDue('');
      setSent(true);
      onSent();
    } catch (error) {
      setSent(false);
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="applicant-panel__tape-form"
      aria-labelledby="self-tape-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h3 id="self-tape-title">{t('requestTape')}</h3>
      <TextAreaField
        label={t('tapeInstructions')}
        value={instructions}
        rows={3}
        maxLength={MAX_SELF_TAPE_INSTRUCTIONS_LENGTH}
        error={errors.fields.instructions}
        onChange={(event) => setInstructions(event.target.value)}
      />
      <TextField
        label={t('tapeDue')}
        type="datetime-local"
        min={now}
        value={due}
        error={errors.fields.dueAt}
        onChange={(event) => setDue(event.target.value)}
      />
      {errors.form && (
        <p className="field__error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button button--primary pipeline-button" disabled={busy}>
        {t('sendTapeRequest')}
      </button>
      <p className="applicant-panel__saved" role="status">
        {sent ? t('tapeRequested') : ''}
      </p>
    </form>
  );
}
