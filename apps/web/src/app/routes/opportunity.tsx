import { useParams } from 'react-router';
import { useOpportunity } from '@/features/opportunities/api/board.ts';
import { OpportunityScreen } from '@/features/opportunities/board/opportunity-screen.tsx';
import { useSelf } from '@/lib/session-context.ts';
import { usePageTitle } from '../route-meta.tsx';

/** /oportunidades/{id}: an opportunity's page, for visitors too; titled by the opportunity. */
export default function OpportunityPage() {
  const { id = '' } = useParams();
  const opportunityId = Number(id);
  const type = useSelf()?.user.type ?? null;
  usePageTitle(useOpportunity(opportunityId).data?.title);
  return <OpportunityScreen key={opportunityId} id={opportunityId} viewer={type} />;
}
