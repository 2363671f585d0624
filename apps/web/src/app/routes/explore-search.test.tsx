import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense, use } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ageRanges,
  availabilityAudiences,
  availabilityDays,
  availabilityKinds,
} from '@vitrina/contract/scouting-fields';
import { scoutingFields } from '@vitrina/contract/scouting-fields';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import { talentsFixture } from '@/test/talent-fixture.ts';
import ExploreSearchPage from './explore-search.tsx';

const table = {
  fields: scoutingFields,
  ageRanges,
  availability: { kinds: availabilityKinds, audiences: availabilityAudiences, days: availabilityDays },
};
const facets = [
  {
    key: 'country',
    values: [
      { value: 'CO', count: 4 },
      { value: 'AR', count: 2 },
      { value: 'MX', count: 1 },
    ],
  },
  { key: 'travellers', values: [{ value: '1', count: 3 }] },
  { key: 'available', values: [{ value: 'castings', count: 2 }] },
];
const api = (call: FakeCall): [number, unknown] =>
  call.path.startsWith('/scouting/fields')
    ? [200, table]
    : call.path.startsWith('/saved-searches')
      ? [200, []]
      : [200, { rows: talentsFixture(2), count: 2, facets }];

/** The address, as the router has committed it. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.search}</p>;
}

/**
 * Holds the router's transition to any address with an availability, as a slow render of the results would: the
 * page keeps showing the address before it until `release`.
 */
let release = () => {};
let held: Promise<void>;
function Hold() {
  const location = useLocation();
  if (location.search.includes('available')) use(held);
  return null;
}

function renderSearch(route = '/explorar/buscar') {
  return renderAsUser(
    <Suspense fallback={null}>
      <Routes>
        <Route path="/explorar/buscar" element={<ExploreSearchPage />} />
      </Routes>
      <Hold />
      <Where />
    </Suspense>,
    { route, self: selfFixture({ type: 'agencia', country: 'MX' }) },
  );
}
const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');
const filters = () => within(screen.getByRole('complementary', { name: 'Filtros' }));
const chips = () => within(screen.getByRole('list', { name: 'Filtros aplicados' }));

describe('the talent search page', () => {
  beforeEach(() => {
    held = new Promise((resolve) => (release = resolve));
    return useLanguage('es');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a second filter clicked before the first one’s address commits keeps the first', async () => {
    fakeApi(api);
    renderSearch();
    const castings = await filters().findByRole('checkbox', { name: 'Castings (2)' });
    await act(async () => castings.click());
    // The router has not committed the first address yet: the page still shows the one before.
    expect(where().has('available')).toBe(false);
    await act(async () => filters().getByRole('checkbox', { name: 'Colombia (4)' }).click());
    expect((castings as HTMLInputElement).checked).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(where().get('country')).toBe('CO'));
    expect(where().get('available')).toBe('castings');
  });

  it('lists the searcher’s own country first, then by count; shows the applied filters as chips that remove them', async () => {
    fakeApi(api);
    renderSearch('/explorar/buscar?country=CO,AR&travellers=1&category=5');
    const countries = await filters().findByRole('group', { name: 'País' });
    await within(countries).findByRole('checkbox', { name: 'México (1)' });
    expect(
      within(countries)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['MX', 'CO', 'AR', null]);
    expect(
      within(countries).getByRole('checkbox', { name: 'Con disposición a viajar a Argentina o Colombia (3)' }),
    ).toHaveProperty('checked', true);
    expect(
      chips()
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Argentina×', 'Colombia×', 'Con disposición a viajar a Argentina o Colombia×', 'Modelaje o moda×']);
    fireEvent.click(chips().getByRole('button', { name: 'Quitar filtro: Colombia' }));
    await waitFor(() => expect(where().get('country')).toBe('AR'));
    fireEvent.click(chips().getByRole('button', { name: 'Quitar filtro: Argentina' }));
    // No country left: no travel to it either.
    await waitFor(() => expect(where().toString()).toBe('category=5'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar esta búsqueda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar esta búsqueda' });
    expect(within(dialog).getByLabelText('Nombre de la búsqueda')).toHaveProperty('value', 'Modelaje o moda');
  });
});
