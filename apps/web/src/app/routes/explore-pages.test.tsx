import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import type { SelfResponse } from '@vitrina/contract/users';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import { talentsFixture } from '@/test/talent-fixture.ts';
import ExplorePage from './explore.tsx';
import ExploreCategoryPage from './explore-category.tsx';
import ExploreFeaturedPage from './explore-featured.tsx';
import ExploreRecentPage from './explore-recent.tsx';
import { countryFromParam } from './use-country-param.ts';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(route: string, self?: SelfResponse) {
  return renderAsUser(
    <>
      <Routes>
        <Route path="/explorar" element={<ExplorePage />} />
        <Route path="/explorar/destacados" element={<ExploreFeaturedPage />} />
        <Route path="/explorar/recientes" element={<ExploreRecentPage />} />
        <Route path="/explorar/:category" element={<ExploreCategoryPage />} />
      </Routes>
      <Where />
    </>,
    { route, self },
  );
}

const where = () => screen.getByTestId('where').textContent;
/** A list of 30 talents: 12 a page, three pages; the page's first talent's id tells the page apart. */
const pagedList = (call: FakeCall): [number, unknown] => {
  const page = Number(new URL(call.path, 'http://x').searchParams.get('page'));
  return [200, { rows: talentsFixture(page === 3 ? 6 : 12, page * 100), count: 30 }];
};
const pageLinks = () =>
  within(screen.getByRole('navigation', { name: 'Páginas' }))
    .getAllByRole('link')
    .filter((link) => /^\d+$/.test(link.textContent ?? ''));

