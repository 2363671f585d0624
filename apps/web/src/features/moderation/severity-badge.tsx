import { useTranslation } from 'react-i18next';
import type { ReportCategory } from '@vitrina/contract/moderation-limits';
import { reportCategories } from '@vitrina/contract/moderation-limits';

/** A case's category as a badge whose tone follows its severity (the queue's order): text, never colour alone. */
export function SeverityBadge({ category }: { category: ReportCategory }) {
  const { t } = useTranslation('moderation');
  const rank = reportCategories.indexOf(category);
  const tone = rank <= 1 ? 'high' : rank <= 3 ? 'medium' : 'low';
  return <span className={`severity-badge severity-badge--${tone}`}>{t(`categories.${category}`)}</span>;
}
