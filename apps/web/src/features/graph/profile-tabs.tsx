import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths, profileTabs } from '@/lib/paths.ts';

/** The profile's menu (spec): a navigation whose current tab carries aria-current="page". */
export function ProfileTabs({ profileUrl }: { profileUrl: string }) {
  const { t } = useTranslation('graph');
  const tabs = [
    { key: 'posts', to: paths.profile(profileUrl), end: true },
    ...profileTabs.map((tab) => ({ key: tab, to: paths.profileTab(profileUrl, tab), end: false })),
  ];
  return (
    <nav className="profile-tabs" aria-label={t('tabs.label')}>
      <ul className="profile-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink className="profile-tabs__link" to={tab.to} end={tab.end}>
              {t(`tabs.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
