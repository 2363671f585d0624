import { BoardView } from '@/features/opportunities/board/board-view.tsx';
import { useSearchAddress } from '@/features/scouting/use-search-address.ts';
import { useSelf } from '@/lib/session-context.ts';
import { usePageParam } from './use-page-param.ts';

/** /oportunidades: the board of open opportunities, for everyone (visitors included); "fits me" for a talent. */
export default function OpportunitiesPage() {
  const [params, edit] = useSearchAddress();
  const { page, hrefOf } = usePageParam();
  const self = useSelf()?.user;
  return (
    <BoardView
      params={params}
      edit={edit}
      page={page}
      hrefOf={hrefOf}
      canFit={self?.type === 'talento'}
      isMember={Boolean(self?.type)}
    />
  );
}
