import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LookingAgency } from '@vitrina/contract/insights';
import { Avatar } from '@/components/ui/avatar.tsx';
import { countryName } from '@/components/ui/country-name.ts';
import { paths } from '@/lib/paths.ts';
import { longDay } from './insights-rules.ts';

/**
 * The agencies that looked at my profile: by name, picture and a way to write to them (agencies have no profile
 * page), or "an agency in <country>" when one browses privately.
 */
export function LookingAgencies({ agencies, lang }: { agencies: readonly LookingAgency[]; lang: string }) {
  const { t } = useTranslation('insights');
  return (
    <section className="insights-card" aria-labelledby="insights-agencies-title">
      <h2 className="insights-card__title" id="insights-agencies-title">
        {t('agencies.title')}
      </h2>
      <p className="insights-card__lead">{t('agencies.lead')}</p>
      {agencies.length === 0 ? (
        <p className="insights-card__empty">{t('agencies.empty')}</p>
      ) : (
        <ul className="looking-agencies">
          {agencies.map((agency, index) => {
            const name = agency.name ?? t('agencies.private', { country: countryName(agency.country, lang) });
            return (
              <li key={agency.profile_url ?? `private-${index}`} className="looking-agencies__item">
                {agency.name ? (
                  <Avatar image={agency.image} name={agency.name} size={40} decorative />
                ) : (
                  <span className="looking-agencies__anonymous" aria-hidden="true">
                    ?
                  </span>
                )}
                <div className="looking-agencies__who">
                  <p className="looking-agencies__name">{name}</p>
                  <p className="looking-agencies__meta">
                    {t('agencies.views', { count: agency.views })} ·{' '}
                    {t('agencies.lastDay', { day: longDay(agency.lastDay, lang) })}
                  </p>
                  {!agency.name && <p className="looking-agencies__meta">{t('agencies.privateHint')}</p>}
                </div>
                {agency.name && agency.profile_url && (
                  <Link
                    className="button button--ghost looking-agencies__message"
                    to={paths.conversation(agency.profile_url)}
                    aria-label={t('agencies.messageTo', { name: agency.name })}
                  >
                    {t('agencies.message')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
