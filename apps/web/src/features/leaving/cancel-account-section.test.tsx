import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { CancelAccountSection } from './cancel-account-section.tsx';

const opener = () => screen.getByRole('button', { name: 'Cancelar mi cuenta' });
const dialog = () => screen.getByRole('dialog', { name: '¿Cancelar tu cuenta?' });
const passwordField = () => within(dialog()).getByLabelText('Tu contraseña actual');

async function confirm() {
  await act(async () => {
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Sí, cancelar mi cuenta' }));
  });
}

function renderSection(hasPassword = true) {
  const onCancelled = vi.fn(async () => undefined);
  renderWithProviders(<CancelAccountSection hasPassword={hasPassword} onCancelled={onCancelled} />);
  return onCancelled;
}

describe('CancelAccountSection', () => {
  beforeEach(async () => {
    await useLanguage('es');
    vi.useFakeTimers({ now: new Date(2026, 1, 12, 12), toFake: ['Date'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says what happens and when, in its own section', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Cancelar mi cuenta' });
    expect(section.textContent).toContain('nadie ve tu perfil, tus publicaciones, tus comentarios, tus me gusta');
    expect(section.textContent).toContain('Se cierran todas tus sesiones');
    expect(section.textContent).toContain('Pasadas 4 semanas, borramos para siempre tu cuenta');
    expect(section.textContent).toContain('inicia sesión con tu correo y tu contraseña');
  });

  it('points to the download of one’s data, in the same page', () => {
    renderSection();
    const link = screen.getByRole('link', { name: 'descarga antes una copia de tus datos' });
    expect(link.getAttribute('href')).toBe('#mis-datos');
  });

  it('opens a dialog that restates the deletion date and starts on the password field', () => {
    renderSection();
    fireEvent.click(opener());
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    // Four weeks from 12 February 2026.
    expect(dialog().textContent).toContain('El 12 de marzo de 2026 borraremos tu cuenta para siempre');
    expect(document.activeElement).toBe(passwordField());
  });

  it('asks for the password before sending anything', async () => {
    const calls = fakeApi(() => [200, { deletionDate: 'x' }]);
    const onCancelled = renderSection();
    fireEvent.click(opener());
    await confirm();
    expect(calls).toEqual([]);
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(passwordField().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Introduce una contraseña.',
    );
    expect(onCancelled).not.toHaveBeenCalled();
  });

  it('shows a wrong password on the field, described by its error, and stays', async () => {
    fakeApi(() => [
      400,
      { error: 'validation', message: 'x', errors: [{ field: 'password', code: 'contrasena_actual', message: 'x' }] },
    ]);
    const onCancelled = renderSection();
    fireEvent.click(opener());
    fireEvent.change(passwordField(), { target: { value: 'equivocada-000' } });
    await confirm();
    await waitFor(() => expect(passwordField().getAttribute('aria-invalid')).toBe('true'));
    const describedBy = passwordField().getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('La contraseña actual no es correcta.');
    expect(document.activeElement).toBe(passwordField());
    expect(onCancelled).not.toHaveBeenCalled();
  });

  it('sends the password and hands on the deletion date', async () => {
    const calls = fakeApi(() => [200, { deletionDate: '2026-03-12T12:00:00.000Z' }]);
    const onCancelled = renderSection();
    fireEvent.click(opener());
    fireEvent.change(passwordField(), { target: { value: 'clave-inicial-123' } });
    await confirm();
    expect(calls).toEqual([{ method: 'POST', path: '/users/cancel', body: { password: 'clave-inicial-123' } }]);
    expect(onCancelled).toHaveBeenCalledWith('2026-03-12T12:00:00.000Z');
  });

  it('tells an account without a password to choose one, with a link', async () => {
    fakeApi(() => [409, { error: 'password_required', message: 'x', errors: [] }]);
    renderSection();
    fireEvent.click(opener());
    fireEvent.change(passwordField(), { target: { value: 'lo-que-sea-123' } });
    await confirm();
    await waitFor(() => expect(dialog().textContent).toContain('Tu cuenta aún no tiene contraseña.'));
    expect(within(dialog()).getByRole('link', { name: 'Elegir una contraseña' }).getAttribute('href')).toBe(
      '/user/password',
    );
    expect(within(dialog()).queryByLabelText('Tu contraseña actual')).toBeNull();
  });

  it('says so at once when the account is known to have no password', () => {
    const calls = fakeApi(() => [200, {}]);
    renderSection(false);
    fireEvent.click(opener());
    expect(within(dialog()).getByRole('link', { name: 'Elegir una contraseña' })).toBeTruthy();
    expect(within(dialog()).queryByLabelText('Tu contraseña actual')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('keeps the account: closes, sends nothing and gives focus back to the button', () => {
    const calls = fakeApi(() => [200, {}]);
    renderSection();
    opener().focus();
    fireEvent.click(opener());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'No, conservar mi cuenta' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener());
    expect(calls).toEqual([]);
  });
});
