import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { ProfileUser } from '@vitrina/contract/graph';
import { Avatar } from '@/components/ui/avatar.tsx';
import { countryName } from '@/components/ui/country-name.ts';
import { AlertIcon, ChatIcon, MoreIcon } from '@/components/ui/icons.tsx';
import { ShareIcon } from '@/components/ui/content-icons.tsx';
import { Menu } from '@/components/ui/menu.tsx';
import { AddToListSlot } from '@/lib/add-to-list-context.tsx';
import { paths } from '@/lib/paths.ts';
import { BlockDialog } from './block-dialog.tsx';
import { coverSources } from './cover-sources.ts';
import { FollowButton } from './follow-button.tsx';
import { ProfileTabs } from './profile-tabs.tsx';
import { LazyReportDialog } from './lazy-report-dialog.tsx';
import { ShareDialog } from './share-dialog.tsx';
import './graph.css';
import { formatCount } from '@/lib/plain-formats.ts';

/**
 * The head of a profile (spec): cover, avatar, name, counts and the menu of tabs. Non-owners get follow,
 * a message link, report and (by the block rule the server decides: `canBlock`) block; the owner gets
 * what the screen hands in as `ownerActions` (the photo changes belong to the media feature).
 */
export function ProfileHeader({
  user,
  ownerActions,
  onBlocked,
}: {
  user: ProfileUser;
  ownerActions?: ReactNode;
  onBlocked: () => void;
}) {
  const { t, i18n } = useTranslation('graph');
  const number = (n: number) => formatCount(n, i18n.language);
  const place = [user.ciudad, user.country ? countryName(user.country, i18n.language) : ''].filter(Boolean).join(', ');
  return (
    <header className="profile-header">
      <div className="profile-header__cover">
        {user.coverImage && (
          <img
            {...coverSources(user.coverImage)}
            alt=""
            width={1200}
            height={400}
            // The profile's largest paint on a phone: fetched ahead of the avatars and post pictures.
            fetchPriority="high"
          />
        )}
      </div>
      <div className="profile-header__body">
        <Avatar
          className="profile-header__avatar"
          image={user.profileImage}
          name={user.fullname}
          size={170}
          decorative
        />
        <div className="profile-header__who">
          <h1 className="profile-header__name">{user.fullname}</h1>
          {place && <p className="profile-header__place">{place}</p>}
          <p className="profile-header__counts">
            {/* NavLinks: on a phone these are the followers and following tabs (profile-tabs.tsx). */}
            <NavLink to={paths.profileTab(user.profile_url, 'seguidores')}>
              {t('counts.followers', { count: user.followersCount, n: number(user.followersCount) })}
            </NavLink>
            <NavLink to={paths.profileTab(user.profile_url, 'siguiendo')}>
              {t('counts.following', { count: user.followingCount, n: number(user.followingCount) })}
            </NavLink>
          </p>
        </div>
        <div className="profile-header__actions">
          {user.isOwner ? ownerActions : <VisitorActions user={user} onBlocked={onBlocked} />}
          <ShareButton
            profileUrl={user.profile_url}
            name={user.fullname}
            isOwner={user.isOwner}
            hasPublicPage={user.hasPublicPage}
          />
        </div>
      </div>
      <ProfileTabs profileUrl={user.profile_url} isAgency={user.type === 'agencia'} />
    </header>
  );
}

/** Share the profile: its link, the share sheet and its QR code (in a dialog, loaded when opened); mine, my comp card. */
function ShareButton({
  profileUrl,
  name,
  isOwner,
  hasPublicPage,
}: {
  profileUrl: string;
  name: string;
  isOwner: boolean;
  hasPublicPage: boolean;
}) {
  const { t } = useTranslation('graph');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('share.open', { name })}
        title={t('share.short')}
        onClick={() => setOpen(true)}
      >
        <ShareIcon />
      </button>
      <ShareDialog
        open={open}
        onClose={() => setOpen(false)}
        profileUrl={profileUrl}
        name={name}
        isOwner={isOwner}
        hasPublicPage={hasPublicPage}
      />
    </>
  );
}

/** Follow, message, and report or block in a menu. */
function VisitorActions({ user, onBlocked }: { user: ProfileUser; onBlocked: () => void }) {
  const { t } = useTranslation('graph');
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  return (
    <>
      {user.type === 'talento' && <FollowButton userId={user.id} name={user.fullname} following={user.following} />}
      {user.type === 'talento' && <AddToListSlot talentId={user.id} name={user.fullname} />}
      <Link className="button button--ghost" to={paths.conversation(user.profile_url)}>
        <ChatIcon size={18} /> {t('actions.message')}
      </Link>
      <Menu
        label={t('actions.more', { name: user.fullname })}
        trigger={<MoreIcon />}
        triggerClassName="icon-button profile-header__more"
      >
        <button type="button" role="menuitem" className="menu__item" onClick={() => setOpen('report')}>
          <AlertIcon /> {t('actions.report')}
        </button>
        {user.canBlock && (
          <button
            type="button"
            role="menuitem"
            className="menu__item menu__item--danger"
            onClick={() => setOpen('block')}
          >
            {t('actions.block')}
          </button>
        )}
      </Menu>
      <LazyReportDialog
        open={open === 'report'}
        onClose={() => setOpen(null)}
        target={{ kind: 'profile', id: user.id }}
        name={user.fullname}
      />
      {user.canBlock && (
        <BlockDialog
          open={open === 'block'}
          onClose={() => setOpen(null)}
          userId={user.id}
          name={user.fullname}
          onBlocked={onBlocked}
        />
      )}
    </>
  );
}
