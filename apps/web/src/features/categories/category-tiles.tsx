import { CheckIcon } from '@/components/ui/icons.tsx';
import { CategoryIcon } from '@/components/ui/category-icon.tsx';
import './categories.css';

export interface CategoryTile {
  id: number;
  name: string;
  selected: boolean;
  busy?: boolean;
}

/** Eight toggle boxes (buttons with aria-pressed) in a labelled group. */
export function CategoryTiles({
  label,
  tiles,
  onToggle,
  disabled = false,
}: {
  label: string;
  tiles: CategoryTile[];
  onToggle: (id: number, selected: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div className="category-tiles" role="group" aria-label={label}>
      {tiles.map((tile) => (
        <button
          key={tile.id}
          type="button"
          className={`category-tile category-tile--${tile.id}`}
          aria-pressed={tile.selected}
          aria-busy={tile.busy || undefined}
          disabled={disabled}
          onClick={() => onToggle(tile.id, !tile.selected)}
        >
          <span className="category-tile__icon">
            <CategoryIcon id={tile.id} />
          </span>
          <span className="category-tile__name">{tile.name}</span>
          <span className="category-tile__check" aria-hidden="true">
            <CheckIcon size={14} />
          </span>
        </button>
      ))}
    </div>
  );
}

/** Placeholder boxes while the list loads. */
export function CategoryTilesSkeleton() {
  return (
    <div className="category-tiles" aria-hidden="true">
      {Array.from({ length: 8 }, (_, index) => (
        <span key={index} className="category-tile category-tile--skeleton" />
      ))}
    </div>
  );
}
