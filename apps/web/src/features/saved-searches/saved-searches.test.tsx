import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '@vitrina/contract/saved-searches';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { AlertUnsubscribe } from './alert-unsubscribe.tsx';
import { SaveSearchButton } from './save-search-button.tsx';
import { SavedSearchList } from './saved-search-list.tsx';

const search = (id: number, name: string, extra: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  kind: 'talents',
  name,
  query: 'category=5&eye_colour=green',
  frequency: 'daily',
  alerts: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

describe('saving a search', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the page’s filters (not order nor page) with a name and a frequency, and says it saved', async () => {
    await useLanguage('es');
    const calls = fakeApi((call) => [200, search(1, (call.body as { name: string }).name)]);
    renderWithProviders(
      <SaveSearchButton
        params={new URLSearchParams('category=5&eye_colour=green&order=newest&page=2')}
        suggestedName="Modelaje o moda · Color de ojos: Verdes"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Guardar esta búsqueda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar esta búsqueda' });
    const field = within(dialog).getByLabelText('Nombre de la búsqueda') as HTMLInputElement;
    expect(field.value).toBe('Modelaje o moda · Color de ojos: Verdes');
    fireEvent.change(field, { target: { value: ' ' } });
    expect((within(dialog).getByRole('button', { name: 'Guardar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Nombre de la búsqueda'), { target: { value: '  Ojos verdes ' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Una vez a la semana' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/saved-searches',
        body: { name: 'Ojos verdes', frequency: 'weekly', filters: { category: '5', eye_colour: 'green' } },
      },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Guardaste «Ojos verdes».');
  });

  it('saves under the name made from the filters when none is typed', async () => {
    await useLanguage('en');
    const calls = fakeApi((call) => [200, search(1, (call.body as { name: string }).name)]);
    renderWithProviders(
      <SaveSearchButton params={new URLSearchParams('country=MX')} suggestedName="Mexico and those who travel there" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]?.body).toEqual({
      name: 'Mexico and those who travel there',
      frequency: 'daily',
      filters: { country: 'MX' },
    });
  });

  it('keeps the dialog open and says why at the limit, in English', async () => {
    await useLanguage('en');
    fakeApi(() => [
      409,
      { error: 'saved_searches_limit', message: 'You can save at most 20 searches; delete one to save another.' },
    ]);
    renderWithProviders(<SaveSearchButton params={new URLSearchParams('category=5')} suggestedName="Modelling" />);
    fireEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    fireEvent.change(within(dialog).getByLabelText('Name of the search'), { target: { value: 'One more' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/at most 20 searches/)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('my saved searches', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists each search as a link to the search page, stops its alerts and deletes it after asking', async () => {
    let rows = [search(1, 'Ojos verdes'), search(2, 'Semanal', { frequency: 'weekly', query: '' })];
    const calls = fakeApi((call) => {
      if (call.method === 'GET') return [200, rows];
      if (call.method === 'PUT') {
        rows = rows.map((row) => (row.id === 1 ? { ...row, alerts: false } : row));
        return [200, rows[0]];
      }
      rows = rows.filter((row) => row.id !== 2);
      return [204, undefined];
    });
    renderWithProviders(<SavedSearchList />);
    const link = await screen.findByRole('link', { name: 'Ojos verdes' });
    expect(link.getAttribute('href')).toBe('/explorar/buscar?category=5&eye_colour=green');
    expect(screen.getByRole('link', { name: 'Semanal' }).getAttribute('href')).toBe('/explorar/buscar');
    expect(screen.getByText('Una vez a la semana')).toBeTruthy();

    const alerts = screen.getByRole('button', { name: 'Avisos de «Ojos verdes»' });
    expect(alerts.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(alerts);
    await waitFor(() => expect(screen.getByText('Avisos detenidos')).toBeTruthy());
    expect(calls).toContainEqual({ method: 'PUT', path: '/saved-searches/1', body: { alerts: false } });

    fireEvent.click(screen.getByRole('button', { name: 'Borrar «Semanal»' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Borrar «Semanal»?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Semanal' })).toBeNull());
    expect(calls).toContainEqual({ method: 'DELETE', path: '/saved-searches/2', body: undefined });
  });

  it('renames a search and changes its frequency in a dialog', async () => {
    const calls = fakeApi((call) =>
      call.method === 'GET' ? [200, [search(1, 'Ojos verdes')]] : [200, search(1, 'Ojos claros')],
    );
    renderWithProviders(<SavedSearchList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar «Ojos verdes»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar la búsqueda' });
    const name = within(dialog).getByLabelText('Nombre de la búsqueda');
    expect((name as HTMLInputElement).value).toBe('Ojos verdes');
    fireEvent.change(name, { target: { value: 'Ojos claros' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Una vez a la semana' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/saved-searches/1',
      body: { name: 'Ojos claros', frequency: 'weekly' },
    });
  });

  it('says when there is none yet', async () => {
    fakeApi(() => [200, []]);
    renderWithProviders(<SavedSearchList />);
    expect(await screen.findByText('Aún no guardaste ninguna búsqueda.')).toBeTruthy();
  });
});

describe('the unsubscribe landing', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('stops only after a click, with the link’s token, and names the search', async () => {
    await useLanguage('en');
    const calls = fakeApi(() => [200, { name: 'Green eyes' }]);
    renderWithProviders(
      <Routes>
        <Route path="/alertas/baja" element={<AlertUnsubscribe />} />
      </Routes>,
      { route: '/alertas/baja#tok_abcdefghijklmnopqrstuvwxyz' },
    );
    expect(screen.getByRole('heading', { name: 'Stop the alerts of a search' })).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop the alerts' }));
    expect(await screen.findByText(/You will not get alerts of “Green eyes” any more/)).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', path: '/saved-searches/unsubscribe', body: { token: 'tok_abcdefghijklmnopqrstuvwxyz' } },
    ]);
  });

  it('says a bad link is not valid, in Spanish', async () => {
    await useLanguage('es');
    fakeApi(() => [
      404,
      { error: 'saved_search_token', message: 'Este enlace para dejar de recibir avisos no es válido.' },
    ]);
    renderWithProviders(
      <Routes>
        <Route path="/alertas/baja" element={<AlertUnsubscribe />} />
      </Routes>,
      { route: '/alertas/baja#malo_abcdefghijklmnopqrstu' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dejar de recibir avisos' }));
    expect(await screen.findByText('Este enlace para dejar de recibir avisos no es válido.')).toBeTruthy();
  });
});
