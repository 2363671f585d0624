import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SAVED_SEARCH_NAME_LENGTH, savedSearchFrequencies } from '@vitrina/contract/saved-search-limits';
import type { SavedSearchFrequency } from '@vitrina/contract/saved-search-limits';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';

/**
 * A saved search's name and how often it alerts, in a dialog: saving a new search, or editing one. The call's
 * refusal (the limit of 20, a bad filter) is said in the dialog, which stays open.
 */
export function SearchNameDialog({
  ns = 'scouting',
  open,
  onClose,
  title,
  submitLabel,
  initial,
  onSubmit,
}: {
  /** Whose `saved` texts: the search page's (`scouting`) or the board's. */
  ns?: string;
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  initial: { name: string; frequency: SavedSearchFrequency };
  onSubmit: (name: string, frequency: SavedSearchFrequency) => Promise<unknown>;
}) {
  const { t } = useTranslation(ns);
  const [name, setName] = useState(initial.name);
  const [frequency, setFrequency] = useState(initial.frequency);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(name.trim(), frequency);
      onClose();
    } catch (failure) {
      setError(apiErrorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={title} description={t('saved.dialogIntro')} initialFocus={field}>
      <form className="saved-search-form" onSubmit={submit} noValidate>
        <TextField
          ref={field}
          label={t('saved.name')}
          value={name}
          maxLength={MAX_SAVED_SEARCH_NAME_LENGTH}
          required
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="plain-fieldset saved-search-form__frequency">
          <legend className="field__label">{t('saved.frequency')}</legend>
          {savedSearchFrequencies.map((value) => (
            <label key={value} className="saved-search-form__option">
              <input
                type="radio"
                name="frequency"
                value={value}
                checked={frequency === value}
                onChange={() => setFrequency(value)}
              />
              {t(`saved.frequencies.${value}`)}
            </label>
          ))}
        </fieldset>
        {error && (
          <Alert tone="error" className="saved-search-form__error">
            {error}
          </Alert>
        )}
        <div className="saved-search-form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('saved.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy || !name.trim()}>
            {busy && <Spinner />}
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
