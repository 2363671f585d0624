import { UserVideos } from '@/features/posts/user-media-tabs.tsx';
import { usePageParam } from './use-page-param.ts';
import { useProfileOutlet } from './profile-context.ts';

/** The profile's videos tab, 12 a page. */
export default function ProfileVideosTab() {
  const { profile } = useProfileOutlet();
  const { page, hrefOf } = usePageParam();
  return <UserVideos profileUrl={profile.user.profile_url} name={profile.user.fullname} page={page} hrefOf={hrefOf} />;
}
