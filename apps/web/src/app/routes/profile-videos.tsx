import { AddVideo } from '@/features/posts/composer/add-video-dialog.tsx';
import { UserVideos } from '@/features/posts/media/user-media-tabs.tsx';
import { usePageParam } from './use-page-param.ts';
import { useProfileOutlet } from './profile-context.ts';

/** The profile's videos tab, 12 a page; the owner (a talent) can add a video. */
export default function ProfileVideosTab() {
  const { profile } = useProfileOutlet();
  const { page, hrefOf } = usePageParam();
  const { user } = profile;
  return (
    <UserVideos
      profileUrl={user.profile_url}
      name={user.fullname}
      page={page}
      hrefOf={hrefOf}
      actions={user.isOwner && user.type === 'talento' ? <AddVideo profileUrl={user.profile_url} /> : undefined}
    />
  );
}
