import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useSetModerator } from './set-moderator.ts';

/** For admins: give or take the moderator role by e-mail; the change goes into the audit log. */
export function ModeratorForm() {
  const { t } = useTranslation('moderation');
  const change = useSetModerator();
  const [email, setEmail] = useState('');
  const id = useId();
  const submit = (moderator: boolean) => change.mutate({ email: email.trim(), moderator });
  const result = change.data;

  return (
    <section className="moderation-case" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="moderation-case__name">
        {t('moderators.title')}
      </h2>
      <form
        className="moderation-case__action"
        onSubmit={(event) => {
          event.preventDefault();
          submit(true);
        }}
      >
        <label htmlFor={`${id}-email`}>{t('moderators.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          value={email}
          autoComplete="off"
          required
          onChange={(event) => setEmail(event.target.value)}
        />
        {change.isError && <Alert tone="error">{apiErrorText(change.error)}</Alert>}
        {result && (
          <p role="status" className="moderation-case__hint">
            {t(
              result.after === 'admin'
                ? 'moderators.isAdmin'
                : result.after
                  ? 'moderators.granted'
                  : 'moderators.revoked',
            )}
          </p>
        )}
        <div className="moderation__buttons">
          <button type="submit" className="button button--primary" disabled={change.isPending || !email.trim()}>
            {change.isPending && <Spinner />}
            {t('moderators.grant')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={change.isPending || !email.trim()}
            onClick={() => submit(false)}
          >
            {t('moderators.revoke')}
          </button>
        </div>
      </form>
    </section>
  );
}
