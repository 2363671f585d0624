import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('saves to the list used last in one click and says so; the next click opens the lists (es)', async () => {
    useLanguage('es');
    const calls = fakeApi((call) =>
      call.method === 'GET'
        ? [200, [list(7, 'Casting de verano', false), list(3, 'Otra', false)]]
        : [200, list(7, 'Casting de verano', true)],
    );
    renderAsUser(<AddToListButton talentId={42} name="Alma Ruiz" />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar a Alma Ruiz en una lista' }));
    const saved = await screen.findByRole('button', {
      name: 'Guardado en «Casting de verano»: cambiar las listas de Alma Ruiz',
    });
    expect(saved.textContent).toBe(' Guardado');
    expect(screen.getByRole('status').textContent).toBe('Guardado en «Casting de verano».');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('PUT /shortlists/7/entries/42');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(saved);
    expect(await screen.findByRole('dialog', { name: 'Guardar a Alma Ruiz' })).toBeTruthy();
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
