import { useParams } from 'react-router';
import { ShortlistsPage } from '@/features/shortlists/shortlists-page.tsx';

/** /listas and /listas/:listId: an agency's shortlists. */
export default function ShortlistsRoute() {
  const { listId } = useParams();
  const id = listId && /^\d+$/.test(listId) ? Number(listId) : null;
  return <ShortlistsPage listId={id} />;
}
