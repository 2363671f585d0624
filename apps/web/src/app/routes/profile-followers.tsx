import { PeopleList } from '@/features/profiles/people-list.tsx';
import { useProfileOutlet } from './profile-context.ts';
import { usePeopleParams } from './use-people-params.ts';

/** The Seguidores tab. */
export default function ProfileFollowersTab() {
  const { profile } = useProfileOutlet();
  return <PeopleList profileUrl={profile.user.profile_url} kind="followers" {...usePeopleParams()} />;
}
