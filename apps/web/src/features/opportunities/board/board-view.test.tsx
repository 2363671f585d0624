import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Board } from '@vitrina/contract/opportunities';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import { cardFixture, renderAsGuest } from './board-fixture.tsx';
import { BoardScreen } from './board-view.tsx';

const facets = [
  {
    key: 'kind',
    values: [
      { value: 'casting', count: 4 },
      { value: 'job', count: 1 },
    ],
  },
  { key: 'category', values: [{ value: '4', count: 3 }] },
  {
    key: 'country',
    values: [
      { value: 'CO', count: 3 },
      { value: 'AR', count: 1 },
    ],
  },
  { key: 'city', values: [{ value: 'Bogotá', count: 2 }] },
  { key: 'remote', values: [{ value: '1', count: 1 }] },
  { key: 'pay', values: [{ value: 'paid', count: 3 }] },
  { key: 'soon', values: [{ value: '1', count: 2 }] },
  { key: 'fits', values: [{ value: '1', count: 2 }] },
];
const board = (rows = [cardFixture(), cardFixture({ id: 8, title: 'Jingle de radio', fitsMe: true })]): Board => ({
  rows,
  count: rows.length,
  facets,
});
const boardCalls = (calls: FakeCall[]) => calls.filter((c) => c.path.startsWith('/opportunities'));

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{location.search}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        atrás
      </button>
    </>
  );
}
const page = (
  <Routes>
    <Route
      path="/oportunidades"
      element={
        <>
          <BoardScreen />
          <Where />
        </>
      }
    />
  </Routes>
);
const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');
const filters = () => within(screen.getByRole('complementary', { name: 'Filtros' }));

