import { cleanup, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import AppLayout from './layouts/app-layout.tsx';
import * as realtimeConnection from './use-realtime-connection.ts';

// The real connection is not opened: nothing here listens to it.
beforeEach(() => {
  vi.spyOn(realtimeConnection, 'useRealtimeConnection').mockReturnValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the interface language of a logged-in person', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('follows the account’s language (what the settings show), not the one this device showed last', async () => {
    await useLanguage('en');
    const calls = fakeApi(() => [404, { error: 'not_found', message: '', errors: [] }]);
    renderAsUser(<AppLayout />, { self: selfFixture({ langCode: 'es' }) });
    await waitFor(() => expect(i18next.language).toBe('es'));
    expect(await screen.findByText('Saltar al contenido')).toBeTruthy();
    // Following the account is not a choice to save: nothing is sent back.
    expect(calls.filter((call) => call.path === '/users/language')).toEqual([]);
  });
});
