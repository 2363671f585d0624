import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { EmailChangeSection } from './email-change-section.tsx';

const idle = { email: 'ana@example.com', pending: null };
const pending = {
  email: 'ana@example.com',
  pending: { email: 'nueva@example.com', awaiting: 'new_address', expiresAt: '2030-01-01T00:00:00.000Z' },
};

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('EmailChangeSection', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the new address and the current password; a wrong password is shown at its field', async () => {
    const calls = fakeApi((call) =>
      call.method === 'PUT'
        ? [
            400,
            {
              error: 'validation',
              message: '',
              errors: [{ field: 'password', code: 'contrasena_actual', message: '' }],
            },
          ]
        : [200, idle],
    );
    renderWithProviders(<EmailChangeSection hasPassword />);
    await screen.findByText('Tu correo ahora: ana@example.com');
    await press('Cambiar correo');
    expect(screen.getByText('Introduce tu correo electrónico.')).toBeTruthy();
    expect(screen.getByText('Introduce una contraseña.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    fill('Nuevo correo electrónico', ' Nueva@Example.com ');
    fill('Tu contraseña actual', 'no-es-esta-1');
    await press('Cambiar correo');
    await screen.findByText('La contraseña actual no es correcta.');
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/users/email',
      body: { email: 'nueva@example.com', password: 'no-es-esta-1' },
    });
    expect(screen.getByLabelText('Tu contraseña actual', { exact: true }).getAttribute('aria-invalid')).toBe('true');
  });

  it('once asked, shows the pending change in a live region instead of the form; it can be dropped', async () => {
    let state: unknown = idle;
    const calls = fakeApi((call) => {
      if (call.method === 'PUT') state = pending;
      if (call.method === 'DELETE') state = idle;
      return [200, state];
    });
    renderWithProviders(<EmailChangeSection hasPassword />);
    await screen.findByLabelText('Nuevo correo electrónico');
    fill('Nuevo correo electrónico', 'nueva@example.com');
    fill('Tu contraseña actual', 'contraseña-segura-1');
    await press('Cambiar correo');
    const note = await screen.findByText(
      'Pendiente: confirma el cambio desde nueva@example.com. Hasta entonces tu cuenta sigue con tu correo actual.',
    );
    expect(note.closest('[aria-live="polite"]')).toBeTruthy();
    expect(screen.queryByLabelText('Nuevo correo electrónico')).toBeNull();

    await press('Anular el cambio');
    await screen.findByLabelText('Nuevo correo electrónico');
    expect(calls.map((call) => call.method)).toEqual(['GET', 'PUT', 'DELETE']);
  });

  it('an address taken by another account is refused at the field, in English too', async () => {
    await useLanguage('en');
    fakeApi((call) =>
      call.method === 'PUT'
        ? [
            409,
            { error: 'correo_existe', message: '', errors: [{ field: 'email', code: 'correo_existe', message: '' }] },
          ]
        : [200, idle],
    );
    renderWithProviders(<EmailChangeSection hasPassword />);
    await screen.findByLabelText('New e-mail address', { exact: true });
    fill('New e-mail address', 'otra@example.com');
    fill('Your current password', 'contraseña-segura-1');
    await press('Change address');
    await waitFor(() =>
      expect(screen.getByText('That e-mail address is already used by another account.')).toBeTruthy(),
    );
  });

  it('an account without a password is told the current address will confirm, and sends none', async () => {
    const calls = fakeApi((call) =>
      call.method === 'PUT'
        ? [200, { ...pending, pending: { ...pending.pending, awaiting: 'current_address' } }]
        : [200, idle],
    );
    renderWithProviders(<EmailChangeSection hasPassword={false} />);
    await screen.findByLabelText('Nuevo correo electrónico');
    expect(screen.queryByLabelText('Tu contraseña actual')).toBeNull();
    fill('Nuevo correo electrónico', 'nueva@example.com');
    await press('Cambiar correo');
    await screen.findByText(
      'Pendiente: abre el enlace que enviamos a ana@example.com para cambiar a nueva@example.com.',
    );
    expect(calls.at(-1)?.body).toEqual({ email: 'nueva@example.com' });
  });
});
