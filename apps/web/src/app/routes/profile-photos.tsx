import { AddPhotos } from '@/features/posts/composer/add-photos-dialog.tsx';
import { UserPhotos } from '@/features/posts/media/user-media-tabs.tsx';
import { usePageParam } from './use-page-param.ts';
import { useProfileOutlet } from './profile-context.ts';

/** The profile's photos tab, 12 a page; the owner (a talent) can add photos. */
export default function ProfilePhotosTab() {
  const { profile } = useProfileOutlet();
  const { page, hrefOf } = usePageParam();
  const { user } = profile;
  return (
    <UserPhotos
      profileUrl={user.profile_url}
      name={user.fullname}
      page={page}
      hrefOf={hrefOf}
      actions={user.isOwner && user.type === 'talento' ? <AddPhotos profileUrl={user.profile_url} /> : undefined}
    />
  );
}
