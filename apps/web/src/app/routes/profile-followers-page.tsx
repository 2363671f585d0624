import { ProfilePeoplePage } from './profile-people-page.tsx';

/** /profile/{profile_url}/followers: the person's followers on a page of their own. */
export default function ProfileFollowersPage() {
  return <ProfilePeoplePage kind="followers" />;
}
