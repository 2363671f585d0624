import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { insightPeriods, RAW_VIEW_HOURS, type InsightPeriod } from '@vitrina/contract/insight-limits';
import type { Insights } from '@vitrina/contract/insights';
import { Alert } from '@/components/ui/alert.tsx';
import { ChartIcon } from '@/components/ui/icons.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import type { BarSeries } from './bar-chart.tsx';
import { ChartCard } from './chart-card.tsx';
import { useInsights } from './get-insights.ts';
import { dayLabel, isEmptyPeriod, longDay, totalOf } from './insights-rules.ts';
import { LookingAgencies } from './looking-agencies.tsx';
import { SourceList } from './source-list.tsx';
import { SummaryFigures } from './summary-figures.tsx';
import { TopPosts } from './top-posts.tsx';
import '@/components/ui/states.css';
import '@/components/ui/toggle-group.css';
import './insights.css';

/** The audiences' colours in the charts (the design's violet, coral and amber), and followers'. */
const colours = { agency: '#6c4df6', talent: '#d2412c', visitor: '#e89a1c', gained: '#1f9d6b', lost: '#b42318' };

/**
 * /user/estadisticas: my figures for the last 7, 30 or 90 days — a summary, daily profile views by
 * audience and followers gained and lost as charts (each with a table of the same figures), where views came
 * from, my most viewed posts and the agencies that looked.
 */
export function InsightsDashboard({
  days,
  onDays,
  profileHref,
}: {
  days: InsightPeriod;
  onDays: (days: InsightPeriod) => void;
  /** My profile (talents have one), offered when there is nothing to show yet. */
  profileHref: string | null;
}) {
  const { t, i18n } = useTranslation('insights');
  const insights = useInsights(days);
  const lang = i18n.language;

  return (
    <div className="insights-page" aria-busy={insights.isFetching || undefined}>
      <header className="insights-page__head">
        <div>
          <h1>{t('title')}</h1>
          <p className="insights-page__intro">{t('intro')}</p>
        </div>
        <div className="toggle-group" role="group" aria-label={t('periods.label')}>
          {insightPeriods.map((option) => (
            <button
              key={option}
              type="button"
              className="toggle-group__option"
              aria-pressed={days === option}
              onClick={() => onDays(option)}
            >
              {t('periods.option', { count: option })}
            </button>
          ))}
        </div>
      </header>
      {insights.isPending && <InsightsSkeleton label={t('loading')} />}
      {insights.isError && (
        <Alert tone="error" title={t('loadError')}>
          <p>{apiErrorText(insights.error)}</p>
          <button type="button" className="button button--ghost" onClick={() => void insights.refetch()}>
            {t('retry')}
          </button>
        </Alert>
      )}
      {insights.isSuccess && <InsightsBody insights={insights.data} lang={lang} profileHref={profileHref} />}
    </div>
  );
}

function InsightsBody({
  insights,
  lang,
  profileHref,
}: {
  insights: Insights;
  lang: string;
  profileHref: string | null;
}) {
  const { t } = useTranslation('insights');
  const { daily, totals } = insights;
  const labels = useMemo(() => daily.map((entry) => dayLabel(entry.day, lang)), [daily, lang]);
  const fullDays = useMemo(() => daily.map((entry) => longDay(entry.day, lang)), [daily, lang]);
  const audienceSeries = useMemo<BarSeries[]>(
    () =>
      (['agency', 'talent', 'visitor'] as const).map((audience) => ({
        label: t(`audience.${audience}`),
        values: daily.map((entry) => entry.profileViews[audience]),
        color: colours[audience],
      })),
    [daily, t],
  );
  const followerSeries = useMemo<BarSeries[]>(
    () => [
      {
        label: t('charts.followers.gained'),
        values: daily.map((entry) => entry.followersGained),
        color: colours.gained,
      },
      { label: t('charts.followers.lost'), values: daily.map((entry) => entry.followersLost), color: colours.lost },
    ],
    [daily, t],
  );

  return (
    <>
      <p className="insights-page__period">
        {t('periods.since', { from: longDay(insights.from, lang), to: longDay(insights.to, lang) })}
      </p>
      {isEmptyPeriod(insights) && (
        <div className="empty-state insights-empty" role="status">
          <span className="empty-state__icon" aria-hidden="true">
            <ChartIcon size={26} />
          </span>
          <p className="empty-state__title">{t('empty.title')}</p>
          <p className="empty-state__body">{t('empty.body')}</p>
          {profileHref && (
            <Link className="button button--primary" to={profileHref}>
              {t('empty.share')}
            </Link>
          )}
        </div>
      )}
      <SummaryFigures insights={insights} lang={lang} />
      <div className="insights-grid">
        <ChartCard
          title={t('charts.profileViews.title')}
          description={t('charts.profileViews.alt', { days: insights.days, total: totalOf(totals.profileViews) })}
          caption={t('charts.profileViews.caption', { days: insights.days })}
          days={fullDays}
          labels={labels}
          series={audienceSeries}
          stacked
          withTotal
          lang={lang}
        />
        <ChartCard
          title={t('charts.followers.title')}
          description={t('charts.followers.alt', {
            days: insights.days,
            gained: totals.followersGained,
            lost: totals.followersLost,
          })}
          caption={t('charts.followers.caption', { days: insights.days })}
          days={fullDays}
          labels={labels}
          series={followerSeries}
          lang={lang}
        />
        <SourceList sources={insights.sources} lang={lang} />
        <LookingAgencies agencies={insights.agencies} privateAgencies={insights.privateAgencies} lang={lang} />
        <TopPosts posts={insights.topPosts} />
      </div>
      <p className="insights-page__privacy">{t('privacy', { hours: RAW_VIEW_HOURS })}</p>
    </>
  );
}

function InsightsSkeleton({ label }: { label: string }) {
  return (
    <div className="insights-skeleton">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className="insights-figures" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((index) => (
          <span key={index} className="skeleton insights-skeleton__figure" />
        ))}
      </div>
      <div className="insights-grid" aria-hidden="true">
        <span className="skeleton insights-skeleton__card" />
        <span className="skeleton insights-skeleton__card" />
      </div>
    </div>
  );
}
