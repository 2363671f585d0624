import { useProfileOutlet } from './profile-context.ts';

/** Profile tab: to be built. */
export default function ProfileTab() {
  const { profile } = useProfileOutlet();
  return <section className="profile-tab">{profile.user.fullname}</section>;
}
