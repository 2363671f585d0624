import { TalentListPage } from '@/features/discovery/talent-list-page.tsx';
import { useSelf } from '@/lib/session-context.ts';
import { usePageParam } from './use-page-param.ts';

/** /explorar/recientes?page=N: the newest talents (an agency: of its categories). */
export default function ExploreRecentPage() {
  const self = useSelf();
  return <TalentListPage kind="recent" isAgency={self?.user.type === 'agencia'} {...usePageParam()} />;
}
