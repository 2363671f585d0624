import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_MODERATION_NOTE_LENGTH } from '@vitrina/contract/moderation-limits';
import type { ModerationCase } from '@vitrina/contract/moderation';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { fullDate } from '@/lib/relative-time.ts';
import { paths } from '@/lib/paths.ts';
import { useDismissCase } from './dismiss-case.ts';

/** One reported person: who reported them and what they wrote; an open case can be dismissed with a note. */
export function ModerationCaseCard({ item, open }: { item: ModerationCase; open: boolean }) {
  const { t, i18n } = useTranslation('moderation');
  const dismiss = useDismissCase();
  const [note, setNote] = useState('');
  const id = useId();
  const { target } = item;

  return (
    <article className="moderation-case" aria-labelledby={`${id}-name`}>
      <header className="moderation-case__head">
        <Avatar image={target.profileImage} name={target.fullname} size={40} decorative />
        <div>
          <h2 id={`${id}-name`} className="moderation-case__name">
            <Link to={paths.profile(target.profile_url)}>{target.fullname}</Link>
          </h2>
          <p className="moderation-case__meta">
            {target.type ? t(`types.${target.type}`) : ''} · {t('reporters', { count: item.reporters })}
          </p>
        </div>
      </header>
      <ol className="moderation-case__reports">
        {item.reports.map((report) => (
          <li key={report.id}>
            <p className="moderation-case__by">
              {t('reportedBy', { name: report.reporter.fullname })} ·{' '}
              <time dateTime={report.createdAt}>{fullDate(report.createdAt, i18n.language)}</time>
            </p>
            <p className="moderation-case__text">{report.description}</p>
          </li>
        ))}
      </ol>
      {open && (
        <form
          className="moderation-case__action"
          onSubmit={(event) => {
            event.preventDefault();
            dismiss.mutate({ targetId: target.id, note: note.trim() });
          }}
        >
          <label htmlFor={`${id}-note`}>{t('noteLabel')}</label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={MAX_MODERATION_NOTE_LENGTH}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="moderation-case__hint">
            {t('noteHint')}
          </p>
          {dismiss.isError && <Alert tone="error">{apiErrorText(dismiss.error)}</Alert>}
          <button type="submit" className="button button--ghost" disabled={dismiss.isPending}>
            {dismiss.isPending && <Spinner />}
            {t('dismiss')}
          </button>
        </form>
      )}
    </article>
  );
}
