import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelfResponse } from '@vitrina/contract/users';
import { SessionContext, type Session } from '@/lib/session-context.ts';
import { fakeApi, renderWithProviders, useLanguage, type FakeCall } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { SiteFooter } from './site-footer.tsx';

const selfWith = (langCode: 'es' | 'en') => selfFixture({ langCode });

function fakeSession(self: SelfResponse | null): Session & { refresh: ReturnType<typeof vi.fn> } {
  return {
    state: self ? { status: 'user', self } : { status: 'guest' },
    logIn: vi.fn(async () => self),
    refresh: vi.fn(async () => self),
    logOut: vi.fn(),
  };
}

function renderFooter(session: Session) {
  return renderWithProviders(
    <SessionContext.Provider value={session}>
      <SiteFooter />
    </SessionContext.Provider>,
  );
}

const languageCalls = (calls: FakeCall[]) => calls.filter((call) => call.path === '/users/language');

describe('SiteFooter language switch', () => {
  beforeEach(async () => {
    await useLanguage('es');
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('for a logged-in user, switching language saves it on the server and applies the new token', async () => {
    const calls = fakeApi(() => [200, { token: 'fresh-token' }]);
    const session = fakeSession(selfWith('es'));
    renderFooter(session);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    });

    expect(i18next.language).toBe('en');
    await waitFor(() => expect(session.refresh).toHaveBeenCalledWith('fresh-token'));
    expect(languageCalls(calls)).toEqual([{ method: 'PUT', path: '/users/language', body: { langCode: 'en' } }]);
  });

  it('does not save the language the account already has', async () => {
    const calls = fakeApi(() => [200, { token: 'fresh-token' }]);
    renderFooter(fakeSession(selfWith('es')));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'ES' }));
    });
    expect(languageCalls(calls)).toEqual([]);
  });

  it('quick switches are saved in order, so the server ends with the last choice', async () => {
    const calls = fakeApi(() => new Promise((resolve) => setTimeout(() => resolve([200, { token: 't' }]), 5)));
    const session = fakeSession(selfWith('es'));
    renderFooter(session);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'EN' }));
      fireEvent.click(screen.getByRole('button', { name: 'ES' }));
    });
    await waitFor(() => expect(languageCalls(calls)).toHaveLength(2));
    expect(languageCalls(calls).map((call) => call.body)).toEqual([{ langCode: 'en' }, { langCode: 'es' }]);
    expect(i18next.language).toBe('es');
    await waitFor(() => expect(session.refresh).toHaveBeenCalledTimes(1));
  });

  it('for a visitor, only the interface changes (nothing is sent)', async () => {
    const calls = fakeApi(() => [500, {}]);
    renderFooter(fakeSession(null));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    });
    expect(i18next.language).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(calls).toEqual([]);
  });
});
