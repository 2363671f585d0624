import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, useLanguage, type FakeCall } from '@/test/render.tsx';
import { talentFixture, talentsFixture } from '@/test/talent-fixture.ts';
import { SUGGESTION_DELAY_MS, TalentSearchBox } from './talent-search-box.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBox(route = '/noticias', onSearched = vi.fn(), name = 'Buscar otros talentos') {
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <TalentSearchBox onSearched={onSearched} />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
  return screen.getByRole('combobox', { name });
}

type Answer = Parameters<typeof fakeApi>[0];
/** The talent search answers `answer`; the tag suggestions `tags` (none unless a test says). */
const fakeSearchApi = (answer: Answer, tags: string[] = []) =>
  fakeApi((call) => (call.path.startsWith('/tags/') ? [200, tags] : answer(call)));

const where = () => screen.getByTestId('where').textContent;
const searchCalls = (calls: FakeCall[]) => calls.filter((call) => call.path.startsWith('/users/search'));
const pause = (ms: number) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));

/** José and Josefina first, then ten more: the server's first page of 12. */
const firstPage = (): [number, unknown] => [
  200,
  {
    rows: [
      talentFixture({ id: 1, fullname: 'José Pérez', profile_url: 'jose-perez', ciudad: 'Oaxaca', country: 'MX' }),
      talentFixture({ id: 2, fullname: 'Josefina Ríos', profile_url: 'josefina', ciudad: '', country: 'AR' }),
      ...talentsFixture(10),
    ],
    count: 30,
  },
];

describe('the header search', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks nothing for one character, and only once typing pauses', async () => {
    const calls = fakeSearchApi(firstPage);
    const box = renderBox();
    fireEvent.change(box, { target: { value: 'j' } });
    await pause(SUGGESTION_DELAY_MS + 150);
    expect(searchCalls(calls)).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.change(box, { target: { value: 'jo' } });
    fireEvent.change(box, { target: { value: 'jos' } });
    await pause(SUGGESTION_DELAY_MS - 100);
    expect(searchCalls(calls)).toEqual([]);
    await waitFor(() => expect(screen.getByRole('listbox', { name: 'Sugerencias' })).toBeTruthy());
    expect(searchCalls(calls).map((call) => call.path)).toEqual(['/users/search?term=jos&page=1']);
  });

  it('shows at most six suggestions, with the place, and says how many there are', async () => {
    fakeSearchApi(firstPage);
    const box = renderBox();
    fireEvent.change(box, { target: { value: 'jose' } });
    const list = await screen.findByRole('listbox', { name: 'Sugerencias' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(6);
    expect(options[0]?.textContent).toBe('José PérezOaxaca, México');
    expect(options[1]?.textContent).toBe('Josefina RíosArgentina');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getByRole('status').textContent).toBe('6 sugerencias. Usa las flechas para elegir.');
  });

  it('arrow keys move through the suggestions (wrapping), Enter opens the highlighted profile', async () => {
    fakeSearchApi(firstPage);
    const onSearched = vi.fn();
    const box = renderBox('/noticias', onSearched);
    fireEvent.change(box, { target: { value: 'jose' } });
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[5]?.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);

    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(where()).toBe('/profile/josefina'));
    expect(onSearched).toHaveBeenCalledTimes(1);
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Enter with no suggestion highlighted opens the results page', async () => {
    fakeSearchApi(firstPage);
    const box = renderBox();
    fireEvent.change(box, { target: { value: ' josé luis ' } });
    await screen.findByRole('listbox');
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(where()).toBe('/explorar?q=jos%C3%A9%20luis'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('a click on a suggestion opens that profile', async () => {
    fakeSearchApi(firstPage);
    const box = renderBox();
    fireEvent.change(box, { target: { value: 'jose' } });
    const option = await screen.findByRole('option', { name: 'José Pérez Oaxaca, México' });
    fireEvent.mouseDown(option);
    fireEvent.click(option);
    await waitFor(() => expect(where()).toBe('/profile/jose-perez'));
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list, a second Escape clears the words', async () => {
    fakeSearchApi(firstPage);
    const box = renderBox();
    fireEvent.change(box, { target: { value: 'jose' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('jose');
    // The arrow opens it again, with nothing highlighted.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await screen.findByRole('listbox');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(box, { key: 'Escape' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
    expect(where()).toBe('/noticias');
  });

  it('no match: says so, and offers the results page', async () => {
    fakeSearchApi(() => [200, { rows: [], count: 0 }]);
    const box = renderBox();
    fireEvent.change(box, { target: { value: 'zzq' } });
    await waitFor(() =>
      expect(screen.getByText('Nadie coincide con «zzq».', { selector: '.search-box__message' })).toBeTruthy(),
    );
    expect(screen.getByRole('status').textContent).toBe('Nadie coincide con «zzq».');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Ver todos los resultados de «zzq»' }).getAttribute('href')).toBe(
      '/explorar?q=zzq',
    );
  });

  it('aborts the request of words the user has already changed', async () => {
    const signals = new Map<string, AbortSignal>();
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) => {
        const url = new URL(input, 'http://x');
        if (url.pathname.startsWith('/api/tags/')) return Promise.resolve(Response.json([]));
        const term = url.searchParams.get('term') ?? '';
        if (init?.signal) signals.set(term, init.signal);
        // The first words never get an answer: only an abort ends their request.
        if (term === 'ma') {
          return new Promise<Response>((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          );
        }
        return Promise.resolve(
          new Response(JSON.stringify({ rows: [talentFixture({ id: 9, fullname: 'María Luz' })], count: 1 }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      }),
    );
    const box = renderBox();
    fireEvent.change(box, { target: { value: 'ma' } });
    await waitFor(() => expect(signals.has('ma')).toBe(true));
    expect(signals.get('ma')?.aborted).toBe(false);
    fireEvent.change(box, { target: { value: 'mar' } });
    await screen.findByRole('option', { name: /María Luz/ });
    expect(signals.get('ma')?.aborted).toBe(true);
    expect(signals.get('mar')?.aborted).toBe(false);
  });

  it('starts from the words of the results page it is on', async () => {
    await useLanguage('en');
    fakeSearchApi(firstPage);
    const box = renderBox('/explorar?q=ana', vi.fn(), 'Search other talents');
    expect(box.getAttribute('placeholder')).toBe('Search other talents');
    expect((box as HTMLInputElement).value).toBe('ana');
  });

  it('suggests hashtags after the talents, and Enter on one opens its page', async () => {
    const calls = fakeSearchApi(() => [200, { rows: [], count: 0 }], ['josefina_fotos']);
    const box = renderBox();
    fireEvent.change(box, { target: { value: '#Jose' } });
    const option = await screen.findByRole('option', { name: /#josefina_fotos/ });
    expect(option.textContent).toBe('#josefina_fotosEtiqueta');
    expect(calls.some((call) => call.path === '/tags/suggestions?term=jose')).toBe(true);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(where()).toBe('/etiquetas/josefina_fotos'));
  });
});
