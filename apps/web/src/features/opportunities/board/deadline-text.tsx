import { useTranslation } from 'react-i18next';
import { langOf } from '@/i18n/use-lang.ts';
import { useNow } from '@/lib/use-now.ts';
import { fullDate } from '@/lib/relative-time.ts';
import { deadlineLeft } from './deadline.ts';

/** "Cierra en 3 días", its date and time as the tooltip and for assistive technology ("Plazo: 12 de marzo…"). */
export function DeadlineText({ deadline, withDate = false }: { deadline: string; withDate?: boolean }) {
  const { t, i18n } = useTranslation('board');
  const now = useNow();
  const left = deadlineLeft(deadline, now);
  const relative = left.unit === 'past' ? t('deadline.past') : t(`deadline.${left.unit}`, { count: left.count });
  const absolute = fullDate(deadline, langOf(i18n.language));
  return (
    <time dateTime={deadline} title={t('deadline.on', { date: absolute })}>
      {relative}
      {withDate ? ` · ${absolute}` : <span className="visually-hidden"> ({absolute})</span>}
    </time>
  );
}
