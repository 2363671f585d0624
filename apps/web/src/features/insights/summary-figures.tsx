import { useTranslation } from 'react-i18next';
import type { Insights } from '@vitrina/contract/insights';
import { changeAgainst, totalOf } from './insights-rules.ts';

/** The period at a glance: profile views (against the period before, and by audience), posts, photos, followers. */
export function SummaryFigures({ insights, lang }: { insights: Insights; lang: string }) {
  const { t } = useTranslation('insights');
  const number = new Intl.NumberFormat(lang);
  const { totals, days } = insights;
  const views = totalOf(totals.profileViews);
  const change = changeAgainst(views, totals.previousProfileViews);
  const changeText =
    change.kind === 'change'
      ? t('summary.change', { sign: change.sign, percent: number.format(change.percent), days })
      : change.kind === 'same'
        ? t('summary.same', { days })
        : t('summary.noPrevious', { days });
  const figure = (label: string, value: number, modifier: string, detail?: string) => (
    <div className={`insights-figure insights-figure--${modifier}`}>
      <dt className="insights-figure__label">{label}</dt>
      <dd className="insights-figure__value">{number.format(value)}</dd>
      {detail && <dd className="insights-figure__detail">{detail}</dd>}
    </div>
  );
  return (
    <dl className="insights-figures" aria-label={t('summary.label')}>
      <div className="insights-figure insights-figure--main">
        <dt className="insights-figure__label">{t('summary.profileViews')}</dt>
        <dd className="insights-figure__value">{number.format(views)}</dd>
        <dd
          className={`insights-figure__change${change.kind === 'change' ? ` insights-figure__change--${change.sign === '+' ? 'up' : 'down'}` : ''}`}
        >
          {changeText}
        </dd>
        <dd className="insights-figure__detail">
          {t('summary.byAudience', {
            agency: number.format(totals.profileViews.agency),
            talent: number.format(totals.profileViews.talent),
            visitor: number.format(totals.profileViews.visitor),
          })}
        </dd>
      </div>
      {figure(t('summary.postViews'), totals.postViews, 'posts')}
      {figure(t('summary.photoViews'), totals.photoViews, 'photos')}
      {figure(t('summary.followersGained'), totals.followersGained, 'gained')}
      {figure(t('summary.followersLost'), totals.followersLost, 'lost')}
    </dl>
  );
}
