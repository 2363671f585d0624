import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '@vitrina/contract/saved-searches';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { SaveSearchButton } from './save-search-button.tsx';
import { SavedSearchList } from './saved-search-list.tsx';

const boardSearch = (id: number, name: string): SavedSearch => ({
  id,
  kind: 'board',
  name,
  query: 'country=ES&kind=casting',
  frequency: 'daily',
  alerts: true,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe("a talent's saved searches of the board", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves the board’s filters (not order nor page) with the board’s words', async () => {
    await useLanguage('es');
    const calls = fakeApi((call) => [200, boardSearch(1, (call.body as { name: string }).name)]);
    renderWithProviders(
      <SaveSearchButton
        kind="board"
        params={new URLSearchParams('kind=casting&country=ES&order=deadline&page=3')}
        suggestedName="Todas las oportunidades"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Guardar búsqueda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar esta búsqueda' });
    expect(dialog.textContent).toContain('cuando se abran oportunidades nuevas');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/saved-searches/board',
        body: { name: 'Todas las oportunidades', frequency: 'daily', filters: { kind: 'casting', country: 'ES' } },
      },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Guardaste «Todas las oportunidades».');
  });

  it('lists each board search as a link to the board with its filters, in English', async () => {
    await useLanguage('en');
    fakeApi(() => [200, [boardSearch(1, 'Castings in Spain')]]);
    renderWithProviders(<SavedSearchList kind="board" />);
    const link = await screen.findByRole('link', { name: 'Castings in Spain' });
    expect(link.getAttribute('href')).toBe('/oportunidades?country=ES&kind=casting');
    fireEvent.click(screen.getByRole('button', { name: 'Delete “Castings in Spain”' }));
    const asking = await screen.findByRole('alertdialog');
    expect(asking.textContent).toContain('Agencies never learn about your searches.');
  });
});
