import { useTranslation } from 'react-i18next';
import { addBundledTexts } from '@/i18n/bundled-texts.ts';
import en from '@/i18n/en/deadline.ts';
import es from '@/i18n/es/deadline.ts';
import { langOf } from '@/i18n/use-lang.ts';
import { formatLongDate } from '@/lib/format-date.ts';
import { fullDate } from '@/lib/relative-time.ts';
import { useNow } from '@/lib/use-now.ts';
import { deadlineLeft } from './deadline.ts';

// With the part, not the board's namespace: the feed's card of fitting roles shows a deadline too.
addBundledTexts('deadline', { es, en });

/**
 * "Cierra en 3 días · 12 de marzo de 2026" (`day`), with the time too (`time`) or alone (`none`: the date stays for
 * assistive technology); the date and time are the tooltip.
 */
export function DeadlineText({ deadline, date = 'day' }: { deadline: string; date?: 'none' | 'day' | 'time' }) {
  const { t, i18n } = useTranslation('deadline');
  const lang = langOf(i18n.language);
  const now = useNow();
  const left = deadlineLeft(deadline, now);
  const relative = left.unit === 'past' ? t('past') : t(left.unit, { count: left.count });
  const absolute = fullDate(deadline, lang);
  const shown = date === 'time' ? absolute : date === 'day' ? formatLongDate(deadline, lang) : '';
  return (
    <time dateTime={deadline} title={t('on', { date: absolute })}>
      {relative}
      {shown ? ` · ${shown}` : <span className="visually-hidden"> ({absolute})</span>}
    </time>
  );
}
