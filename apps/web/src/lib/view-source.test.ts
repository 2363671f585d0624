import { afterEach, describe, expect, it } from 'vitest';
import { arrivalSource, notePlace, placeSource, resetPlaces, visitPlaces, type Place } from './view-source.ts';

const at = (url: string, state?: unknown): Place => {
  const parsed = new URL(url, 'https://vitrina.test');
  return { pathname: parsed.pathname, search: parsed.search, state };
};
const origin = 'https://vitrina.test';
const source = (previous: Place | null, current: Place, referrer = '') =>
  arrivalSource({ previous, current }, referrer, origin);

describe('where a view came from', () => {
  afterEach(() => resetPlaces());

  it('names the page before by its kind: the feed, explore pages, search', () => {
    const profile = at('/profile/ana');
    expect(source(at('/noticias'), profile)).toBe('feed');
    expect(source(at('/noticias?filtro=fotos'), profile)).toBe('feed');
    for (const page of ['/explorar', '/explorar/destacados', '/explorar/musica', '/talentos', '/etiquetas/jazz'])
      expect(source(at(page), profile), page).toBe('explore');
    expect(source(at('/explorar?q=ana'), profile)).toBe('search');
    expect(source(at('/conversaciones/todas'), profile)).toBe('direct');
    expect(source(at('/noticias/42'), profile)).toBe('direct');
  });

  it('counts a link from the header search as search, wherever it was used', () => {
    expect(source(at('/noticias'), at('/profile/ana', { viewSource: 'search' }))).toBe('search');
  });

  it('counts a shared link (the share marker) and the first page from another site as a link', () => {
    expect(source(at('/noticias'), at('/profile/ana?ref=share'))).toBe('link');
    expect(source(null, at('/profile/ana'), 'https://wa.me/')).toBe('link');
    expect(source(null, at('/profile/ana'), 'https://vitrina.test/login')).toBe('direct');
    expect(source(null, at('/profile/ana'))).toBe('direct');
  });

  it('keeps the page before while only the query changes (a photo opened, a search typed again)', () => {
    notePlace(at('/noticias'));
    notePlace(at('/noticias/7'));
    notePlace(at('/noticias/7?foto=2'));
    expect(visitPlaces().previous?.pathname).toBe('/noticias');
    expect(visitPlaces().current?.search).toBe('?foto=2');
    notePlace(at('/profile/ana'));
    expect(visitPlaces().previous?.pathname).toBe('/noticias/7');
  });

  it('tells the pages views come from, and no other', () => {
    expect(placeSource(at('/noticias'))).toBe('feed');
    expect(placeSource(at('/profile/ana/fotos'))).toBeNull();
    expect(placeSource(null)).toBeNull();
  });
});
