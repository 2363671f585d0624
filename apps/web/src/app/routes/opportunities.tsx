import { BoardScreen } from '@/features/opportunities/board/board-view.tsx';

/** /oportunidades: the board of open opportunities, for everyone (visitors included). */
export default function OpportunitiesPage() {
  return <BoardScreen />;
}
