import { useParams } from 'react-router';
import { ApplyPage } from '@/features/opportunities/applying/apply-page.tsx';
import NotFound from './not-found.tsx';

/** /oportunidades/:id/papeles/:roleId/postular: a talent applies to a role. */
export default function ApplyRoute() {
  const { id, roleId } = useParams();
  if (!id || !roleId || !/^\d+$/.test(id) || !/^\d+$/.test(roleId)) return <NotFound />;
  return <ApplyPage key={`${id}/${roleId}`} opportunityId={Number(id)} roleId={Number(roleId)} />;
}
