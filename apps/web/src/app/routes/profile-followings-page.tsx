import { ProfilePeoplePage } from './profile-people-page.tsx';

/** /profile/{profile_url}/followings: whom the person follows, on a page of its own. */
export default function ProfileFollowingsPage() {
  return <ProfilePeoplePage kind="following" />;
}
