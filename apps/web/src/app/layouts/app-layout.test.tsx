import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '@/test/fake-socket.ts';
import { entryFixture, me, messageFixture, personFixture } from '@/test/message-fixture.ts';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import AppLayout from './app-layout.tsx';

// The test plays the server through a fake socket; the real connection is not opened.
vi.mock('../use-realtime-connection.ts', () => ({ useRealtimeConnection: () => undefined }));

const luis = personFixture({ id: 7, fullname: 'Luis Gómez', profile_url: 'luis' });
const eva = personFixture({ id: 8, fullname: 'Eva Ríos', profile_url: 'eva' });
const long = 'Te escribo por el casting del jueves: necesitamos confirmar el horario y la dirección exacta hoy';

const messagesButton = (count: number) =>
  screen.getByRole('button', { name: count > 0 ? `Mensajes, ${count} sin leer` : 'Mensajes' });

describe('the header’s messages badge and dropdown', () => {
  let socket: ReturnType<typeof fakeSocket>;
  let calls: FakeCall[];
  beforeEach(async () => {
    await useLanguage('es');
    socket = fakeSocket();
    calls = fakeApi((call) => {
      if (call.path === '/notifications/messages')
        return [
          200,
          [
            entryFixture({ id: 21, actor: eva, message: `${long.slice(0, 70)}…` }),
            entryFixture({ id: 20, actor: luis, message: 'Hola' }),
            entryFixture({ id: 5, actor: luis, message: 'Gracias', is_read: true }),
          ],
        ];
      if (call.path === '/notifications/update_read') return [200, { unread: 0 }];
      return [404, { error: 'not_found', message: '', errors: [] }];
    });
  });
  afterEach(() => {
    cleanup();
    socket.detach();
    vi.unstubAllGlobals();
  });

  it('starts from users/self, rises with each message that arrives, and not with my own', async () => {
    renderAsUser(<AppLayout />, { self: selfFixture({ unreadedMessagesCount: 1 }) });
    expect(messagesButton(1)).toBeTruthy();
    act(() => socket.serverSends('message', { actor: luis, message: messageFixture({ id: 30, sender: luis }) }));
    await waitFor(() => expect(messagesButton(2)).toBeTruthy());
    act(() => socket.serverSends('message', { actor: eva, message: messageFixture({ id: 31, sender: eva }) }));
    await waitFor(() => expect(messagesButton(3)).toBeTruthy());
    // The mobile chat tab carries the same count.
    expect(screen.getByRole('link', { name: 'Mensajes, 3 sin leer' }).getAttribute('href')).toBe('/conversaciones');
    // My message from another tab is not unread.
    act(() =>
      socket.serverSends('message', {
        actor: me,
        message: messageFixture({ id: 32, sender: me, receiverId: 7 }),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(messagesButton(3)).toBeTruthy();
  });

  it('lists the latest messages with their previews; opening it marks the unread ones read and lowers the badge', async () => {
    renderAsUser(<AppLayout />, { self: selfFixture({ unreadedMessagesCount: 2 }) });
    fireEvent.click(messagesButton(2));
    const panel = await screen.findByRole('region', { name: 'Mensajes' });
    const entries = await within(panel).findAllByRole('link', { name: /Eva Ríos|Luis Gómez/ });
    expect(entries).toHaveLength(3);
    expect(entries[0]!.getAttribute('href')).toBe('/conversaciones/eva');
    expect(entries[0]!.textContent).toContain(`${long.slice(0, 70)}…`);
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/notifications/update_read')?.body).toEqual({
        notificationIds: [21, 20],
        kind: 'messages',
      }),
    );
    await waitFor(() => expect(messagesButton(0)).toBeTruthy());
    // Still shown as new while the dropdown stays open, so the reader sees which were.
    expect(entries[0]!.textContent).toContain('sin leer');
    expect(entries[2]!.textContent).not.toContain('sin leer');
    expect(within(panel).getByRole('link', { name: 'Ver todos los mensajes' }).getAttribute('href')).toBe(
      '/conversaciones',
    );
  });
});
