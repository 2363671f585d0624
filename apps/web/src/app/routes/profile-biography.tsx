import { ProfileAbout } from '@/features/profiles/profile-about.tsx';
import { useProfileOutlet } from './profile-context.ts';

/** The Biografía tab. */
export default function ProfileBiographyTab() {
  const { profile } = useProfileOutlet();
  return <ProfileAbout profile={profile} />;
}
