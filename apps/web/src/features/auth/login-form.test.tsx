import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { LoginForm, loginResolver } from './login-form.tsx';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submitButton = () => screen.getByRole('button', { name: 'Iniciar sesión' }) as HTMLButtonElement;

describe('LoginForm', () => {
  // The schema is a lazy chunk in the app; here it is loaded once, before the first submission.
  beforeAll(() => loginResolver.preload());
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends nothing while a field is empty', async () => {
    const calls = fakeApi(() => [200, { token: 't' }]);
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} onChallenge={vi.fn()} />);
    expect(submitButton().disabled).toBe(true);
    fill('Correo electrónico', 'ana@example.com');
    expect(submitButton().disabled).toBe(true);
    await act(async () => {
      fireEvent.submit(submitButton().closest('form')!);
    });
    expect(calls).toEqual([]);
  });

  it('logs in with remember-me', async () => {
    const calls = fakeApi(() => [200, { token: 'session' }]);
    const onLoggedIn = vi.fn(async () => undefined);
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} onChallenge={vi.fn()} />);
    fill('Correo electrónico', 'ana@example.com');
    fill('Contraseña', 'una-clave-larga');
    fireEvent.click(screen.getByLabelText('Recordarme'));
    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/users/authenticate',
      body: { email: 'ana@example.com', password: 'una-clave-larga', remember: true },
    });
    expect(onLoggedIn).toHaveBeenCalledWith('session', true);
  });

  it('hands a second factor’s challenge on instead of logging in', async () => {
    fakeApi(() => [200, { challenge: 'reto', methods: ['totp', 'recovery'] }]);
    const onLoggedIn = vi.fn(async () => undefined);
    const onChallenge = vi.fn();
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} onChallenge={onChallenge} />);
    fill('Correo electrónico', 'ana@example.com');
    fill('Contraseña', 'una-clave-larga');
    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect(onChallenge).toHaveBeenCalledWith('reto', false, ['totp', 'recovery']);
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('counts what was typed into the prerendered form before it hydrated', async () => {
    const tree = () => (
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LoginForm onLoggedIn={vi.fn()} onChallenge={vi.fn()} />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'ana@example.com';
    container.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'una-clave-larga';
    const root = await act(async () => hydrateRoot(container, tree()));
    expect(submitButton().disabled).toBe(false);
    act(() => root.unmount());
    container.remove();
  });

  it.each([
    ['password', 'La contraseña parece ser incorrecta.'],
    ['credentials', 'Parece que ese correo no está registrado o aún no ha sido confirmado.'],
  ])('shows its own text for the %s error', async (code, text) => {
    fakeApi(() => [400, { error: code, message: 'x', errors: [] }]);
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} onChallenge={vi.fn()} />);
    fill('Correo electrónico', 'ana@example.com');
    fill('Contraseña', 'una-clave-larga');
    await act(async () => {
      fireEvent.click(submitButton());
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(text));
  });

  describe('a cancelled account', () => {
    const restoreButton = () => screen.getByRole('button', { name: 'Restaurar mi cuenta' });

    async function logInToCancelled(answerRestore: () => [number, unknown]) {
      const calls = fakeApi((call) =>
        call.path === '/users/restore'
          ? answerRestore()
          : [409, { error: 'account_cancelled', message: 'x', errors: [] }],
      );
      const onLoggedIn = vi.fn(async () => undefined);
      renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} onChallenge={vi.fn()} />);
      fill('Correo electrónico', 'ana@example.com');
      fill('Contraseña', 'una-clave-larga');
      fireEvent.click(screen.getByLabelText('Recordarme'));
      await act(async () => {
        fireEvent.click(submitButton());
      });
      return { calls, onLoggedIn };
    }

    it('is offered its restoration, which logs in with the same e-mail and password', async () => {
      const { calls, onLoggedIn } = await logInToCancelled(() => [200, { token: 'restored' }]);
      const offer = await screen.findByRole('status');
      expect(offer.textContent).toContain('Tu cuenta está cancelada');
      expect(offer.textContent).toContain('Durante cuatro semanas desde la cancelación puedes restaurarla');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(onLoggedIn).not.toHaveBeenCalled();

      // The fields change after the offer: the restoration still uses what the login checked.
      fill('Contraseña', 'otra-cosa');
      await act(async () => {
        fireEvent.click(restoreButton());
      });
      expect(calls.at(-1)).toEqual({
        method: 'POST',
        path: '/users/restore',
        body: { email: 'ana@example.com', password: 'una-clave-larga' },
      });
      expect(onLoggedIn).toHaveBeenCalledWith('restored', true);
    });

    it('shows a failed restoration as a login error', async () => {
      const { onLoggedIn } = await logInToCancelled(() => [
        429,
        { error: 'too_many_requests', message: 'Demasiados intentos', errors: [] },
      ]);
      await act(async () => {
        fireEvent.click(restoreButton());
      });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('No pudimos iniciar tu sesión');
      expect(screen.queryByRole('button', { name: 'Restaurar mi cuenta' })).toBeNull();
      expect(onLoggedIn).not.toHaveBeenCalled();
    });

    it('reads a restoration refused for its password as the login does', async () => {
      await logInToCancelled(() => [400, { error: 'password', message: 'x', errors: [] }]);
      await act(async () => {
        fireEvent.click(restoreButton());
      });
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toContain('La contraseña parece ser incorrecta.'),
      );
    });
  });

  it('tells a suspended person until when and why, as the server wrote it in their language', async () => {
    const message = 'Cuenta suspendida hasta el 3 de diciembre de 2026, 14:05 UTC: Pedías dinero por castings';
    fakeApi(() => [403, { error: 'account_suspended', message, errors: [] }]);
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} onChallenge={vi.fn()} />);
    fill('Correo electrónico', 'ana@example.com');
    fill('Contraseña', 'una-clave-larga');
    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Restaurar/ })).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });
});
