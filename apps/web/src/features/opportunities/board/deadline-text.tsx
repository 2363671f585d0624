import { useTranslation } from 'react-i18next';
import { langOf } from '@/i18n/use-lang.ts';
import { formatLongDate } from '@/lib/format-date.ts';
import { fullDate } from '@/lib/relative-time.ts';
import { useNow } from '@/lib/use-now.ts';
import { deadlineLeft } from './deadline.ts';

/**
 * "Cierra en 3 días · 12 de marzo de 2026" (`day`), with the time too (`time`) or alone (`none`: the date stays for
 * assistive technology); the date and time are the tooltip.
 */
export function DeadlineText({ deadline, date = 'day' }: { deadline: string; date?: 'none' | 'day' | 'time' }) {
  const { t, i18n } = useTranslation('board');
  const lang = langOf(i18n.language);
  const now = useNow();
  const left = deadlineLeft(deadline, now);
  const relative = left.unit === 'past' ? t('deadline.past') : t(`deadline.${left.unit}`, { count: left.count });
  const absolute = fullDate(deadline, lang);
  const shown = date === 'time' ? absolute : date === 'day' ? formatLongDate(deadline, lang) : '';
  return (
    <time dateTime={deadline} title={t('deadline.on', { date: absolute })}>
      {relative}
      {shown ? ` · ${shown}` : <span className="visually-hidden"> ({absolute})</span>}
    </time>
  );
}
