import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { PasswordForm } from './password-form.tsx';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  });
}

describe('PasswordForm', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for both passwords before sending anything', async () => {
    const calls = fakeApi(() => [200, { token: 't' }]);
    renderWithProviders(<PasswordForm needsCurrent onSaved={vi.fn()} />);
    await submit();
    expect(screen.getAllByText('Debes introducir las contraseñas.')).toHaveLength(3);
    expect(calls).toEqual([]);
  });

  it('refuses a password under 10 characters and two that do not match', async () => {
    const calls = fakeApi(() => [200, { token: 't' }]);
    renderWithProviders(<PasswordForm needsCurrent={false} onSaved={vi.fn()} />);
    fill('Nueva contraseña', 'corta');
    fill('Repite la nueva contraseña', 'corta');
    await submit();
    expect(screen.getByText('Tu contraseña debe tener al menos 10 caracteres.')).toBeTruthy();

    fill('Nueva contraseña', 'una-clave-larga');
    fill('Repite la nueva contraseña', 'otra-clave-larga');
    await submit();
    await waitFor(() => expect(screen.getByText('Las contraseñas no coinciden.')).toBeTruthy());
    expect(calls).toEqual([]);
  });

  it('sends the current password with the new one and refreshes the session', async () => {
    const calls = fakeApi(() => [200, { token: 'fresh' }]);
    const onSaved = vi.fn(async () => undefined);
    renderWithProviders(<PasswordForm needsCurrent onSaved={onSaved} />);
    fill('Contraseña actual', 'la-de-antes-123');
    fill('Nueva contraseña', 'una-clave-larga');
    fill('Repite la nueva contraseña', 'una-clave-larga');
    await submit();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/users/password',
        body: { newPassword: 'una-clave-larga', currentPassword: 'la-de-antes-123' },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith('fresh');
    await waitFor(() => expect(screen.getByText('Tus datos se actualizaron correctamente.')).toBeTruthy());
  });

  it('has no current-password field in a recovery session and sends only the new one', async () => {
    const calls = fakeApi(() => [200, { token: 'fresh' }]);
    renderWithProviders(<PasswordForm needsCurrent={false} onSaved={vi.fn(async () => undefined)} />);
    expect(screen.queryByLabelText('Contraseña actual')).toBeNull();
    fill('Nueva contraseña', 'una-clave-larga');
    fill('Repite la nueva contraseña', 'una-clave-larga');
    await submit();
    expect(calls[0]?.body).toEqual({ newPassword: 'una-clave-larga' });
  });

  it('shows error.intente_nuevamente with the server list when the current password is wrong', async () => {
    fakeApi(() => [
      400,
      {
        error: 'validation',
        message: 'x',
        errors: [{ field: 'currentPassword', code: 'contrasena_actual', message: 'x' }],
      },
    ]);
    renderWithProviders(<PasswordForm needsCurrent onSaved={vi.fn()} />);
    fill('Contraseña actual', 'equivocada-000');
    fill('Nueva contraseña', 'una-clave-larga');
    fill('Repite la nueva contraseña', 'una-clave-larga');
    await submit();
    await waitFor(() => expect(screen.getByText('No pudimos guardar los cambios. Inténtalo nuevamente.')).toBeTruthy());
    expect(screen.getByText('Corrige lo siguiente:')).toBeTruthy();
    expect(screen.getAllByText('La contraseña actual no es correcta.').length).toBeGreaterThan(0);
  });
});
