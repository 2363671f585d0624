import { FollowedTalents } from '@/features/profiles/followed-talents.tsx';
import { usePageParam } from './use-page-param.ts';

/** /talentos (agencies only). */
export default function TalentsPage() {
  return <FollowedTalents {...usePageParam()} />;
}
