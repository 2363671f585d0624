import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseSummary } from '@vitrina/contract/moderation';
import { Avatar } from '@/components/ui/avatar.tsx';
import { fullDate } from '@/lib/relative-time.ts';
import { SeverityBadge } from './severity-badge.tsx';

/** One case in the queue: its severity, what and whose it is, how many reported it; opens the case view. */
export function ModerationCaseCard({ item, onOpen }: { item: CaseSummary; onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation('moderation');
  const id = useId();
  const name = item.subject?.fullname ?? t('gone');
  return (
    <article className="moderation-case" aria-labelledby={`${id}-name`}>
      <header className="moderation-case__head">
        {item.subject && <Avatar image={item.subject.profileImage} name={name} size={40} decorative />}
        <div>
          <h2 id={`${id}-name`} className="moderation-case__name">
            {t('caseOf', { kind: t(`kinds.${item.target.kind}`), name })}
          </h2>
          <p className="moderation-case__meta">
            <SeverityBadge category={item.category} /> {t('reporters', { count: item.reporters })} ·{' '}
            <time dateTime={item.lastReportedAt}>{fullDate(item.lastReportedAt, i18n.language)}</time>
            {item.outcome && <> · {t(`outcomes.${item.outcome}`)}</>}
          </p>
        </div>
      </header>
      <button
        type="button"
        className="button button--ghost"
        aria-describedby={`${id}-name`}
        onClick={() => onOpen(item.id)}
      >
        {t('review')}
      </button>
    </article>
  );
}
