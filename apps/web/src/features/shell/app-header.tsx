import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { Lang } from '@vitrina/contract/constants';
import type { SelfUser } from '@vitrina/contract/users';
import { BellIcon, ChatIcon, CloseIcon, MenuIcon, SearchIcon } from '@/components/ui/icons.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { AccountMenu } from './account-menu.tsx';
import { MessagesPopover, NotificationsPopover, type RenderInbox } from './inbox-popovers.tsx';
import { messagesLabel } from './messages-label.ts';
import { RequestsBadge, UnreadBadge } from './unread-badge.tsx';
import './shell.css';
import { paths } from '@/lib/paths.ts';

// Only a phone's tap opens it: its code stays out of every page's first load until then.
const SideMenu = lazy(() => import('./side-menu.tsx').then((module) => ({ default: module.SideMenu })));

/** How the header asks for its search box: the wide bar's, and the phone's search tab's (focused, closing it). */
export type RenderSearch = (options: { autoFocus?: boolean; onSearched?: () => void }) => ReactNode;

/**
 * The logged-in header of spec §2. Wide screens: search, main links, the messages and notifications
 * dropdowns and the account menu. Phones: a menu button for the side menu, and tabs for search,
 * chat and notifications. The search box belongs to the discovery feature, the messages dropdown's list to
 * the messages feature and the notifications dropdown's list to the notifications feature: the layout hands
 * them in.
 */
export function AppHeader({
  user,
  unreadMessages,
  messageRequests,
  unreadNotifications,
  onLanguage,
  renderSearch,
  renderMessages,
  renderNotifications,
}: {
  user: SelfUser;
  unreadMessages: number;
  /** Message requests waiting for me: a second badge on the messages icon. */
  messageRequests: number;
  unreadNotifications: number;
  onLanguage: (lang: Lang) => void;
  renderSearch: RenderSearch;
  renderMessages?: RenderInbox;
  renderNotifications?: RenderInbox;
}) {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  // Kept once opened, so the drawer can play its closing.
  const [menuWanted, setMenuWanted] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const profilePath = paths.profile(user.profile_url);

  return (
    <header className="shell-header">
      <div className="shell-header__bar">
        <button
          type="button"
          className="icon-button shell-header__menu"
          aria-label={t('sideMenu.open')}
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon />
        </button>
        <Logo to={paths.news} />
        <div className="shell-header__search">{renderSearch({})}</div>
        <nav className="shell-header__nav" aria-label={t('nav.label')}>
          <NavLink to={paths.news}>{t('nav.news')}</NavLink>
          <NavLink to={paths.explore}>{t('nav.explore')}</NavLink>
          <NavLink to={paths.opportunities()}>{t('nav.opportunities')}</NavLink>
          {user.type === 'agencia' && <NavLink to={paths.talents}>{t('nav.talents')}</NavLink>}
          {user.type === 'agencia' && <NavLink to={paths.shortlists()}>{t('nav.shortlists')}</NavLink>}
          {user.type === 'talento' && <NavLink to={profilePath}>{t('nav.profile')}</NavLink>}
        </nav>
        <div className="shell-header__actions">
          <MessagesPopover count={unreadMessages} requests={messageRequests} render={renderMessages} />
          <NotificationsPopover count={unreadNotifications} render={renderNotifications} />
          <AccountMenu user={user} onLanguage={onLanguage} />
        </div>
        <div className="shell-header__tabs" role="group" aria-label={t('tabs.label')}>
          <button
            type="button"
            className="icon-button"
            aria-label={searchOpen ? t('tabs.closeSearch') : t('tabs.search')}
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? 'mobile-search' : undefined}
            onClick={() => setSearchOpen((open) => !open)}
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </button>
          <Link
            className="icon-button"
            to={paths.conversations}
            aria-label={messagesLabel(t, unreadMessages, messageRequests)}
          >
            <ChatIcon />
            <UnreadBadge count={unreadMessages} />
            <RequestsBadge count={messageRequests} />
          </Link>
          <Link
            className="icon-button"
            to={paths.notifications}
            aria-label={t('notifications.button', { count: unreadNotifications })}
          >
            <BellIcon />
            <UnreadBadge count={unreadNotifications} />
          </Link>
        </div>
      </div>
      {searchOpen && (
        <div className="shell-header__mobile-search" id="mobile-search">
          {renderSearch({ autoFocus: true, onSearched: () => setSearchOpen(false) })}
        </div>
      )}
      {menuWanted && (
        <Suspense fallback={null}>
          <SideMenu
            open={menuOpen}
            onClose={closeMenu}
            user={user}
            unreadMessages={unreadMessages}
            messageRequests={messageRequests}
            unreadNotifications={unreadNotifications}
            onLanguage={onLanguage}
          />
        </Suspense>
      )}
    </header>
  );
}
