import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@/lib/session-context.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import AccountCancelledPage from './account-cancelled.tsx';
import UserSettingsPage from './user-settings.tsx';

/** What the security section's calls answer (the rest of the page's calls answer `{}` or the export's state). */
const settingsAnswers: Record<string, unknown> = {
  '/users/second-factors': { totp: { enabled: false, since: null }, recoveryCodes: { remaining: 0 } },
  '/users/sessions': { sessions: [] },
  '/users/passkeys': { passkeys: [] },
};

/** The settings page as app/ composes it: cancelling ends the session and leads to the notice. */
function renderSettings(type: 'talento' | 'agencia') {
  const self = selfFixture({ type });
  const session: Session = {
    state: { status: 'user', self },
    logIn: vi.fn(async () => self),
    refresh: vi.fn(async () => self),
    logOut: vi.fn(),
  };
  renderWithProviders(
    <SessionContext.Provider value={session}>
      <Routes>
        <Route path="/user/settings" element={<UserSettingsPage />} />
        <Route path="/cuenta-cancelada" element={<AccountCancelledPage />} />
      </Routes>
    </SessionContext.Provider>,
    { route: '/user/settings' },
  );
  return session;
}

describe('cancelling from the settings', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  describe.each(['talento', 'agencia'] as const)('as a %s', (type) => {
    beforeEach(() => useLanguage('es'));

    it('ends the session and shows the notice with the deletion date', async () => {
      fakeApi((call) =>
        call.path === '/users/cancel' ? [200, { deletionDate: '2026-03-12T12:00:00.000Z' }] : [200, {}],
      );
      const session = renderSettings(type);
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar mi cuenta' }));
      const dialog = screen.getByRole('dialog', { name: '¿Cancelar tu cuenta?' });
      fireEvent.change(within(dialog).getByLabelText('Tu contraseña actual'), { target: { value: 'clave-123456' } });
      await act(async () => {
        fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar mi cuenta' }));
      });
      await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Cancelaste tu cuenta' })).toBeTruthy());
      expect(session.logOut).toHaveBeenCalledTimes(1);
      expect(
        screen.getByText('El 12 de marzo de 2026 borraremos tu cuenta para siempre, con todo lo que contiene.'),
      ).toBeTruthy();
      expect(screen.getByText(/inicia sesión con tu correo y tu contraseña antes de esa fecha/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
    });
  });

  it('offers the download of one’s data just before the danger zone, which links to it', async () => {
    await useLanguage('es');
    fakeApi((call) => [200, settingsAnswers[call.path] ?? { export: null }]);
    renderSettings('agencia');
    const download = screen.getByRole('region', { name: 'Descargar mis datos' });
    const danger = screen.getByRole('region', { name: 'Cancelar mi cuenta' });
    expect(download.nextElementSibling).toBe(danger);
    const link = within(danger).getByRole('link', { name: 'descarga antes una copia de tus datos' });
    expect(link.getAttribute('href')).toBe(`#${download.id}`);
    await waitFor(() =>
      expect(within(download).getByRole('button', { name: 'Pedir mis datos' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('ends no session when the notice is opened again later', async () => {
    await useLanguage('es');
    fakeApi(() => [200, {}]);
    const self = selfFixture();
    const session: Session = {
      state: { status: 'user', self },
      logIn: vi.fn(async () => self),
      refresh: vi.fn(async () => self),
      logOut: vi.fn(),
    };
    renderWithProviders(
      <SessionContext.Provider value={session}>
        <AccountCancelledPage />
      </SessionContext.Provider>,
      { route: '/cuenta-cancelada?fecha=2026-03-12T12:00:00.000Z' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Cancelaste tu cuenta' })).toBeTruthy();
    expect(session.logOut).not.toHaveBeenCalled();
  });

  it('shows the notice in English', async () => {
    await useLanguage('en');
    fakeApi((call) =>
      call.path === '/users/cancel' ? [200, { deletionDate: '2026-03-12T12:00:00.000Z' }] : [200, {}],
    );
    renderSettings('talento');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your account?' });
    fireEvent.change(within(dialog).getByLabelText('Your current password'), { target: { value: 'clave-123456' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel my account' }));
    });
    await waitFor(() =>
      expect(screen.getByText(/^On March 12, 2026 we will delete your account for good/)).toBeTruthy(),
    );
  });
});
