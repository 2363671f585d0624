import { useRef, useState, type FormEvent } from 'react';
import { guardianProblems } from '@vitrina/contract/guardian-rules';
import type { SelfGuardian } from '@vitrina/contract/guardians';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { GuardianFields, type GuardianField } from './guardian-fields.tsx';
import { setGuardian } from './guardians-api.ts';
import { useGuardianTranslation } from './guardian-texts.ts';

type FieldTexts = Partial<Record<GuardianField, string>>;

/** One text per field from `{ field, code }` entries (the contract's rules or the server's answer). */
function textsByField(entries: readonly { field: string; code: string }[]): FieldTexts {
  const texts: FieldTexts = {};
  for (const { field, code } of entries) texts[field as GuardianField] ??= errorText(code);
  return texts;
}

const isGuardianField = (field: string): field is GuardianField => ['name', 'email', 'relationship'].includes(field);

const read = (data: FormData, field: GuardianField) => {
  const value = data.get(field);
  return typeof value === 'string' ? value : '';
};

/**
 * Names a minor's guardian, or another one: the same three fields as the sign-up, each rule under its
 * field (checked here first, then by the server). Saving starts the consent over and e-mails the guardian.
 */
export function ChangeGuardianDialog({
  open,
  onClose,
  current,
  ownEmail,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  current: SelfGuardian | null;
  /** The minor's own address, which the guardian's may not be. */
  ownEmail: string;
  onSaved: (guardian: SelfGuardian) => void;
}) {
  const { t } = useGuardianTranslation();
  const [errors, setErrors] = useState<FieldTexts>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = { name: read(data, 'name'), email: read(data, 'email'), relationship: read(data, 'relationship') };
    const problems = guardianProblems(body, ownEmail);
    setErrors(textsByField(problems));
    setFailure(null);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      onSaved(await setGuardian(body));
    } catch (error) {
      const fields = error instanceof ApiError ? error.body.errors.filter((entry) => isGuardianField(entry.field)) : [];
      if (fields.length > 0) setErrors(textsByField(fields));
      else setFailure(apiErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('dialog.title')} description={t('dialog.lead')} initialFocus={first}>
      <form className="guardian-dialog" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="plain-fieldset" disabled={busy}>
          <GuardianFields
            firstFieldRef={first}
            errors={errors}
            defaults={current ? { name: current.name, email: current.email, relationship: current.relationship } : {}}
          />
        </fieldset>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="guardian-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy && <Spinner />}
            {busy ? t('dialog.saving') : t('dialog.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
