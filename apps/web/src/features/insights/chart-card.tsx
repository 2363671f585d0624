import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import BarChart, { type BarSeries } from './bar-chart.tsx';

/**
 * A chart and the same figures as a table (a "show as table" switch): the canvas says in words what it draws,
 * and the table, with its caption, gives every day's figures to whoever cannot or would rather not read a chart.
 */
export function ChartCard({
  title,
  description,
  caption,
  days,
  labels,
  series,
  stacked = false,
  withTotal = false,
  lang,
}: {
  title: string;
  description: string;
  caption: string;
  /** The days in full, for the table's first column. */
  days: readonly string[];
  /** The days as the chart's axis shows them. */
  labels: readonly string[];
  series: readonly BarSeries[];
  stacked?: boolean;
  /** A total column (stacked series add up). */
  withTotal?: boolean;
  lang: string;
}) {
  const { t } = useTranslation('insights');
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const number = new Intl.NumberFormat(lang);
  return (
    <section className="insights-card" aria-labelledby={`${id}-title`}>
      <div className="insights-card__head">
        <h2 className="insights-card__title" id={`${id}-title`}>
          {title}
        </h2>
        <button
          type="button"
          className="button button--ghost insights-card__switch"
          aria-controls={`${id}-figures`}
          onClick={() => setAsTable((value) => !value)}
        >
          {asTable ? t('charts.showChart') : t('charts.showTable')}
        </button>
      </div>
      <div id={`${id}-figures`}>
        {asTable ? (
          <div className="insights-table-wrap">
            <table className="insights-table">
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('charts.day')}</th>
                  {series.map((entry) => (
                    <th scope="col" key={entry.label}>
                      {entry.label}
                    </th>
                  ))}
                  {withTotal && <th scope="col">{t('charts.total')}</th>}
                </tr>
              </thead>
              <tbody>
                {days.map((day, index) => (
                  <tr key={day}>
                    <th scope="row">{day}</th>
                    {series.map((entry) => (
                      <td key={entry.label}>{number.format(entry.values[index] ?? 0)}</td>
                    ))}
                    {withTotal && (
                      <td>{number.format(series.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0))}</td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <BarChart labels={labels} series={series} stacked={stacked} description={description} lang={lang} />
        )}
      </div>
    </section>
  );
}
