import { FollowedTalents } from '@/features/graph/followed-talents.tsx';
import { usePageParam } from './use-page-param.ts';

/** /talentos (agencies only). */
export default function TalentsPage() {
  return <FollowedTalents {...usePageParam()} />;
}
