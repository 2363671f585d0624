import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session-context.ts';
import { clearToken, readToken, writeToken } from '@/lib/token-store.ts';
import { fakeApi, renderWithProviders, useLanguage, type FakeCall } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { SessionProvider } from './session-provider.tsx';

/** What the app shows of the session: who is logged in, and a logout button. */
function Probe() {
  const session = useSession();
  return (
    <div>
      <p data-testid="state">
        {session.state.status === 'user' ? `user ${session.state.self.user.fullname}` : session.state.status}
      </p>
      <button type="button" onClick={() => void session.logOut()}>
        salir
      </button>
    </div>
  );
}

const renderApp = (ui = <Probe />) => renderWithProviders(<SessionProvider>{ui}</SessionProvider>);
const stateText = () => screen.queryByTestId('state')?.textContent;
const unavailable = () => screen.queryByRole('heading', { name: 'No podemos conectar con Vitrina' });
const selfCalls = (calls: FakeCall[]) => calls.filter((call) => call.path === '/users/self');

describe('the session', () => {
  beforeEach(async () => {
    await useLanguage('es');
    clearToken();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearToken();
  });

  it('keeps the token when the server answers 503 at start, shows the retry state and recovers by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeToken('recordado', true);
    let down = true;
    const calls = fakeApi((call) => {
      if (call.path !== '/users/self') return [404, {}];
      return down ? [503, { error: 'unavailable', message: 'x', errors: [] }] : [200, selfFixture()];
    });
    renderApp();

    await waitFor(() => expect(unavailable()).toBeTruthy());
    expect(screen.getByRole('status').textContent).toContain('Tu sesión sigue abierta');
    expect(readToken()).toBe('recordado');

    down = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await waitFor(() => expect(stateText()).toBe('user Ana Pérez'));
    expect(unavailable()).toBeNull();
    expect(readToken()).toBe('recordado');
    expect(selfCalls(calls).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the token when the connection is refused at start, and "try again now" recovers', async () => {
    writeToken('sin-recordar', false);
    let refused = true;
    const fetchMock = vi.fn(async () => {
      if (refused) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(selfFixture()), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderApp();

    await waitFor(() => expect(unavailable()).toBeTruthy());
    expect(readToken()).toBe('sin-recordar');

    refused = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar ahora' }));
    await waitFor(() => expect(stateText()).toBe('user Ana Pérez'));
    expect(readToken()).toBe('sin-recordar');
  });

  it('a 401 at start still ends the session', async () => {
    writeToken('caducado', true);
    fakeApi(() => [401, { error: 'session_expired', message: 'x', errors: [] }]);
    renderApp();
    await waitFor(() => expect(stateText()).toBe('guest'));
    expect(readToken()).toBeNull();
    expect(unavailable()).toBeNull();
  });

  it('a session without "remember me" opens in a new tab of the same browser', async () => {
    writeToken('de-esta-sesion', false);
    // A new tab: its own sessionStorage (empty) and a fresh app, the same browser's cookies.
    sessionStorage.clear();
    const calls = fakeApi((call) => (call.path === '/users/self' ? [200, selfFixture()] : [404, {}]));
    renderApp();
    await waitFor(() => expect(stateText()).toBe('user Ana Pérez'));
    expect(readToken()).toBe('de-esta-sesion');
    expect(selfCalls(calls)).toHaveLength(1);
    // It is a browser-session cookie: no expiry, so closing the browser ends it.
    expect(document.cookie).toContain('token=de-esta-sesion');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logging out ends the session on the server, and here even when the server cannot be reached', async () => {
    writeToken('mi-token', true);
    const calls = fakeApi((call) => {
      if (call.path === '/users/self') return [200, selfFixture()];
      if (call.path === '/users/logout') return [503, { error: 'unavailable', message: 'x', errors: [] }];
      return [404, {}];
    });
    renderApp();
    await waitFor(() => expect(stateText()).toBe('user Ana Pérez'));
    fireEvent.click(screen.getByRole('button', { name: 'salir' }));
    await waitFor(() => expect(stateText()).toBe('guest'));
    expect(readToken()).toBeNull();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/users/logout')).toEqual([
        { method: 'POST', path: '/users/logout', body: { everywhere: false } },
      ]),
    );
  });
});
