import { Navigate } from 'react-router';
import { AgencyOpportunities } from '@/features/opportunities/board/agency-opportunities.tsx';
import { paths } from '@/lib/paths.ts';
import { useProfileOutlet } from './profile-context.ts';
import { usePageParam } from './use-page-param.ts';

/** The profile's opportunities tab: an agency's open opportunities; a talent's profile has none (its posts). */
export default function ProfileOpportunitiesTab() {
  const { profile } = useProfileOutlet();
  const { page, hrefOf } = usePageParam();
  const { user } = profile;
  if (user.type !== 'agencia') return <Navigate to={paths.profile(user.profile_url)} replace />;
  return <AgencyOpportunities profileUrl={user.profile_url} page={page} hrefOf={hrefOf} />;
}
