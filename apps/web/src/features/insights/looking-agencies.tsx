import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LookingAgency, PrivateAgencies } from '@vitrina/contract/insights';
import { Avatar } from '@/components/ui/avatar.tsx';
import { countryName } from '@/components/ui/country-name.ts';
import { paths } from '@/lib/paths.ts';
import { longDay } from './insights-rules.ts';

/**
 * The agencies that looked at my profile: by name, picture and a way to write to them (agencies have no profile
 * page); those browsing privately only as "n agencies in <country>" for the period, with no row of their own.
 */
export function LookingAgencies({
  agencies,
  privateAgencies,
  lang,
}: {
  agencies: readonly LookingAgency[];
  privateAgencies: readonly PrivateAgencies[];
  lang: string;
}) {
  const { t } = useTranslation('insights');
  return (
    <section className="insights-card" aria-labelledby="insights-agencies-title">
      <h2 className="insights-card__title" id="insights-agencies-title">
        {t('agencies.title')}
      </h2>
      <p className="insights-card__lead">{t('agencies.lead')}</p>
      {agencies.length === 0 && privateAgencies.length === 0 ? (
        <p className="insights-card__empty">{t('agencies.empty')}</p>
      ) : (
        <ul className="looking-agencies">
          {agencies.map((agency) => (
            <li key={agency.profile_url} className="looking-agencies__item">
              <Avatar image={agency.image} name={agency.name} size={40} decorative />
              <div className="looking-agencies__who">
                <p className="looking-agencies__name">{agency.name}</p>
                <p className="looking-agencies__meta">
                  {t('agencies.views', { count: agency.views })} ·{' '}
                  {t('agencies.lastDay', { day: longDay(agency.lastDay, lang) })}
                </p>
              </div>
              <Link
                className="button button--ghost looking-agencies__message"
                to={paths.conversation(agency.profile_url)}
                aria-label={t('agencies.messageTo', { name: agency.name })}
              >
                {t('agencies.message')}
              </Link>
            </li>
          ))}
          {privateAgencies.map((group) => (
            <li key={`private-${group.country}`} className="looking-agencies__item">
              <span className="looking-agencies__anonymous" aria-hidden="true">
                ?
              </span>
              <div className="looking-agencies__who">
                <p className="looking-agencies__name">
                  {t('agencies.private', { count: group.agencies, country: countryName(group.country, lang) })}
                </p>
                <p className="looking-agencies__meta">{t('agencies.privateHint')}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
