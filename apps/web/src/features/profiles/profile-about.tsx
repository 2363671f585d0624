import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileResponse } from '@vitrina/contract/graph';
import { countryName } from '@/components/ui/country-name.ts';
import { birthDate, memberSince, safeHref } from './profile-format.ts';
import { CategoryChips, SocialLinks } from './profile-widgets.tsx';
import './graph.css';

/**
 * The Biografía tab (spec): about me; name, birth date if present, sex (Masculino for MA, else Femenino),
 * country in the reader's language, e-mail as a mail link, member since, website; categories and social icons.
 */
export function ProfileAbout({ profile }: { profile: ProfileResponse }) {
  const { t, i18n } = useTranslation('graph');
  const { user } = profile;
  const lang = i18n.language;
  const website = safeHref(profile.profile.web);
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'name', label: t('about.name'), value: user.fullname },
    ...(user.birthdate
      ? [{ key: 'birthdate', label: t('about.birthdate'), value: birthDate(user.birthdate, lang) }]
      : []),
    { key: 'sex', label: t('about.sex'), value: user.sex === 'MA' ? t('about.male') : t('about.female') },
    ...(user.country ? [{ key: 'country', label: t('about.country'), value: countryName(user.country, lang) }] : []),
    ...(user.email
      ? [{ key: 'email', label: t('about.email'), value: <a href={`mailto:${user.email}`}>{user.email}</a> }]
      : []),
    { key: 'since', label: t('about.memberSince'), value: memberSince(user.createdAt, lang) },
    ...(website
      ? [
          {
            key: 'web',
            label: t('about.website'),
            value: (
              <a href={website} target="_blank" rel="noopener noreferrer">
                {profile.profile.web}
              </a>
            ),
          },
        ]
      : []),
  ];
  return (
    <div className="profile-columns profile-columns--about">
      <div className="profile-widgets">
        <section className="profile-card" aria-labelledby="about-personal">
          <h2 id="about-personal" className="profile-card__title">
            {t('about.personal')}
          </h2>
          <dl className="about-list">
            {rows.map((row) => (
              <div key={row.key}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <div className="profile-widgets">
        <section className="profile-card" aria-labelledby="about-me">
          <h2 id="about-me" className="profile-card__title">
            {t('about.aboutMe')}
          </h2>
          <p className="profile-card__text">{user.biography || t('widgets.noBiography')}</p>
        </section>
        <section className="profile-card" aria-labelledby="about-categories">
          <h2 id="about-categories" className="profile-card__title">
            {t('widgets.categories')}
          </h2>
          <CategoryChips categories={profile.categories.filter((category) => category.subscribed)} />
        </section>
        <section className="profile-card" aria-labelledby="about-social">
          <h2 id="about-social" className="profile-card__title">
            {t('widgets.social')}
          </h2>
          <SocialLinks links={profile.profile} name={user.fullname} />
        </section>
      </div>
    </div>
  );
}
