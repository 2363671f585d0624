import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { ProfileUrlForm } from './profile-url-form.tsx';

const input = () => screen.getByLabelText('Dirección de tu perfil') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Guardar cambios' }) as HTMLButtonElement;

describe('ProfileUrlForm', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('strips every character other than letters, digits, underscore and hyphen while typing', () => {
    fakeApi(() => [500, {}]);
    renderWithProviders(<ProfileUrlForm current="ana" onSaved={vi.fn()} />);
    fireEvent.change(input(), { target: { value: 'Ana María/perez 2!_x-y' } });
    expect(input().value).toBe('AnaMaraperez2_x-y');
  });

  it('does not send an unchanged value', async () => {
    const calls = fakeApi(() => [200, { token: 't' }]);
    renderWithProviders(<ProfileUrlForm current="ana" onSaved={vi.fn()} />);
    fireEvent.change(input(), { target: { value: 'ana!' } });
    expect(input().value).toBe('ana');
    expect(saveButton().disabled).toBe(true);
    await act(async () => {
      fireEvent.submit(input().closest('form')!);
    });
    expect(calls).toEqual([]);
  });

  it('refuses an empty value without sending it', async () => {
    const calls = fakeApi(() => [200, { token: 't' }]);
    renderWithProviders(<ProfileUrlForm current="ana" onSaved={vi.fn()} />);
    fireEvent.change(input(), { target: { value: '!!!' } });
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(screen.getByText('La URL del perfil no puede estar vacía.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends a new value, refreshes the session with the token and says so', async () => {
    const calls = fakeApi(() => [200, { token: 'fresh-token' }]);
    const onSaved = vi.fn(async () => undefined);
    renderWithProviders(<ProfileUrlForm current="ana" onSaved={onSaved} />);
    fireEvent.change(input(), { target: { value: 'ana-baila' } });
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(calls).toEqual([{ method: 'PUT', path: '/users/profile_url', body: { profile_url: 'ana-baila' } }]);
    expect(onSaved).toHaveBeenCalledWith('fresh-token');
    await waitFor(() => expect(screen.getByText('Tus datos se actualizaron correctamente.')).toBeTruthy());
  });

  it('shows error.el_perfil_existe when the server says the address is taken', async () => {
    fakeApi(() => [
      409,
      {
        error: 'el_perfil_existe',
        message: 'x',
        errors: [{ field: 'profile_url', code: 'el_perfil_existe', message: 'x' }],
      },
    ]);
    renderWithProviders(<ProfileUrlForm current="ana" onSaved={vi.fn()} />);
    fireEvent.change(input(), { target: { value: 'taken' } });
    await act(async () => {
      fireEvent.click(saveButton());
    });
    await waitFor(() =>
      expect(
        screen.getAllByText('Esa URL de perfil ya existe o no está disponible; elige otra.').length,
      ).toBeGreaterThan(0),
    );
    expect(screen.getByText('No pudimos guardar los cambios. Inténtalo nuevamente.')).toBeTruthy();
  });

  it('refuses a reserved word such as a route name before sending', async () => {
    const calls = fakeApi(() => [200, { token: 't' }]);
    renderWithProviders(<ProfileUrlForm current="ana" onSaved={vi.fn()} />);
    fireEvent.change(input(), { target: { value: 'noticias' } });
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(screen.getByText('Esa URL de perfil ya existe o no está disponible; elige otra.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
