import { describe, expect, it } from 'vitest';
import { canHaveCompCard, collageCells, compCardFilename, compCardLang, placeLine } from './comp-card-rules.ts';

const area = { x: 40, y: 200, width: 500, height: 400 };
const inside = (cell: { x: number; y: number; width: number; height: number }) =>
  cell.x >= area.x - 1e-9 &&
  cell.y >= area.y - 1e-9 &&
  cell.x + cell.width <= area.x + area.width + 1e-9 &&
  cell.y + cell.height <= area.y + area.height + 1e-9;

describe('comp card rules', () => {
  it('only a talent has a comp card', () => {
    expect(canHaveCompCard({ type: 'talento' })).toBe(true);
    expect(canHaveCompCard({ type: 'agencia' })).toBe(false);
    expect(canHaveCompCard({ type: null })).toBe(false);
  });

  it('is in the talent’s language, Spanish for anything but English', () => {
    expect(compCardLang('en')).toBe('en');
    expect(compCardLang('es')).toBe('es');
    expect(compCardLang('fr')).toBe('es');
  });

  it('lays out up to four square photos inside the collage, never overlapping, the group centred', () => {
    expect(collageCells(0, area, 8)).toEqual([]);
    for (const count of [1, 2, 3, 4]) {
      const cells = collageCells(count, area, 8);
      expect(cells).toHaveLength(count);
      for (const cell of cells) {
        expect(cell.width).toBeCloseTo(cell.height);
        expect(inside(cell), JSON.stringify({ count, cell })).toBe(true);
      }
      for (const [i, a] of cells.entries())
        for (const b of cells.slice(i + 1))
          expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(
            true,
          );
    }
    expect(collageCells(1, area, 8)).toEqual([{ x: 90, y: 200, width: 400, height: 400 }]);
    expect(collageCells(7, area, 8)).toHaveLength(4);
    // No room, no photos (a very long header).
    expect(collageCells(2, { ...area, height: 0 }, 8)).toEqual([]);
  });

  it('writes the place in the card’s language, leaving out what the profile lacks', () => {
    expect(placeLine('Guadalajara', 'MX', 'es')).toBe('Guadalajara, México');
    expect(placeLine(' León ', 'MX', 'en')).toBe('León, Mexico');
    expect(placeLine('', 'ES', 'es')).toBe('España');
    expect(placeLine('Madrid', '', 'es')).toBe('Madrid');
    expect(placeLine('Madrid', 'not a code', 'es')).toBe('Madrid');
  });

  it('names the download after the profile address, in characters any header accepts', () => {
    expect(compCardFilename('lucia-nunez')).toBe('comp-card-lucia-nunez.pdf');
    expect(compCardFilename('ana"; x=ñ')).toBe('comp-card-ana---x--.pdf');
  });
});
