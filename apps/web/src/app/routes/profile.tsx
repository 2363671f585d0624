import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate, useParams } from 'react-router';
import type { ImageType } from '@vitrina/contract/media';
import { ChartIcon, SettingsIcon, UserIcon } from '@/components/ui/icons.tsx';
import { ImageIcon } from '@/components/ui/content-icons.tsx';
import { Menu } from '@/components/ui/menu.tsx';
import { useProfile } from '@/features/profiles/get-profile.ts';
import { graphKeys } from '@/features/profiles/graph-keys.ts';
import { ProfileHeader } from '@/features/profiles/profile-header.tsx';
import { ChangeImageModal } from '@/features/media/change-image-modal.tsx';
import { postsKeys } from '@/features/posts/api/posts-keys.ts';
import { usePageTexts } from '@/i18n/use-page-texts.ts';
import { paths } from '@/lib/paths.ts';
import { useRecordView } from '@/lib/record-view.ts';
import { currentArrivalSource } from '@/lib/view-source.ts';
import { GuardianNotice } from '../guardian-notice.tsx';
import { usePageTitle } from '../route-meta.tsx';
import { ProfileLoadState } from './profile-load-state.tsx';
import type { ProfileOutlet } from './profile-context.ts';

/**
 * /profile/{profile_url} and its tabs (spec §2): the header for everyone, the tab below. A profile that is
 * not there (missing, an agency's, or a block between us: all 404) sends the viewer to /noticias.
 */
export default function ProfileLayout() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const profile = useProfile(id);
  usePageTitle(profile.data?.user.fullname);
  // One view per visit of this profile (its tabs are the same visit); never of my own.
  useRecordView(
    id ? { kind: 'profile', profile_url: id } : null,
    profile.isSuccess && !profile.data.user.isOwner,
    currentArrivalSource,
  );

  // The page's render with the answer is a transition (React yields to the browser every few milliseconds),
  // not the blocking render a query's update is; the same person's later answers show the last until then.
  const deferred = useDeferredValue(profile.data);
  const data = deferred && deferred.user.id === profile.data?.user.id ? deferred : undefined;
  if (!profile.isSuccess || !data) return <ProfileLoadState profile={profile} skeleton rendering={!data} />;

  const onBlocked = () => {
    // The blocked person disappears everywhere: their posts, lists and this profile.
    void client.invalidateQueries({ queryKey: postsKeys.all });
    void client.invalidateQueries({ queryKey: graphKeys.all });
    void navigate(paths.news, { replace: true });
  };
  const outlet: ProfileOutlet = { profile: data };
  return (
    <div className="profile-page">
      <ProfileHeader user={data.user} ownerActions={<OwnerActions />} onBlocked={onBlocked} />
      {data.user.isOwner && <GuardianNotice />}
      <Outlet context={outlet} />
    </div>
  );
}

/**
 * The owner's own actions: my figures, and the settings menu (spec): change the profile photo or the
 * cover (the media feature's modal), /user.
 */
function OwnerActions() {
  const { t } = useTranslation('graph');
  const client = useQueryClient();
  const [open, setOpen] = useState<ImageType | null>(null);
  // The dialog's texts load on the click that opens it; it is mounted once they are there.
  const mediaTexts = usePageTexts('media', open !== null);
  const close = () => {
    setOpen(null);
    void client.invalidateQueries({ queryKey: graphKeys.profiles() });
  };
  return (
    <>
      <Link className="button button--ghost" to={paths.insights}>
        <ChartIcon size={18} /> <span>{t('owner.insights')}</span>
      </Link>
      <Menu
        label={t('owner.label')}
        trigger={
          <>
            <SettingsIcon size={18} /> <span>{t('owner.label')}</span>
          </>
        }
        triggerClassName="button button--ghost"
      >
        <button type="button" role="menuitem" className="menu__item" onClick={() => setOpen('profile')}>
          <UserIcon /> {t('owner.profilePhoto')}
        </button>
        <button type="button" role="menuitem" className="menu__item" onClick={() => setOpen('cover')}>
          <ImageIcon /> {t('owner.coverPhoto')}
        </button>
        <Link role="menuitem" className="menu__item" to={paths.settings}>
          <SettingsIcon /> {t('owner.settings')}
        </Link>
      </Menu>
      {mediaTexts && (
        <>
          <ChangeImageModal kind="profile" open={open === 'profile'} onClose={close} />
          <ChangeImageModal kind="cover" open={open === 'cover'} onClose={close} />
        </>
      )}
    </>
  );
}
