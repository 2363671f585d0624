import { describe, expect, it } from 'vitest';
import { categoryNames, exploreMenu, exploreTarget } from './explore-categories.ts';

describe('explore addresses', () => {
  it('reads all, the menu short forms, the Spanish and English slugs; anything else is unknown', () => {
    expect(exploreTarget('all')).toEqual({ kind: 'all' });
    for (const slug of ['ciencia', 'ciencia-tecnologia', 'science-and-technology']) {
      expect(exploreTarget(slug)).toMatchObject({ kind: 'category', category: { id: 7 } });
    }
    expect(exploreTarget('musica')).toMatchObject({ kind: 'category', category: { id: 2 } });
    expect(exploreTarget('music-and-dance')).toMatchObject({ kind: 'category', category: { id: 2 } });
    expect(exploreTarget('cocina')).toMatchObject({ kind: 'category', category: { id: 8 } });
    expect(exploreTarget('todos')).toEqual({ kind: 'unknown' });
    expect(exploreTarget('Musica')).toEqual({ kind: 'unknown' });
  });

  it('the menu has the eight categories once each', () => {
    expect(exploreMenu.map((entry) => entry.slug)).toEqual([
      'ciencia',
      'cinematografia',
      'literatura',
      'musica',
      'artes',
      'deportes',
      'modelaje',
      'cocina',
    ]);
    expect(new Set(exploreMenu.map((entry) => entry.category.id)).size).toBe(8);
  });

  it('names a card’s categories in the reader’s language, leaving unknown ids out', () => {
    expect(categoryNames([2, 8], 'es')).toEqual(['Música y baile', 'Cocina']);
    expect(categoryNames([2, 99, 8], 'en')).toEqual(['Music and dance', 'Cooking']);
  });
});
