import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportCategories, type ReportCategory } from '@vitrina/contract/moderation-limits';
import { Alert } from '@/components/ui/alert.tsx';
import { fullDate } from '@/lib/relative-time.ts';
import { ApiDocumentButton } from './api-document-button.tsx';
import { useCases } from './list-cases.ts';
import { useModerationLog } from './list-moderation-log.ts';
import { CaseView } from './case-view.tsx';
import { FactorRemovalsView } from './factor-removals-view.tsx';
import { ModerationCaseCard } from './moderation-case.tsx';
import { ModeratorForm } from './moderator-form.tsx';
import { PeopleView } from './people-view.tsx';
import { VerificationsView } from './verifications-view.tsx';
import './moderation.css';
import '@/components/ui/toggle-group.css';

type View = 'open' | 'closed' | 'people' | 'verifications' | 'log' | 'moderators' | 'factors';
const views = ['open', 'closed', 'people', 'verifications', 'log'] as const;

/**
 * /moderacion for moderators and admins: the open cases and the closed ones (filtered by category),
 * a case's view with its actions, and the audit log; admins also give and take the moderator role and decide
 * requests to remove lost factors.
 */
export function ModerationQueue({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('moderation');
  const [view, setView] = useState<View>('open');
  const [category, setCategory] = useState<ReportCategory | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const filterId = useId();

  return (
    <div className="moderation">
      <header className="moderation__head">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <div className="toggle-group moderation__views" role="group" aria-label={t('viewsLabel')}>
        {(isAdmin ? ([...views, 'moderators', 'factors'] as const) : views).map((option) => (
          <button
            key={option}
            type="button"
            className="toggle-group__option"
            aria-pressed={view === option}
            onClick={() => {
              setView(option);
              setSelected(null);
            }}
          >
            {t(`views.${option}`)}
          </button>
        ))}
      </div>
      {(view === 'open' || view === 'closed') && selected === null && (
        <div className="moderation__filters">
          <label htmlFor={filterId}>{t('categoryFilter')}</label>
          <select
            id={filterId}
            className="field__control"
            value={category ?? ''}
            onChange={(event) => setCategory((event.target.value || null) as ReportCategory | null)}
          >
            <option value="">{t('allCategories')}</option>
            {reportCategories.map((option) => (
              <option key={option} value={option}>
                {t(`categories.${option}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {view === 'moderators' ? (
        <ModeratorForm />
      ) : view === 'factors' ? (
        <FactorRemovalsView />
      ) : view === 'log' ? (
        <>
          <ApiDocumentButton />
          <ModerationLog />
        </>
      ) : view === 'people' ? (
        <PeopleView />
      ) : view === 'verifications' ? (
        <VerificationsView />
      ) : selected !== null ? (
        <CaseView id={selected} onBack={() => setSelected(null)} />
      ) : (
        <CaseList status={view} category={category} onOpen={setSelected} />
      )}
    </div>
  );
}

function CaseList({
  status,
  category,
  onOpen,
}: {
  status: 'open' | 'closed';
  category: ReportCategory | null;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('moderation');
  const cases = useCases(status, category);
  if (cases.isPending) return <p className="moderation__status">{t('loading')}</p>;
  if (cases.isError) return <Alert tone="error">{t('loadError')}</Alert>;
  if (cases.data.rows.length === 0) {
    return <p className="moderation__empty">{status === 'open' ? t('emptyOpen') : t('emptyClosed')}</p>;
  }
  return (
    <div className="moderation__cases">
      {cases.data.rows.map((item) => (
        <ModerationCaseCard key={item.id} item={item} onOpen={onOpen} />
      ))}
    </div>
  );
}

function ModerationLog() {
  const { t, i18n } = useTranslation('moderation');
  const log = useModerationLog();
  const roleName = (role: unknown) => (role === 'moderator' || role === 'admin' ? t(`roleNames.${role}`) : '');
  if (log.isPending) return <p className="moderation__status">{t('loading')}</p>;
  if (log.isError) return <Alert tone="error">{t('loadError')}</Alert>;
  if (log.data.rows.length === 0) return <p className="moderation__empty">{t('emptyLog')}</p>;
  return (
    <ol className="moderation__log">
      {log.data.rows.map((entry) => (
        <li key={entry.id}>
          <p>
            {t(`actions.${entry.action}`, {
              actor: entry.actor?.fullname ?? t('commandLine'),
              subject: entry.subject?.fullname ?? t('gone'),
              role: roleName(entry.detail.after ?? entry.detail.before),
            })}
          </p>
          {entry.note && <p className="moderation__note">{entry.note}</p>}
          <time dateTime={entry.createdAt}>{fullDate(entry.createdAt, i18n.language)}</time>
        </li>
      ))}
    </ol>
  );
}
