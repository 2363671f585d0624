import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { AccountType } from '@vitrina/contract/users';
import { HeartIcon, LockIcon, SettingsIcon, UserIcon } from '@/components/ui/icons.tsx';
import './settings.css';
import { paths } from '@/lib/paths.ts';

/** The settings area's side menu; on a phone it becomes a row of tabs that scrolls sideways. */
export function SettingsNav({ type }: { type: AccountType | null }) {
  const { t } = useTranslation('settings');
  const items = [
    { to: paths.userDashboard, label: type === 'agencia' ? t('nav.agency') : t('nav.personal'), icon: <UserIcon /> },
    { to: paths.userSettings, label: t('nav.account'), icon: <SettingsIcon /> },
    { to: paths.userInterests, label: t('nav.interests'), icon: <HeartIcon /> },
    { to: paths.userPassword, label: t('nav.password'), icon: <LockIcon /> },
  ];
  return (
    <nav className="settings-nav" aria-label={t('nav.label')}>
      <ul role="list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="settings-nav__link">
              {item.icon}
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
