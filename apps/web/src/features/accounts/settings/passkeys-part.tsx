import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { PasskeyBrowserError } from '@/lib/passkey-browser.ts';
import { PasskeyItem } from './passkey-item.tsx';
import { useAddPasskey, usePasskeys } from './passkeys-api.ts';

/**
 * "Llaves de acceso": add one (named first, then the browser makes it), list, rename and remove. The first
 * factor's recovery codes go to `onCodes`, which shows them once in the codes' part.
 */
export function PasskeysPart({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('settings');
  const list = usePasskeys();
  const add = useAddPasskey();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [added, setAdded] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAdded(null);
    try {
      const answer = await add.mutateAsync(name.trim() || t('passkeys.nameDefault'));
      setAdding(false);
      setName('');
      setAdded(answer.passkey.name);
      if (answer.recoveryCodes) onCodes(answer.recoveryCodes);
    } catch {
      // Shown above the form.
    }
  };
  const failure = add.error
    ? add.error instanceof PasskeyBrowserError
      ? t(`passkeys.problem.${add.error.problem}`)
      : apiErrorText(add.error)
    : null;
  const nameError =
    add.error instanceof ApiError && add.error.body.errors.some((e) => e.field === 'name') ? failure : undefined;
  const passkeys = list.data?.passkeys ?? [];

  return (
    <section className="settings-section" aria-labelledby="passkeys-title">
      <h3 className="settings-section__title" id="passkeys-title">
        {t('passkeys.title')}
      </h3>
      <p className="settings-section__lead">{t('passkeys.lead')}</p>
      {list.isPending && (
        <p className="working" role="status">
          <Spinner />
        </p>
      )}
      {list.isError && <Alert tone="error">{apiErrorText(list.error)}</Alert>}
      <div aria-live="polite">{added && <Alert tone="success">{t('passkeys.added', { name: added })}</Alert>}</div>
      {list.data && passkeys.length === 0 && <p className="settings-section__lead">{t('passkeys.none')}</p>}
      {passkeys.length > 0 && (
        <ul className="passkey-list" aria-label={t('passkeys.listLabel')}>
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      {!adding && (
        <div className="form-actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              add.reset();
              setAdded(null);
              setAdding(true);
            }}
          >
            {t('passkeys.add')}
          </button>
        </div>
      )}
      {adding && (
        <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={add.isPending}>
          {failure && !nameError && <Alert tone="error">{failure}</Alert>}
          <fieldset className="form-stack plain-fieldset" disabled={add.isPending}>
            <legend className="visually-hidden">{t('passkeys.add')}</legend>
            <TextField
              label={t('passkeys.nameLabel')}
              hint={t('passkeys.nameHint')}
              name="passkey-name"
              maxLength={60}
              value={name}
              error={nameError ?? undefined}
              onChange={(event) => setName(event.target.value)}
            />
            <div className="form-actions">
              <button type="submit" className="button button--primary">
                {add.isPending && <Spinner />}
                {add.isPending ? t('passkeys.creating') : t('passkeys.create')}
              </button>
              <button type="button" className="button button--ghost" onClick={() => setAdding(false)}>
                {t('security.cancel')}
              </button>
            </div>
          </fieldset>
        </form>
      )}
    </section>
  );
}
