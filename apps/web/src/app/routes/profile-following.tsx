import { PeopleList } from '@/features/profiles/people-list.tsx';
import { useProfileOutlet } from './profile-context.ts';
import { usePeopleParams } from './use-people-params.ts';

/** The Siguiendo tab. */
export default function ProfileFollowingTab() {
  const { profile } = useProfileOutlet();
  return <PeopleList profileUrl={profile.user.profile_url} kind="following" {...usePeopleParams()} />;
}
