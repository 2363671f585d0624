/**
 * The photo grid of a post (spec §2): the first two photos take half the width, the next ones a third,
 * the fifth carries a "+N" overlay with the number of photos not shown, and the sixth and later are not
 * in the grid (the viewer still shows them all).
 *
 * Our reading for posts with fewer photos: a row is never left with a gap. A lone first photo takes the
 * whole width; with three photos the third takes the whole second row; with four, the third and fourth
 * share it by halves. From five photos on, the rule applies exactly as written: ½ ½ / ⅓ ⅓ ⅓.
 */
export const GRID_VISIBLE = 5;

export type TileSpan = 'full' | 'half' | 'third';

export interface GridTile {
  /** Index of the photo in the post (also its index in the viewer). */
  index: number;
  span: TileSpan;
  /** Photos not shown, on the last tile (0 elsewhere). */
  more: number;
}

export function photoGrid(count: number): GridTile[] {
  const total = Math.max(0, Math.floor(count));
  const shown = Math.min(total, GRID_VISIBLE);
  const firstRow = Math.min(shown, 2);
  const secondRow = shown - firstRow;
  const spanOf = (index: number): TileSpan => {
    if (index < 2) return firstRow === 1 ? 'full' : 'half';
    if (secondRow === 1) return 'full';
    return secondRow === 2 ? 'half' : 'third';
  };
  return Array.from({ length: shown }, (_, index) => ({
    index,
    span: spanOf(index),
    more: index === GRID_VISIBLE - 1 ? total - GRID_VISIBLE : 0,
  }));
}
