import { Link } from 'react-router';
import type { Author } from '@vitrina/contract/posts';
import { Avatar } from '@/components/ui/avatar.tsx';
import { VerifiedBadge } from '@/components/ui/verified-badge.tsx';
import { paths } from '@/lib/paths.ts';

/** The agency that posted: its picture, its name (a link to its profile for members) and its verified badge. */
export function AgencyLine({ agency, isMember }: { agency: Author; isMember: boolean }) {
  return (
    <span className="opportunity-agency">
      <Avatar image={agency.profileImage} name={agency.fullname} size={28} decorative />
      {isMember && !agency.deleted ? (
        <Link to={paths.profile(agency.profile_url)}>{agency.fullname}</Link>
      ) : (
        <span>{agency.fullname}</span>
      )}
      {agency.verified && <VerifiedBadge />}
    </span>
  );
}
