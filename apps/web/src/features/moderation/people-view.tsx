import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModeratedPerson } from '@vitrina/contract/moderation-people';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { VerifiedBadge } from '@/components/ui/verified-badge.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { fullDate } from '@/lib/relative-time.ts';
import { usePerson, useSuspension } from './moderation-people-calls.ts';
import { SuspendDialog } from './suspend-dialog.tsx';

/** "Personas" / "People": find a person by e-mail or profile address; suspend or lift. */
export function PeopleView() {
  const { t } = useTranslation('moderation');
  const id = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const person = usePerson(query);

  return (
    <section className="moderation-case" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="moderation-case__name">
        {t('people.title')}
      </h2>
      <form
        role="search"
        className="moderation-case__action"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(typed.trim());
        }}
      >
        <label htmlFor={`${id}-q`}>{t('people.query')}</label>
        <input id={`${id}-q`} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <div className="moderation__buttons">
          <button type="submit" className="button button--primary" disabled={!typed.trim()}>
            {t('people.find')}
          </button>
        </div>
      </form>
      {person.isFetching && <p className="moderation__status">{t('loading')}</p>}
      {person.isError && <Alert tone="error">{apiErrorText(person.error)}</Alert>}
      {person.data && <PersonPanel found={person.data} />}
    </section>
  );
}

function PersonPanel({ found }: { found: ModeratedPerson }) {
  const { t, i18n } = useTranslation('moderation');
  const { suspend, lift } = useSuspension();
  const [dialog, setDialog] = useState(false);
  const [note, setNote] = useState('');
  const id = useId();
  const { person, suspension } = found;

  return (
    <div className="moderation__person">
      <div className="moderation-case__head">
        <Avatar image={person.profileImage} name={person.fullname} size={40} decorative />
        <div>
          <p className="moderation-case__name">
            {person.fullname}
            {person.verified && <VerifiedBadge />}
          </p>
          <p className="moderation-case__meta">
            {[person.type ? t(`types.${person.type}`) : '', found.email, found.cancelled ? t('people.cancelled') : '']
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      <p role="status" className="moderation__state">
        {suspension
          ? suspension.until
            ? t('people.suspendedUntil', { date: fullDate(suspension.until, i18n.language) })
            : t('people.suspendedIndefinitely')
          : t('people.notSuspended')}
      </p>
      {suspension && <p className="moderation-case__text">{t('people.reason', { reason: suspension.reason })}</p>}
      {suspension ? (
        <form
          className="moderation-case__action"
          onSubmit={(event) => {
            event.preventDefault();
            lift.mutate({ userId: person.id, note: note.trim() });
          }}
        >
          <label htmlFor={`${id}-note`}>{t('noteLabel')}</label>
          <textarea id={`${id}-note`} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
          {lift.isError && <Alert tone="error">{apiErrorText(lift.error)}</Alert>}
          <div className="moderation__buttons">
            <button type="submit" className="button button--ghost" disabled={lift.isPending}>
              {lift.isPending && <Spinner />}
              {t('people.lift')}
            </button>
          </div>
        </form>
      ) : (
        <div className="moderation__buttons">
          <button type="button" className="button button--primary" onClick={() => setDialog(true)}>
            {t('people.suspend')}
          </button>
        </div>
      )}
      <SuspendDialog
        open={dialog}
        name={person.fullname}
        onClose={() => setDialog(false)}
        pending={suspend.isPending}
        error={suspend.error}
        onSubmit={(body) => suspend.mutate({ userId: person.id, body }, { onSuccess: () => setDialog(false) })}
      />
    </div>
  );
}
