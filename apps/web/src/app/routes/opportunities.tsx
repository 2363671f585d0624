import { BoardScreen, type BoardSearches } from '@/features/opportunities/board/board-view.tsx';
import { SaveSearchButton } from '@/features/saved-searches/save-search-button.tsx';
import { SavedSearchList } from '@/features/saved-searches/saved-search-list.tsx';

/** A talent saves the board's filters as a search with alerts, and finds her saved ones above the results. */
const searches: BoardSearches = {
  save: (params, suggestedName) => <SaveSearchButton kind="board" params={params} suggestedName={suggestedName} />,
  list: <SavedSearchList kind="board" />,
};

/** /oportunidades: the board of open opportunities, for everyone (visitors included). */
export default function OpportunitiesPage() {
  return <BoardScreen searches={searches} />;
}
