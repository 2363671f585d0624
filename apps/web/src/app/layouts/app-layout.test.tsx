import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '@/test/fake-socket.ts';
import { entryFixture, me, messageFixture, personFixture } from '@/test/message-fixture.ts';
import { actorFixture, notificationFixture, notificationPage } from '@/test/notification-fixture.ts';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import AppLayout from './app-layout.tsx';
import * as realtimeConnection from '../use-realtime-connection.ts';

// The test plays the server through a fake socket; the real connection is not opened.
beforeEach(() => {
  vi.spyOn(realtimeConnection, 'useRealtimeConnection').mockReturnValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

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
    act(() =>
      socket.serverSends('message', { actor: luis, message: messageFixture({ id: 30, sender: luis }), request: false }),
    );
    await waitFor(() => expect(messagesButton(2)).toBeTruthy());
    act(() =>
      socket.serverSends('message', { actor: eva, message: messageFixture({ id: 31, sender: eva }), request: false }),
    );
    await waitFor(() => expect(messagesButton(3)).toBeTruthy());
    // The mobile chat tab carries the same count.
    expect(screen.getByRole('link', { name: 'Mensajes, 3 sin leer' }).getAttribute('href')).toBe('/conversaciones');
    // My message from another tab is not unread.
    act(() =>
      socket.serverSends('message', {
        actor: me,
        message: messageFixture({ id: 32, sender: me, receiverId: 7 }),
        request: false,
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

const notificationsButton = (count: number) =>
  screen.getByRole('button', { name: count > 0 ? `Notificaciones, ${count} sin leer` : 'Notificaciones' });

describe('the header’s notifications badge and dropdown', () => {
  let socket: ReturnType<typeof fakeSocket>;
  let calls: FakeCall[];
  const sol = actorFixture({ id: 9, fullname: 'Agencia Sol', profile_url: 'agencia-sol', type: 'agencia' });
  beforeEach(async () => {
    await useLanguage('es');
    socket = fakeSocket();
    calls = fakeApi((call) => {
      if (call.path === '/notifications?page=1')
        return [
          200,
          notificationPage([
            notificationFixture({ id: 12, actor: eva, postId: 40 }),
            notificationFixture({ id: 11, type: 'FOLLOWER', actor: sol, postId: null }),
            notificationFixture({ id: 10, type: 'COMMENT', actor: luis, postId: 40, is_read: true }),
          ]),
        ];
      if (call.path === '/notifications/update_read') return [200, { unread: 0 }];
      if (call.path === '/users/9/agencia') return new Promise(() => undefined);
      return [404, { error: 'not_found', message: '', errors: [] }];
    });
  });
  afterEach(() => {
    cleanup();
    socket.detach();
    vi.unstubAllGlobals();
  });

  it('starts from users/self and follows the server’s unread count live, on the bell and the phone’s tab', async () => {
    renderAsUser(<AppLayout />, { self: selfFixture({ unreadedNotificationsCount: 2 }) });
    expect(notificationsButton(2)).toBeTruthy();
    act(() => socket.serverSends('notifications-unread', { unread: 3 }));
    await waitFor(() => expect(notificationsButton(3)).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Notificaciones, 3 sin leer' }).getAttribute('href')).toBe(
      '/notificaciones',
    );
    // Read in another tab.
    act(() => socket.serverSends('notifications-unread', { unread: 0 }));
    await waitFor(() => expect(notificationsButton(0)).toBeTruthy());
    // Only the moderators' pending notices are asked for; the counts come from users/self and the socket.
    expect(calls.filter((call) => call.path !== '/notices')).toEqual([]);
  });

  it('lists the first page as sentences; opening it marks the unread ones read and clears the badge', async () => {
    renderAsUser(<AppLayout />, { self: selfFixture({ unreadedNotificationsCount: 2 }) });
    fireEvent.click(notificationsButton(2));
    const panel = await screen.findByRole('region', { name: 'Notificaciones' });
    const list = await within(panel).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('A Eva Ríos le gustó tu publicación');
    expect(
      within(items[0]!)
        .getByRole('link', { name: /le gustó tu publicación/ })
        .getAttribute('href'),
    ).toBe('/noticias/40');
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/notifications/update_read')?.body).toEqual({
        notificationIds: [],
        kind: 'notifications',
        all: true,
      }),
    );
    await waitFor(() => expect(notificationsButton(0)).toBeTruthy());
    // Still shown as new while the dropdown stays open, so the reader sees which were.
    expect(items[0]!.textContent).toContain('Sin leer');
    expect(items[2]!.textContent).not.toContain('Sin leer');
    expect(within(panel).getByRole('link', { name: 'Ver todas las notificaciones' }).getAttribute('href')).toBe(
      '/notificaciones',
    );

    // A new one arrives at the top of the open list.
    act(() =>
      socket.serverSends(
        'notification',
        notificationFixture({
          id: 13,
          type: 'FOLLOWER',
          actor: luis,
          postId: null,
          createdAt: new Date().toISOString(),
        }),
      ),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Luis Gómez empezó a seguirte');
    // "Mark all as read" sends it too.
    fireEvent.click(within(panel).getByRole('button', { name: 'Marcar todas como leídas' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/notifications/update_read').map((call) => call.body)).toEqual([
        { notificationIds: [], kind: 'notifications', all: true },
        { notificationIds: [], kind: 'notifications', all: true },
      ]),
    );
  });

  it('an agency’s name opens its pop-up and closes the dropdown; an entry’s link closes it too', async () => {
    renderAsUser(<AppLayout />, { self: selfFixture({ unreadedNotificationsCount: 0 }) });
    fireEvent.click(notificationsButton(0));
    const panel = await screen.findByRole('region', { name: 'Notificaciones' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Agencia Sol' }));
    expect(screen.queryByRole('region', { name: 'Notificaciones' })).toBeNull();
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('an empty list says so', async () => {
    fakeApi((call) =>
      call.path === '/notifications?page=1'
        ? [200, notificationPage([])]
        : [404, { error: 'not_found', message: '', errors: [] }],
    );
    renderAsUser(<AppLayout />);
    fireEvent.click(notificationsButton(0));
    const panel = await screen.findByRole('region', { name: 'Notificaciones' });
    expect(await within(panel).findByText('Todavía no tienes notificaciones')).toBeTruthy();
  });
});

describe('messages read in another tab', () => {
  let socket: ReturnType<typeof fakeSocket>;
  beforeEach(async () => {
    await useLanguage('es');
    socket = fakeSocket();
    fakeApi(() => [404, { error: 'not_found', message: '', errors: [] }]);
  });
  afterEach(() => {
    cleanup();
    socket.detach();
    vi.unstubAllGlobals();
  });

  it('lower the messages badge to the server’s count', async () => {
    renderAsUser(<AppLayout />, { self: selfFixture({ unreadedMessagesCount: 4 }) });
    expect(messagesButton(4)).toBeTruthy();
    act(() => socket.serverSends('messages-read', { unread: 1 }));
    await waitFor(() => expect(messagesButton(1)).toBeTruthy());
  });
});
