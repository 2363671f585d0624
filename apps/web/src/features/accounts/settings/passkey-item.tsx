import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Passkey } from '@vitrina/contract/passkeys';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useLang } from '@/i18n/use-lang.ts';
import { formatLongDate } from '@/lib/format-date.ts';
import { useRemovePasskey, useRenamePasskey } from './passkeys-api.ts';

/** One passkey in settings: its name and dates, renamed in place, removed after a confirmation. */
export function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation('settings');
  const lang = useLang();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [name, setName] = useState(passkey.name);
  const nameId = `passkey-${passkey.id}-name`;

  const submitName = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await rename.mutateAsync({ id: passkey.id, name });
      setMode('view');
    } catch {
      // Shown on the field.
    }
  };
  const error = rename.error ?? remove.error;

  return (
    <li className="passkey-item" aria-labelledby={nameId}>
      <div className="passkey-item__text">
        <strong id={nameId}>{passkey.name}</strong>
        <span>{t('passkeys.created', { date: formatLongDate(passkey.createdAt, lang) })}</span>
        <span>
          {passkey.lastUsedAt
            ? t('passkeys.lastUsed', { date: formatLongDate(passkey.lastUsedAt, lang) })
            : t('passkeys.neverUsed')}
        </span>
      </div>
      {error && mode === 'remove' && <Alert tone="error">{apiErrorText(error)}</Alert>}
      {mode === 'view' && (
        <div className="form-actions">
          <button type="button" className="button button--ghost" onClick={() => setMode('rename')}>
            {t('passkeys.rename')}
            <span className="visually-hidden"> {passkey.name}</span>
          </button>
          <button type="button" className="button button--ghost" onClick={() => setMode('remove')}>
            {t('passkeys.remove')}
            <span className="visually-hidden"> {passkey.name}</span>
          </button>
        </div>
      )}
      {mode === 'rename' && (
        <form className="settings-form" onSubmit={(event) => void submitName(event)} noValidate>
          <fieldset className="form-stack plain-fieldset" disabled={rename.isPending}>
            <legend className="visually-hidden">{t('passkeys.rename')}</legend>
            <TextField
              label={t('passkeys.nameLabel')}
              name="name"
              maxLength={60}
              autoFocus
              value={name}
              error={rename.error ? apiErrorText(rename.error) : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            <div className="form-actions">
              <button type="submit" className="button button--primary">
                {rename.isPending && <Spinner />}
                {t('passkeys.save')}
              </button>
              <button type="button" className="button button--ghost" onClick={() => setMode('view')}>
                {t('security.cancel')}
              </button>
            </div>
          </fieldset>
        </form>
      )}
      {mode === 'remove' && (
        <div className="settings-form" role="group" aria-labelledby={`${nameId}-confirm`}>
          <p className="settings-section__lead" id={`${nameId}-confirm`}>
            {t('passkeys.removeConfirm', { name: passkey.name })}
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="button button--danger"
              disabled={remove.isPending}
              onClick={() => void remove.mutateAsync(passkey.id).catch(() => undefined)}
            >
              {remove.isPending && <Spinner />}
              {t('passkeys.removeYes')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setMode('view')}>
              {t('security.cancel')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
