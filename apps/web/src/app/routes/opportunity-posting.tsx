import { useParams } from 'react-router';
import { PostingPage } from '@/features/opportunities/posting/posting-page.tsx';

/** /oportunidades/nueva and /oportunidades/:id/editar: the agency's form, new or for one of its opportunities. */
export default function OpportunityPostingRoute() {
  const { id } = useParams();
  const opportunityId = id && /^\d+$/.test(id) ? Number(id) : null;
  return <PostingPage key={opportunityId ?? 'new'} opportunityId={opportunityId} />;
}
