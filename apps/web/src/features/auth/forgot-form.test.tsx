import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { ForgotForm, forgotResolver } from './forgot-form.tsx';

const submitButton = () => screen.getByRole('button', { name: 'Enviar enlace' }) as HTMLButtonElement;

function fill(value: string) {
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value } });
}

describe('ForgotForm', () => {
  // The schema is a lazy chunk in the app; here it is loaded once, before the first submission.
  beforeAll(() => forgotResolver.preload());
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('waits for an address, sends it with the language and names it in the confirmation', async () => {
    const calls = fakeApi(() => [200, { sent: true }]);
    renderWithProviders(<ForgotForm lang="es" />);
    expect(submitButton().disabled).toBe(true);
    fill('  ');
    expect(submitButton().disabled).toBe(true);
    fill(' ana@example.com ');
    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect(calls).toEqual([
      { method: 'POST', path: '/users/recover/password', body: { email: 'ana@example.com', lang: 'es' } },
    ]);
    expect((await screen.findByRole('status')).textContent).toMatch(/Te enviamos un correo a\s+ana@example\.com\s/);
  });

  it('says an unknown address is not registered and marks the field', async () => {
    fakeApi(() => [400, { error: 'user', message: 'x', errors: [] }]);
    renderWithProviders(<ForgotForm lang="es" />);
    fill('nadie@example.com');
    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Parece que ese correo no está registrado');
    expect(screen.getByRole('link', { name: 'Crea una cuenta' }).getAttribute('href')).toBe('/register');
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
  });
});
