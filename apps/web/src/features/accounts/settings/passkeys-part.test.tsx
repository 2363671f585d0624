import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { PasskeysPart } from './passkeys-part.tsx';

const passkey = { id: 7, name: 'Mi teléfono', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: null };

describe('PasskeysPart', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists, renames and removes passkeys, with names screen readers hear on each button', async () => {
    let name = passkey.name;
    let removed = false;
    const calls = fakeApi((call) => {
      if (call.method === 'PUT') name = (call.body as { name: string }).name;
      if (call.method === 'DELETE') removed = true;
      if (call.method === 'DELETE') return [204, undefined];
      return [200, call.method === 'PUT' ? { ...passkey, name } : { passkeys: removed ? [] : [{ ...passkey, name }] }];
    });
    const { container } = renderWithProviders(<PasskeysPart onCodes={vi.fn()} />);
    expect(await screen.findByRole('listitem', { name: 'Mi teléfono' })).toBeTruthy();
    expect(screen.getByText('Aún sin usar')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar nombre Mi teléfono' }));
    fireEvent.change(screen.getByLabelText('Nombre de la llave'), { target: { value: 'iPhone' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    });
    expect(await screen.findByRole('listitem', { name: 'iPhone' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar iPhone' }));
    expect(screen.getByText('¿Eliminar «iPhone»? Ya no podrás entrar con esa llave.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sí, eliminar' }));
    });
    expect(await screen.findByText('Aún no tienes llaves de acceso.')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('DELETE /users/passkeys/7');
  });

  it('says clearly when the browser has no passkey support', async () => {
    fakeApi((call) => [200, call.path === '/users/passkeys' ? { passkeys: [] } : { options: { challenge: 'c' } }]);
    renderWithProviders(<PasskeysPart onCodes={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir una llave de acceso' }));
    fireEvent.change(screen.getByLabelText(/Nombre de la llave/), { target: { value: 'Portátil' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Crear la llave' }));
    });
    expect(await screen.findByText(/Este navegador no admite llaves de acceso/)).toBeTruthy();
  });

  it('speaks English', async () => {
    await useLanguage('en');
    fakeApi(() => [200, { passkeys: [passkey] }]);
    renderWithProviders(<PasskeysPart onCodes={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Passkeys' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeTruthy();
  });
});
