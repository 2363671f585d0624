import { describe, expect, it } from 'vitest';
import { categories, findCategoryBySlug } from './category-data.ts';
import { pickLang, toLang } from './constants.ts';

describe('pickLang', () => {
  it.each([
    [undefined, 'es'],
    ['', 'es'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9', 'es'],
    ['fr;q=1, en;q=0.5, es;q=0.8', 'es'],
    ['de, en;q=0.2', 'en'],
    ['ES-mx', 'es'],
  ])('reads %j as %s', (header, lang) => {
    expect(pickLang(header)).toBe(lang);
  });
});

describe('categories', () => {
  it('are numbered 1–8 exactly as the spec numbers them', () => {
    expect(categories.map((c) => [c.id, c.slugEn])).toEqual([
      [1, 'sports'],
      [2, 'music-and-dance'],
      [3, 'art'],
      [4, 'cinematography'],
      [5, 'modeling'],
      [6, 'literature'],
      [7, 'science-and-technology'],
      [8, 'kitchen'],
    ]);
  });

  it('are found by either slug form and by the explore menu slug', () => {
    expect(findCategoryBySlug('cocina')?.id).toBe(8);
    expect(findCategoryBySlug('kitchen')?.id).toBe(8);
    expect(findCategoryBySlug('ciencia')?.id).toBe(7);
    expect(findCategoryBySlug('ciencia-tecnologia')?.id).toBe(7);
    expect(findCategoryBySlug('all')).toBeUndefined();
  });
});

describe('stored language codes', () => {
  it('read as the product language, Spanish for anything else', () => {
    expect(toLang('en')).toBe('en');
    expect(toLang('es')).toBe('es');
    expect(toLang('fr')).toBe('es');
    expect(toLang(null)).toBe('es');
  });
});
