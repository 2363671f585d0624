import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@/lib/session-context.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import RegisterConfirmationPage from './register-confirmation.tsx';

/** A confirmation link that does not work says so and offers a new e-mail, instead of leaving for /. */
const guest: Session = {
  state: { status: 'guest' },
  logIn: vi.fn(async () => null),
  refresh: vi.fn(async () => null),
  logOut: vi.fn(async () => undefined),
};

function renderAt(route: string) {
  return renderWithProviders(
    <SessionContext.Provider value={guest}>
      <Routes>
        <Route path="/" element={<p>Portada</p>} />
        <Route path="/register/select" element={<p>Elige tu tipo</p>} />
        <Route path="/register/confirmation" element={<RegisterConfirmationPage />} />
      </Routes>
    </SessionContext.Provider>,
    { route },
  );
}

const invalidLink = [400, { error: 'token_invalido', message: 'El enlace no es válido.', errors: [] }] as [
  number,
  unknown,
];

describe('/register/confirmation with a link that does not work', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says so in Spanish and sends a new e-mail to the address typed, with a neutral notice', async () => {
    await useLanguage('es');
    const calls = fakeApi((call) => (call.method === 'GET' ? invalidLink : [204, undefined]));
    renderAt('/register/confirmation#cortado-al-copiar');
    expect(await screen.findByRole('heading', { name: 'Este enlace de confirmación no funciona' })).toBeTruthy();
    expect(screen.queryByText('Portada')).toBeNull();
    fireEvent.input(screen.getByLabelText('Correo electrónico'), { target: { value: ' ana@example.com ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar un correo nuevo' }));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('te enviamos un enlace nuevo'));
    expect(calls).toEqual([
      { method: 'GET', path: '/users/confirmation/cortado-al-copiar', body: undefined },
      { method: 'POST', path: '/users/resend-validation', body: { email: 'ana@example.com', lang: 'es' } },
    ]);
  });

  it('says so in English for a page without a token, and a refused resend reads the same', async () => {
    await useLanguage('en');
    const calls = fakeApi(() => [429, { error: 'too_many_requests', message: '', errors: [] }]);
    renderAt('/register/confirmation');
    expect(screen.getByRole('heading', { name: 'This confirmation link does not work' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Already confirmed: log in' }).getAttribute('href')).toBe('/login');
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send a new e-mail' }));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('we sent it a new link'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([
      { method: 'POST', path: '/users/resend-validation', body: { email: 'ana@example.com', lang: 'en' } },
    ]);
  });

  it('a working link still confirms and goes on to choose the account type', async () => {
    await useLanguage('es');
    fakeApi(() => [200, { token: 'a.b.c' }]);
    vi.mocked(guest.logIn).mockResolvedValueOnce({} as never);
    renderAt('/register/confirmation#bueno');
    expect(await screen.findByText('Elige tu tipo')).toBeTruthy();
    expect(guest.logIn).toHaveBeenCalledWith('a.b.c', { remember: false });
  });
});
