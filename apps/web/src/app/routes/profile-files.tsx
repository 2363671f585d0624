import { UserFiles } from '@/features/posts/media/user-media-tabs.tsx';
import { usePageParam } from './use-page-param.ts';
import { useProfileOutlet } from './profile-context.ts';

/** The profile's files tab, 12 a page. */
export default function ProfileFilesTab() {
  const { profile } = useProfileOutlet();
  const { page, hrefOf } = usePageParam();
  return <UserFiles profileUrl={profile.user.profile_url} name={profile.user.fullname} page={page} hrefOf={hrefOf} />;
}