describe('the board', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('puts each filter in the address and asks the board with it; the back button undoes a filter', async () => {
    const calls = fakeApi(() => [200, board()]);
    renderAsGuest(page, { route: '/oportunidades' });
    fireEvent.click(await filters().findByRole('checkbox', { name: 'Casting (4)' }));
    await waitFor(() => expect(where().get('kind')).toBe('casting'));
    fireEvent.click(filters().getByRole('checkbox', { name: 'Colombia (3)' }));
    await waitFor(() => expect(where().toString()).toBe('kind=casting&country=CO'));
    await waitFor(() => expect(boardCalls(calls).at(-1)?.path).toBe('/opportunities?kind=casting&country=CO'));
    const chips = within(screen.getByRole('list', { name: 'Filtros aplicados' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual(['Casting ×', 'Colombia ×']);
    fireEvent.click(screen.getByRole('button', { name: 'atrás' }));
    await waitFor(() => expect(where().toString()).toBe('kind=casting'));
    expect(filters().getByRole('checkbox', { name: 'Colombia (3)' })).toHaveProperty('checked', false);
    expect(filters().getByRole('checkbox', { name: 'Casting (4)' })).toHaveProperty('checked', true);
  });

  it('shows every facet’s counts; a city and remote work exclude each other', async () => {
    fakeApi(() => [200, board()]);
    renderAsGuest(page, { route: '/oportunidades?city=Bogot%C3%A1&order=deadline' });
    const place = await filters().findByRole('group', { name: 'Ciudad o remoto' });
    expect(await within(place).findByRole('radio', { name: 'Bogotá (2)' })).toHaveProperty('checked', true);
    expect(filters().getByRole('checkbox', { name: 'Cierra en una semana (2)' })).toBeTruthy();
    expect(filters().getByRole('checkbox', { name: 'Cinematografía (3)' })).toBeTruthy();
    expect(filters().getByRole('checkbox', { name: 'Pagado (3)' })).toBeTruthy();
    expect(filters().getByRole('checkbox', { name: 'Sin pago (0)' })).toBeTruthy();
    fireEvent.click(within(place).getByRole('radio', { name: 'Remoto (1)' }));
    await waitFor(() => expect(where().toString()).toBe('order=deadline&remote=1'));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtro: Remoto' }));
    await waitFor(() => expect(where().toString()).toBe('order=deadline'));
    expect(screen.getByRole('heading', { name: '2 oportunidades abiertas' })).toBeTruthy();
  });

  it('a visitor sees the cards without "fits me": agency, place, deadline and pay', async () => {
    fakeApi(() => [200, board([cardFixture(), cardFixture({ id: 8, title: 'Jingle de radio', pay: null })])]);
    renderAsGuest(page, { route: '/oportunidades' });
    const card = await screen.findByRole('article', { name: 'Comercial de zapatillas' });
    expect(within(card).getByRole('link', { name: 'Comercial de zapatillas' }).getAttribute('href')).toBe(
      '/oportunidades/7',
    );
    expect(card.textContent).toContain('Agencia Norte');
    expect(within(card).getByRole('img', { name: 'Agencia verificada' })).toBeTruthy();
    expect(card.textContent).toContain('Bogotá, Colombia');
    expect(card.textContent).toMatch(/Cierra en 3 días · \d{1,2} de [a-z]+ de \d{4}/);
    expect(card.textContent).toContain('500–800 USD');
    expect(screen.queryByText('Encaja contigo')).toBeNull();
    expect(screen.getByRole('article', { name: 'Jingle de radio' }).textContent).toContain(
      'Pago visible con sesión iniciada',
    );
    expect(filters().queryByRole('checkbox', { name: /Encajan con mi perfil/ })).toBeNull();
  });

  it('a talent’s shared link with "fits me" shows a visitor the board without it', async () => {
    const calls = fakeApi(() => [200, board()]);
    renderAsGuest(page, { route: '/oportunidades?fits=1&kind=job' });
    await screen.findByRole('article', { name: 'Comercial de zapatillas' });
    expect(boardCalls(calls).map((call) => call.path)).toEqual(['/opportunities?kind=job']);
  });

  it('a talent filters by what fits her and sees which opportunities do', async () => {
    fakeApi(() => [200, board()]);
    renderAsUser(page, { route: '/oportunidades', self: selfFixture({ type: 'talento' }) });
    const card = await screen.findByRole('article', { name: 'Jingle de radio' });
    expect(within(card).getByText('Encaja contigo')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Comercial de zapatillas' })).queryByText('Encaja contigo'),
    ).toBeNull();
    fireEvent.click(filters().getByRole('checkbox', { name: 'Encajan con mi perfil (2)' }));
    await waitFor(() => expect(where().get('fits')).toBe('1'));
  });

  it('says when nothing matches and clears the filters, keeping the order', async () => {
    fakeApi(() => [200, { rows: [], count: 0, facets: [] }]);
    renderAsGuest(page, { route: '/oportunidades?kind=job&soon=1&order=deadline' });
    expect(await screen.findByText('Ninguna oportunidad abierta coincide con estos filtros.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Quitar filtros' }).at(-1)!);
    await waitFor(() => expect(where().toString()).toBe('order=deadline'));
  });

  it('on a phone the filters open as a drawer that takes the focus and gives it back', async () => {
    fakeApi(() => [200, board()]);
    renderAsGuest(page, { route: '/oportunidades?kind=job' });
    const open = await screen.findByRole('button', { name: 'Filtros (1)' });
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Ver resultados'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(open));
    expect(open.getAttribute('aria-expanded')).toBe('false');
  });

  it('speaks English', async () => {
    await useLanguage('en');
    fakeApi(() => [200, board()]);
    renderAsGuest(page, { route: '/oportunidades' });
    const card = await screen.findByRole('article', { name: 'Comercial de zapatillas' });
    expect(card.textContent).toMatch(/Closes in 3 days · [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(card.textContent).toContain('Bogotá, Colombia');
    expect(screen.getByRole('heading', { level: 1, name: 'Opportunities' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2 open opportunities' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Closes within a week (2)' })).toBeTruthy();
  });
});