describe('the explore lists', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('featured: the page comes from the address, and the page links move it', async () => {
    const calls = fakeApi(pagedList);
    renderAt('/explorar/destacados?page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Talentos destacados' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(screen.getByRole('article', { name: 'Talento 200' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/users/destacados?page=2']);
    expect(screen.getByText('30 talentos')).toBeTruthy();
    expect(pageLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1', '/explorar/destacados'],
      ['2', '/explorar/destacados?page=2'],
      ['3', '/explorar/destacados?page=3'],
    ]);
    expect(screen.getByRole('link', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: 'Página 3' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Talento 300' })).toBeTruthy());
    expect(where()).toBe('/explorar/destacados?page=3');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('link', { name: 'Página siguiente' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Página anterior' }));
    await waitFor(() => expect(where()).toBe('/explorar/destacados?page=2'));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Talento 200' })).toBeTruthy());
    // Only the featured list is asked (the test's query client keeps nothing fresh, so page 2 is asked again).
    expect(calls.map((call) => call.path)).toEqual([
      '/users/destacados?page=2',
      '/users/destacados?page=3',
      '/users/destacados?page=2',
    ]);
  });

  it('recent: asks the recent list only; a page past the end offers the first page', async () => {
    const calls = fakeApi(() => [200, { rows: [], count: 30 }]);
    renderAt('/explorar/recientes?page=9');
    expect(screen.getByRole('heading', { level: 1, name: 'Talentos recientes' })).toBeTruthy();
    const first = await screen.findByRole('link', { name: 'Ir a la primera página' });
    expect(first.getAttribute('href')).toBe('/explorar/recientes');
    expect(calls.map((call) => call.path)).toEqual(['/users/recientes?page=9']);
  });

  it('an agency without categories sees the prompt on the featured page, not an error', async () => {
    fakeApi(() => [409, { error: 'categories_required', message: '', errors: [] }]);
    renderAt('/explorar/destacados');
    expect((await screen.findByRole('link', { name: 'Elegir mis categorías' })).getAttribute('href')).toBe(
      '/user/interests',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a category opens on the person’s own country; choosing Mexico then puts it in the address', async () => {
    const calls = fakeApi(pagedList);
    renderAt('/explorar/musica', selfFixture({ country: 'AR' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Música y baile en Argentina' })).toBeTruthy();
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/categories/users/musica?page=1&country=AR']));
    const country = screen.getByRole('combobox', { name: 'País' }) as HTMLSelectElement;
    expect(country.value).toBe('AR');
    fireEvent.change(country, { target: { value: 'MX' } });
    await waitFor(() => expect(where()).toBe('/explorar/musica?country=MX'));
    fireEvent.change(country, { target: { value: 'AR' } });
    await waitFor(() => expect(where()).toBe('/explorar/musica'));
  });

  it('a category: Mexico by default; another country and all countries go in the address, back to page 1', async () => {
    const calls = fakeApi(pagedList);
    renderAt('/explorar/musica?page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Música y baile en México' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(calls.map((call) => call.path)).toEqual(['/categories/users/musica?page=2&country=MX']);
    const country = screen.getByRole('combobox', { name: 'País' }) as HTMLSelectElement;
    expect(country.value).toBe('MX');
    expect(country.options[0]?.textContent).toBe('Todos los países');
    expect(screen.getByRole('link', { name: 'Música y baile' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Página 3' }).getAttribute('href')).toBe('/explorar/musica?page=3');

    fireEvent.change(country, { target: { value: 'AR' } });
    await waitFor(() => expect(where()).toBe('/explorar/musica?country=AR'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/categories/users/musica?page=1&country=AR'));
    expect(screen.getByRole('heading', { level: 1, name: 'Música y baile en Argentina' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Página 2' }).getAttribute('href')).toBe(
        '/explorar/musica?country=AR&page=2',
      ),
    );

    fireEvent.change(country, { target: { value: '' } });
    await waitFor(() => expect(where()).toBe('/explorar/musica?country=all'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/categories/users/musica?page=1'));
    expect(screen.getByRole('heading', { level: 1, name: 'Música y baile' })).toBeTruthy();

    fireEvent.change(country, { target: { value: 'MX' } });
    await waitFor(() => expect(where()).toBe('/explorar/musica'));
  });

  it('all categories, in English, of one country from the address; nobody there suggests all countries', async () => {
    await useLanguage('en');
    const calls = fakeApi(() => [200, { rows: [], count: 0 }]);
    renderAt('/explorar/all?country=ar');
    expect(screen.getByRole('heading', { level: 1, name: 'All talents in Argentina' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('There are no talents from Argentina yet.')).toBeTruthy());
    expect(calls.map((call) => call.path)).toEqual(['/categories/users/all?page=1&country=AR']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'See all countries' })));
    await waitFor(() => expect(where()).toBe('/explorar/all?country=all'));
  });

  it('an unknown category is the not-found page, without asking the server', async () => {
    const calls = fakeApi(pagedList);
    renderAt('/explorar/pintura');
    expect(screen.getByRole('heading', { level: 1, name: 'Esta página no existe' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('a category the server does not know (404) is the not-found page too', async () => {
    fakeApi(() => [404, { error: 'not_found', message: '', errors: [] }]);
    renderAt('/explorar/science-and-technology');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Esta página no existe' })).toBeTruthy());
  });

  it('/explorar?q=: the results of the words, paged in the address, titled by the words', async () => {
    const calls = fakeApi(pagedList);
    renderAt('/explorar?q=jos%C3%A9&page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados para «josé»' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(calls.map((call) => call.path)).toEqual(['/users/search?term=jos%C3%A9&page=2']);
    expect(screen.getByText('30 talentos encontrados')).toBeTruthy();
    expect(document.title).toBe('Búsqueda: josé · Vitrina');
    expect(screen.getByRole('link', { name: 'Página 3' }).getAttribute('href')).toBe('/explorar?q=jos%C3%A9&page=3');
  });

  it('/explorar?q= with one letter asks nothing and says how many are needed', async () => {
    const calls = fakeApi(pagedList);
    renderAt('/explorar?q=j');
    expect(screen.getByText('Escribe al menos 2 letras para buscar.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('no results: says so and suggests what to try', async () => {
    fakeApi(() => [200, { rows: [], count: 0 }]);
    renderAt('/explorar?q=zzq');
    await waitFor(() => expect(screen.getByText('No encontramos talentos con «zzq».')).toBeTruthy());
    expect(screen.getByText(/Revisa cómo está escrito/)).toBeTruthy();
  });
});

describe('the country in the address', () => {
  it('absent is the home country (Mexico unless told), `all` every country, a code in any case, else home', () => {
    expect(countryFromParam(null, 'CO')).toBe('CO');
    expect(countryFromParam('zz', 'CO')).toBe('CO');
    expect(countryFromParam(null)).toBe('MX');
    expect(countryFromParam('all')).toBeNull();
    expect(countryFromParam('ar')).toBe('AR');
    expect(countryFromParam('ES')).toBe('ES');
    expect(countryFromParam('ZZ')).toBe('MX');
    expect(countryFromParam('')).toBe('MX');
  });
});
