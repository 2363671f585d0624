import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { Lang } from '@vitrina/contract/constants';
import type { SelfUser } from '@vitrina/contract/users';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Drawer } from '@/components/ui/drawer.tsx';
import {
  AlertIcon,
  BellIcon,
  BriefcaseIcon,
  ChartIcon,
  ChatIcon,
  CloseIcon,
  CompassIcon,
  HomeIcon,
  LogoutIcon,
  SettingsIcon,
  StarIcon,
  UserIcon,
  UsersIcon,
} from '@/components/ui/icons.tsx';
import { LanguageToggle } from '@/components/ui/language-toggle.tsx';
import { RequestsBadge, UnreadBadge } from './unread-badge.tsx';
import './shell.css';
import { moderationPath, paths } from '@/lib/paths.ts';

/** The responsive side menu of the mobile header (spec §2). */
export function SideMenu({
  open,
  onClose,
  user,
  unreadMessages,
  messageRequests,
  unreadNotifications,
  onLanguage,
}: {
  open: boolean;
  onClose: () => void;
  user: SelfUser;
  unreadMessages: number;
  messageRequests: number;
  unreadNotifications: number;
  onLanguage: (lang: Lang) => void;
}) {
  const { t } = useTranslation('shell');
  const link = (to: string, icon: ReactNode, label: string, badge = 0, requests = 0) => (
    <li>
      <NavLink to={to} className="side-menu__link" onClick={onClose}>
        {icon}
        <span>{label}</span>
        {badge > 0 && <UnreadBadge count={badge} />}
        {requests > 0 && (
          <>
            <RequestsBadge count={requests} />
            <span className="visually-hidden">{t('messages.requests', { count: requests })}</span>
          </>
        )}
      </NavLink>
    </li>
  );
  return (
    <Drawer open={open} onClose={onClose} label={t('sideMenu.label')}>
      <div className="side-menu">
        <div className="side-menu__head">
          <Avatar image={user.profileImage} name={user.fullname} size={92} decorative />
          <button
            type="button"
            className="icon-button side-menu__close"
            onClick={onClose}
            aria-label={t('sideMenu.close')}
          >
            <CloseIcon />
          </button>
          <p className="side-menu__name">{user.fullname}</p>
          <p className="side-menu__type">{user.type ? t(`types.${user.type}`) : ''}</p>
          {user.type === 'talento' && (
            <Link className="side-menu__profile" to={paths.profile(user.profile_url)} onClick={onClose}>
              {t('account.profile')}
            </Link>
          )}
        </div>
        <nav aria-label={t('nav.label')}>
          <ul className="side-menu__list" role="list">
            {link(paths.news, <HomeIcon />, t('nav.news'))}
            {link(paths.explore, <CompassIcon />, t('nav.explore'))}
            {link(paths.opportunities(), <BriefcaseIcon />, t('nav.opportunities'))}
            {user.type === 'agencia' && link(paths.talents, <UsersIcon />, t('nav.talents'))}
            {user.type === 'agencia' && link(paths.shortlists(), <StarIcon />, t('nav.shortlists'))}
            {user.type === 'agencia' && link(paths.myOpportunities, <BriefcaseIcon />, t('account.myOpportunities'))}
            {user.type === 'talento' && link(paths.profile(user.profile_url), <UserIcon />, t('nav.profile'))}
            {link(paths.conversations, <ChatIcon />, t('messages.title'), unreadMessages, messageRequests)}
            {link(paths.notifications, <BellIcon />, t('notifications.title'), unreadNotifications)}
            {link(paths.insights, <ChartIcon />, t('account.insights'))}
            {link(paths.settings, <SettingsIcon />, t('account.settings'))}
            {/* The account menu's entry for moderators and admins, which phones do not show. */}
            {user.role && link(moderationPath, <AlertIcon />, t('account.moderation'))}
          </ul>
        </nav>
        <div className="side-menu__language">
          <span>{t('sideMenu.language')}</span>
          <LanguageToggle onChange={onLanguage} />
        </div>
        <nav className="side-menu__about" aria-label={t('about.title')}>
          <Link to={paths.terms} onClick={onClose}>
            {t('about.terms')}
          </Link>
          <Link to={paths.cookies} onClick={onClose}>
            {t('about.cookies')}
          </Link>
          <Link to={paths.privacy} onClick={onClose}>
            {t('about.privacy')}
          </Link>
          <Link to={paths.contact} onClick={onClose}>
            {t('about.contact')}
          </Link>
        </nav>
        <Link className="side-menu__logout" to={paths.logout} onClick={onClose}>
          <LogoutIcon /> {t('account.logout')}
        </Link>
      </div>
    </Drawer>
  );
}
