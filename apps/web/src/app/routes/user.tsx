import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Avatar } from '@/components/ui/avatar.tsx';
import { useSelf } from '@/lib/session-context.ts';
import { SettingsNav } from '@/features/accounts/settings/settings-nav.tsx';
import '@/features/accounts/settings/settings.css';

/** /user: the settings area with its side menu. */
export default function UserSettingsLayout() {
  const { t } = useTranslation('settings');
  const self = useSelf();
  if (!self) return null;
  const { user } = self;
  return (
    <div className="settings-page">
      <header className="settings-page__head">
        <Avatar image={user.profileImage} name={user.fullname} size={92} decorative />
        <div>
          <h1 className="settings-page__title">{t('title')}</h1>
          <p className="settings-page__who">
            {user.fullname}
            {user.type && <span className={`type-badge type-badge--${user.type}`}>{t(`types.${user.type}`)}</span>}
          </p>
        </div>
      </header>
      <div className="settings-page__body">
        <SettingsNav type={user.type} />
        <div className="settings-panel">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
