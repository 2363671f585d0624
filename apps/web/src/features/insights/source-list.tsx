import { useTranslation } from 'react-i18next';
import type { Insights } from '@vitrina/contract/insights';
import { sourceShares } from './insights-rules.ts';

/** Profile views by where they came from: a bar per source, its views and share in words. */
export function SourceList({ sources, lang }: { sources: Insights['sources']; lang: string }) {
  const { t } = useTranslation('insights');
  const number = new Intl.NumberFormat(lang);
  const shares = sourceShares(sources);
  const total = shares.reduce((sum, entry) => sum + entry.views, 0);
  return (
    <section className="insights-card" aria-labelledby="insights-sources-title">
      <h2 className="insights-card__title" id="insights-sources-title">
        {t('sources.title')}
      </h2>
      <p className="insights-card__lead">{t('sources.lead')}</p>
      {total === 0 ? (
        <p className="insights-card__empty">{t('sources.empty')}</p>
      ) : (
        <ul className="source-list">
          {shares.map((entry) => (
            <li key={entry.source} className="source-list__row">
              <span className="source-list__label">{t(`sources.${entry.source}`)}</span>
              <span className="source-list__value">
                {t('sources.value', { views: number.format(entry.views), percent: number.format(entry.percent) })}
              </span>
              <span className="source-list__track" aria-hidden="true">
                <span className="source-list__bar" style={{ width: `${entry.percent}%` }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
