import { describe, expect, it } from 'vitest';
import { photoGrid } from './photo-grid.ts';

const spans = (count: number) => photoGrid(count).map((tile) => tile.span);

describe('photoGrid', () => {
  it('has no tiles without photos', () => {
    expect(photoGrid(0)).toEqual([]);
  });

  it('five photos: two halves, then three thirds, and no overlay', () => {
    expect(spans(5)).toEqual(['half', 'half', 'third', 'third', 'third']);
    expect(photoGrid(5).map((tile) => tile.more)).toEqual([0, 0, 0, 0, 0]);
  });

  it('more than five: the fifth carries +N with the rest, the sixth and later are not in the grid', () => {
    const tiles = photoGrid(9);
    expect(tiles).toHaveLength(5);
    expect(tiles.map((tile) => tile.span)).toEqual(['half', 'half', 'third', 'third', 'third']);
    expect(tiles.map((tile) => tile.more)).toEqual([0, 0, 0, 0, 4]);
    expect(tiles.map((tile) => tile.index)).toEqual([0, 1, 2, 3, 4]);
    expect(photoGrid(6).at(-1)?.more).toBe(1);
  });

  it('fewer photos never leave a gap in a row', () => {
    expect(spans(1)).toEqual(['full']);
    expect(spans(2)).toEqual(['half', 'half']);
    expect(spans(3)).toEqual(['half', 'half', 'full']);
    expect(spans(4)).toEqual(['half', 'half', 'half', 'half']);
  });
});
