import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { AddToListButton } from './add-to-list-button.tsx';

const list = (id: number, name: string, contains: boolean) => ({
  id,
  name,
  count: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
  contains,
});

describe('AddToListButton', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves to the list used last in one click and names it, with a way to change it right there (es)', async () => {
    useLanguage('es');
    const calls = fakeApi((call) =>
      call.method === 'GET'
        ? [200, [list(7, 'Castings Mayo', false), list(3, 'Otra', false)]]
        : [200, list(7, 'Castings Mayo', true)],
    );
    renderAsUser(<AddToListButton talentId={42} name="Alma Ruiz" />);
    const button = screen.getByRole('button', { name: 'Guardar a Alma Ruiz en una lista' });
    fireEvent.click(button);
    const saved = await screen.findByRole('button', {
      name: 'Guardado en «Castings Mayo»: cambiar las listas de Alma Ruiz',
    });
    // The same button (focus stays on it), its visible text naming the list and the change it offers.
    expect(saved).toBe(button);
    expect(saved.textContent).toBe('Guardado en «Castings Mayo»Cambiar');
    expect(screen.getByRole('status').textContent).toBe('Guardado en «Castings Mayo».');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('PUT /shortlists/7/entries/42');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(saved);
    expect(await screen.findByRole('dialog', { name: 'Guardar a Alma Ruiz' })).toBeTruthy();
  });

  it('names the lists the dialog left the talent on: another list, or none (en)', async () => {
    useLanguage('en');
    let lists = [list(7, 'Castings Mayo', false), list(3, 'Summer casting', false)];
    fakeApi((call) => {
      if (call.method === 'GET') return [200, lists];
      if (call.method === 'PUT')
        lists = lists.map((l) => ({ ...l, contains: l.contains || call.path.includes(`/${l.id}/`) }));
      if (call.method === 'DELETE')
        lists = lists.map((l) => ({ ...l, contains: l.contains && !call.path.includes(`/${l.id}/`) }));
      return [200, lists[0]];
    });
    renderAsUser(<AddToListButton talentId={42} name="Alma Ruiz" />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Alma Ruiz to a list' }));
    const saved = await screen.findByRole('button', {
      name: 'Saved to “Castings Mayo”: change the lists of Alma Ruiz',
    });
    expect(saved.textContent).toBe('Saved to “Castings Mayo”Change');

    // Another list ticked as well: the button names the first and counts the others.
    fireEvent.click(saved);
    const dialog = await screen.findByRole('dialog', { name: 'Save Alma Ruiz' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^Summer casting/ }));
    await within(dialog).findByText('Saved to “Summer casting”.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(saved.textContent).toBe('Saved to “Castings Mayo” and 1 moreChange'));

    // Taken off both: back to "Save".
    fireEvent.click(saved);
    const again = await screen.findByRole('dialog', { name: 'Save Alma Ruiz' });
    for (const name of [/^Castings Mayo/, /^Summer casting/]) {
      await waitFor(() =>
        expect((within(again).getByRole('checkbox', { name }) as HTMLInputElement).disabled).toBe(false),
      );
      fireEvent.click(within(again).getByRole('checkbox', { name }));
    }
    await within(again).findByText('Removed from “Summer casting”.');
    fireEvent.click(within(again).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(saved.textContent).toBe('Save'));
  });

  it('opens the dialog instead when the agency has no list yet, or the last one already holds the talent (en)', async () => {
    useLanguage('en');
    let lists = [] as ReturnType<typeof list>[];
    const calls = fakeApi(() => [200, lists]);
    renderAsUser(<AddToListButton talentId={42} name="Alma Ruiz" />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Alma Ruiz to a list' }));
    expect(await screen.findByRole('dialog', { name: 'Save Alma Ruiz' })).toBeTruthy();
    cleanup();
    lists = [list(7, 'Summer casting', true)];
    renderAsUser(<AddToListButton talentId={42} name="Alma Ruiz" />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Alma Ruiz to a list' }));
    expect(await screen.findByRole('dialog', { name: 'Save Alma Ruiz' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(false));
  });
});
