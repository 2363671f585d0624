import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lang } from '@vitrina/contract/constants';
import type { SelfUser } from '@vitrina/contract/users';
import { Avatar } from '@/components/ui/avatar.tsx';
import {
  AlertIcon,
  BellIcon,
  BriefcaseIcon,
  ChartIcon,
  ChevronDownIcon,
  GlobeIcon,
  LogoutIcon,
  SettingsIcon,
  UserIcon,
} from '@/components/ui/icons.tsx';
import { Menu } from '@/components/ui/menu.tsx';
import './shell.css';
import { moderationPath, paths } from '@/lib/paths.ts';

/**
 * The account menu: profile, an agency's opportunities, insights, profile settings, notifications, language, about links and
 * log out (spec §2).
 */
export function AccountMenu({ user, onLanguage }: { user: SelfUser; onLanguage: (lang: Lang) => void }) {
  const { t, i18n } = useTranslation('shell');
  const other: Lang = i18n.language === 'en' ? 'es' : 'en';
  return (
    <Menu
      label={t('account.button', { name: user.fullname })}
      triggerClassName="account-trigger"
      trigger={
        <>
          <Avatar image={user.profileImage} name={user.fullname} size={36} decorative />
          <span className="account-trigger__name">{user.nombre}</span>
          <ChevronDownIcon size={16} />
        </>
      }
    >
      <div className="account-card" role="presentation">
        <Avatar image={user.profileImage} name={user.fullname} size={34} decorative />
        <div>
          <p className="account-card__name">{user.fullname}</p>
          <p className="account-card__type">{user.type ? t(`types.${user.type}`) : ''}</p>
        </div>
      </div>
      <hr className="menu__separator" />
      {user.type === 'talento' && (
        <Link role="menuitem" className="menu__item" to={paths.profile(user.profile_url)}>
          <UserIcon /> {t('account.profile')}
        </Link>
      )}
      {user.type === 'talento' && (
        <Link role="menuitem" className="menu__item" to={paths.myApplications}>
          <BriefcaseIcon /> {t('account.applications')}
        </Link>
      )}
      {user.type === 'agencia' && (
        <Link role="menuitem" className="menu__item" to={paths.myOpportunities}>
          <BriefcaseIcon /> {t('account.myOpportunities')}
        </Link>
      )}
      <Link role="menuitem" className="menu__item" to={paths.insights}>
        <ChartIcon /> {t('account.insights')}
      </Link>
      <Link role="menuitem" className="menu__item" to={paths.settings}>
        <SettingsIcon /> {t('account.settings')}
      </Link>
      <Link role="menuitem" className="menu__item" to={paths.notifications}>
        <BellIcon /> {t('account.notifications')}
      </Link>
      {user.role && (
        <Link role="menuitem" className="menu__item" to={moderationPath}>
          <AlertIcon /> {t('account.moderation')}
        </Link>
      )}
      <button role="menuitem" type="button" className="menu__item" lang={other} onClick={() => onLanguage(other)}>
        <GlobeIcon /> {t(`account.switchTo.${other}`)}
      </button>
      <hr className="menu__separator" />
      <p className="menu__group-label" id="account-about">
        {t('about.title')}
      </p>
      <div className="menu__links" role="group" aria-labelledby="account-about">
        <Link role="menuitem" className="menu__item" to={paths.terms}>
          {t('about.terms')}
        </Link>
        <Link role="menuitem" className="menu__item" to={paths.cookies}>
          {t('about.cookies')}
        </Link>
        <Link role="menuitem" className="menu__item" to={paths.privacy}>
          {t('about.privacy')}
        </Link>
        <Link role="menuitem" className="menu__item" to={paths.contact}>
          {t('about.contact')}
        </Link>
      </div>
      <hr className="menu__separator" />
      <Link role="menuitem" className="menu__item menu__item--danger" to={paths.logout}>
        <LogoutIcon /> {t('account.logout')}
      </Link>
    </Menu>
  );
}
