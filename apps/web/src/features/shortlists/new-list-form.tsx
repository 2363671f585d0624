import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SHORTLIST_NAME_LENGTH } from '@vitrina/contract/shortlist-limits';
import { Spinner } from '@/components/ui/alert.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';

/** A list's name and a button; the error of the call (past 50 lists…) is said under the field. */
export function NewListForm({
  onCreate,
  submitLabel,
}: {
  onCreate: (name: string) => Promise<unknown>;
  submitLabel: string;
}) {
  const { t } = useTranslation('shortlists');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    setError(undefined);
    try {
      await onCreate(name.trim());
      setName('');
    } catch (failure) {
      setError(apiErrorText(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="new-list" onSubmit={submit}>
      <TextField
        label={t('newListName')}
        value={name}
        maxLength={MAX_SHORTLIST_NAME_LENGTH}
        onChange={(event) => setName(event.target.value)}
        error={error}
        fieldClassName="new-list__field"
      />
      <button type="submit" className="button button--primary" disabled={busy || !name.trim()}>
        {busy && <Spinner />}
        {submitLabel}
      </button>
    </form>
  );
}
