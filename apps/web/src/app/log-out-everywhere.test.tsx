import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/features/session/session-provider.tsx';
import { LogOutEverywhereSection } from '@/features/accounts/settings/log-out-everywhere-section.tsx';
import { useSession } from '@/lib/session-context.ts';
import { clearToken, readToken, writeToken } from '@/lib/token-store.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';

/** Who is logged in, as the app sees it. */
function Probe() {
  const { state } = useSession();
  return <p data-testid="state">{state.status === 'user' ? `user ${state.self.user.fullname}` : state.status}</p>;
}

const renderApp = (ui = <Probe />) => renderWithProviders(<SessionProvider>{ui}</SessionProvider>);
const stateText = () => screen.queryByTestId('state')?.textContent;

/** The settings' "log out everywhere" with the real session. */
describe('log out everywhere', () => {
  beforeEach(async () => {
    await useLanguage('es');
    clearToken();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearToken();
  });

  it('"log out everywhere" asks the server to end every session, then ends this one; a failure ends nothing', async () => {
    writeToken('mi-token', true);
    let answer: [number, unknown] = [503, { error: 'unavailable', message: 'Servicio no disponible.', errors: [] }];
    const calls = fakeApi((call) => {
      if (call.path === '/users/self') return [200, selfFixture()];
      if (call.path === '/users/logout') return answer;
      return [404, {}];
    });
    renderApp(
      <>
        <Probe />
        <LogOutEverywhereSection />
      </>,
    );
    await waitFor(() => expect(stateText()).toBe('user Ana Pérez'));
    const button = screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' });

    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('El servicio no está disponible'));
    expect(stateText()).toBe('user Ana Pérez');
    expect(readToken()).toBe('mi-token');

    answer = [204, undefined];
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    await waitFor(() => expect(stateText()).toBe('guest'));
    expect(readToken()).toBeNull();
    expect(calls.filter((call) => call.path === '/users/logout').map((call) => call.body)).toEqual([
      { everywhere: true },
      { everywhere: true },
    ]);
  });
});
