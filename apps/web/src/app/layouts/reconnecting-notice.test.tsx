import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECONNECTING_NOTICE_MS } from '@/lib/socket.ts';
import { fakeSocket } from '@/test/fake-socket.ts';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import AppLayout from './app-layout.tsx';
import * as realtimeConnection from '../use-realtime-connection.ts';

// The test plays the connection through a fake socket; the real one is not opened.
beforeEach(() => {
  vi.spyOn(realtimeConnection, 'useRealtimeConnection').mockReturnValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

const reconnecting = (text: string) => screen.queryByText(text);

describe('the shell’s “reconnecting…” while the live connection is down', () => {
  let socket: ReturnType<typeof fakeSocket>;
  beforeEach(() => {
    fakeApi(() => [404, { error: 'not_found', message: '', errors: [] }]);
  });
  afterEach(() => {
    cleanup();
    socket.detach();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('appears in a polite live region once the connection has been down a few seconds, and goes when it is back', async () => {
    await useLanguage('es');
    socket = fakeSocket();
    renderAsUser(<AppLayout />);
    expect(reconnecting('Reconectando…')).toBeNull();

    vi.useFakeTimers();
    act(() => socket.drop());
    // A short gap goes unnoticed.
    act(() => {
      vi.advanceTimersByTime(RECONNECTING_NOTICE_MS - 1);
    });
    expect(reconnecting('Reconectando…')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const text = screen.getByText('Reconectando…');
    const region = text.closest('[role="status"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => socket.reconnect());
    expect(reconnecting('Reconectando…')).toBeNull();
  });

  it('says it in English too, and a gap that ends in time shows nothing', async () => {
    await useLanguage('en');
    socket = fakeSocket();
    renderAsUser(<AppLayout />, { self: selfFixture({ langCode: 'en' }) });
    vi.useFakeTimers();
    act(() => socket.drop());
    act(() => {
      vi.advanceTimersByTime(RECONNECTING_NOTICE_MS / 2);
    });
    act(() => socket.reconnect());
    act(() => {
      vi.advanceTimersByTime(RECONNECTING_NOTICE_MS * 2);
    });
    expect(reconnecting('Reconnecting…')).toBeNull();
    act(() => socket.drop());
    act(() => {
      vi.advanceTimersByTime(RECONNECTING_NOTICE_MS);
    });
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    // Logging out detaches the connection: nothing is left to reconnect.
    act(() => socket.detach());
    expect(reconnecting('Reconnecting…')).toBeNull();
  });
});
