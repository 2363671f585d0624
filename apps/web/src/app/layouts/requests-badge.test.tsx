import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '@/test/fake-socket.ts';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import AppLayout from './app-layout.tsx';
import * as realtimeConnection from '../use-realtime-connection.ts';

// The test plays the server through a fake socket; the real connection is not opened.
beforeEach(() => {
  vi.spyOn(realtimeConnection, 'useRealtimeConnection').mockReturnValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the header’s message requests badge', () => {
  let socket: ReturnType<typeof fakeSocket>;
  beforeEach(() => {
    socket = fakeSocket();
    fakeApi((call) => {
      if (call.path === '/notifications/messages') return [200, []];
      return [200, { rows: [], count: call.path.startsWith('/users/contacts/requests') ? 2 : 0 }];
    });
  });
  afterEach(() => {
    cleanup();
    socket.detach();
    vi.unstubAllGlobals();
  });

  it('starts from users/self beside the unread badge, on the desktop button and the phone’s tab, in Spanish', async () => {
    await useLanguage('es');
    renderAsUser(<AppLayout />, { self: selfFixture({ unreadedMessagesCount: 3, messageRequestsCount: 2 }) });
    const button = screen.getByRole('button', { name: 'Mensajes, 3 sin leer, 2 solicitudes' });
    expect(button.querySelector('.unread-badge')?.textContent).toBe('3');
    expect(button.querySelector('.requests-badge')?.textContent).toBe('2');
    const tab = screen.getByRole('link', { name: 'Mensajes, 3 sin leer, 2 solicitudes' });
    expect(tab.getAttribute('href')).toBe('/conversaciones');
    expect(tab.querySelector('.requests-badge')?.textContent).toBe('2');
    // The dropdown names what the violet badge counts, above the messages.
    fireEvent.click(button);
    const panel = await screen.findByRole('region', { name: 'Mensajes' });
    const waiting = await within(panel).findByRole('link', { name: 'Tienes 2 solicitudes esperando' });
    expect(waiting.getAttribute('href')).toBe('/conversaciones/solicitudes');
  });

  it('follows the server’s count live, and goes at zero, in English', async () => {
    await useLanguage('en');
    renderAsUser(<AppLayout />, { self: selfFixture({ messageRequestsCount: 0, langCode: 'en' }) });
    expect(screen.getByRole('button', { name: 'Messages' }).querySelector('.requests-badge')).toBeNull();
    act(() => socket.serverSends('message-requests', { count: 1 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Messages, 1 request' })).toBeTruthy());
    act(() => socket.serverSends('message-requests', { count: 0 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Messages' })).toBeTruthy());
    expect(document.querySelector('.requests-badge')).toBeNull();
  });
});
