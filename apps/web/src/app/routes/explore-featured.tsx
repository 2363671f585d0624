import { TalentListPage } from '@/features/discovery/talent-list-page.tsx';
import { useSelf } from '@/lib/session-context.ts';
import { usePageParam } from './use-page-param.ts';

/** /explorar/destacados?page=N: the most followed talents (an agency: of its categories). */
export default function ExploreFeaturedPage() {
  const self = useSelf();
  return <TalentListPage kind="featured" isAgency={self?.user.type === 'agencia'} {...usePageParam()} />;
}
