import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentCopy } from '@vitrina/contract/reports';
import type { ModerationLogEntry } from '@vitrina/contract/moderation';
import { Alert } from '@/components/ui/alert.tsx';
import { fullDate } from '@/lib/relative-time.ts';
import { CaseActionForm } from './case-action-form.tsx';
import { useCase } from './get-case.ts';
import { SeverityBadge } from './severity-badge.tsx';

/** A case: the copies of what was reported, each report, the actions taken, and the person's earlier cases. */
export function CaseView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t, i18n } = useTranslation('moderation');
  const item = useCase(id);
  // Kept here: the refetched case is closed, so the form that acted is gone when the answer shows.
  const [done, setDone] = useState(false);
  const date = (at: string) => <time dateTime={at}>{fullDate(at, i18n.language)}</time>;
  if (item.isPending) return <p className="moderation__status">{t('loading')}</p>;
  if (item.isError) return <Alert tone="error">{t('loadError')}</Alert>;
  const view = item.data;
  const name = view.subject?.fullname ?? t('gone');
  return (
    <section className="case-view" aria-labelledby="case-view-title">
      <button type="button" className="button button--ghost case-view__back" onClick={onBack}>
        {t('back')}
      </button>
      <h2 id="case-view-title">{t('caseOf', { kind: t(`kinds.${view.target.kind}`), name })}</h2>
      <p className="moderation-case__meta">
        <SeverityBadge category={view.category} /> {t('reporters', { count: view.reporters })}
        {view.outcome && <> · {t(`outcomes.${view.outcome}`)}</>}
      </p>
      <ol className="moderation-case__reports">
        {view.reports.map((report) => (
          <li key={report.id}>
            <p className="moderation-case__by">
              {t('reportedBy', { name: report.reporter.fullname })} · {t(`categories.${report.category}`)} ·{' '}
              {date(report.createdAt)}
            </p>
            <p className="moderation-case__text">{report.description || t('noDescription')}</p>
            <h3 className="case-view__subhead">{t('copyHeading')}</h3>
            <ul className="case-view__copies">
              {report.copies.map((copy) => (
                <CopyItem key={`${copy.role}-${copy.kind}-${copy.itemId}`} copy={copy} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <h3 className="case-view__subhead">{t('actionsTaken')}</h3>
      <LogList entries={view.actions} />
      {done && <Alert tone="success">{t('done')}</Alert>}
      {view.status === 'open' && !done && <CaseActionForm item={view} onDone={() => setDone(true)} />}
      <h3 className="case-view__subhead">{t('history')}</h3>
      {view.history.length === 0 ? (
        <p className="moderation__empty">{t('noHistory')}</p>
      ) : (
        <ul className="case-view__history">
          {view.history.map((earlier) => (
            <li key={earlier.id}>
              <SeverityBadge category={earlier.category} /> {t(`kinds.${earlier.target.kind}`)} ·{' '}
              {date(earlier.lastReportedAt)}
              {earlier.outcome && <> · {t(`outcomes.${earlier.outcome}`)}</>}
              <LogList entries={earlier.actions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CopyItem({ copy }: { copy: ContentCopy }) {
  const { t, i18n } = useTranslation('moderation');
  return (
    <li className="case-view__copy">
      <p className="moderation-case__by">
        {copy.role === 'attachment' && <>{t('attachment')} · </>}
        {t(`kinds.${copy.kind}`)} · {copy.author?.fullname ?? t('gone')}
        {copy.createdAt && <> · {fullDate(copy.createdAt, i18n.language)}</>}
        {copy.editedAt && <> ({t('edited')})</>}
      </p>
      <p className="moderation-case__text">{copy.text}</p>
      {copy.photos.length > 0 && <p className="moderation-case__hint">{copy.photos.join(', ')}</p>}
    </li>
  );
}

function LogList({ entries }: { entries: ModerationLogEntry[] }) {
  const { t, i18n } = useTranslation('moderation');
  if (entries.length === 0) return null;
  return (
    <ul className="moderation__log">
      {entries.map((entry) => (
        <li key={entry.id}>
          {t(`actions.${entry.action}`, {
            actor: entry.actor?.fullname ?? t('commandLine'),
            subject: entry.subject?.fullname ?? t('gone'),
            role: '',
          })}{' '}
          · <time dateTime={entry.createdAt}>{fullDate(entry.createdAt, i18n.language)}</time>
          {entry.note && <p className="moderation__note">{entry.note}</p>}
        </li>
      ))}
    </ul>
  );
}
