import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginResolver } from '@/features/auth/login-form.tsx';
import { SessionContext, type Session } from '@/lib/session-context.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import LoginPage from './login.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('logging in to a cancelled account', () => {
  beforeAll(() => loginResolver.preload());
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('restores it, opens the session and goes on as a login does', async () => {
    const self = selfFixture();
    const session: Session = {
      state: { status: 'guest' },
      logIn: vi.fn(async () => self),
      refresh: vi.fn(async () => self),
      logOut: vi.fn(),
    };
    const calls = fakeApi((call) => {
      if (call.path === '/public-config') return [200, { facebookAppId: null }];
      if (call.path === '/users/restore') return [200, { token: 'restored' }];
      return [409, { error: 'account_cancelled', message: 'x', errors: [] }];
    });
    renderWithProviders(
      <SessionContext.Provider value={session}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </SessionContext.Provider>,
      { route: '/login' },
    );
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'clave-inicial-123' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Restaurar mi cuenta' }));
    });
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/users/authenticate',
      '/users/restore',
    ]);
    expect(session.logIn).toHaveBeenCalledWith('restored', { remember: false });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/noticias'));
  });
});
