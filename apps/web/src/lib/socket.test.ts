import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@vitrina/contract/messages';
import {
  attachSocket,
  isRealtimeConnected,
  onReconnect,
  RealtimeTimeoutError,
  request,
  subscribe,
  type RealtimeSocket,
} from './socket.ts';

// lib stands alone (src/test's fake socket and fixtures build on it), so its test has its own small fake.
const luis = {
  id: 7,
  fullname: 'Luis Gómez',
  profile_url: 'luis',
  profileImage: '',
  type: 'talento' as const,
  verified: false,
};
const me = { ...luis, id: 3, fullname: 'Ana Pérez', profile_url: 'ana' };
const messageFixture = ({
  id,
  sender = luis,
  receiverId = 3,
}: {
  id: number;
  sender?: typeof luis;
  receiverId?: number;
}): Message => ({
  id,
  message: `Mensaje ${id}`,
  createdAt: '2025-06-15T10:00:00.000Z',
  sender,
  receiverId,
});

function fakeSocket() {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const emitted: { event: string; payload: unknown; ack: (answer: unknown) => void }[] = [];
  const socket: RealtimeSocket & { connected: boolean } = {
    connected: true,
    on: (event, listener) => handlers.set(event, (handlers.get(event) ?? new Set()).add(listener)),
    off: (event, listener) => handlers.get(event)?.delete(listener),
    emit: (event, payload, ack) => emitted.push({ event, payload, ack: ack as (answer: unknown) => void }),
  };
  const fire = (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((listener) => listener(...args));
  return {
    socket,
    emitted,
    serverSends: (event: string, payload: unknown) => fire(event, payload),
    reconnect: () => fire('connect'),
    detach: attachSocket(socket),
  };
}

describe('the real-time connection as features see it', () => {
  const detachers: (() => void)[] = [];
  const attach = () => {
    const socket = fakeSocket();
    detachers.push(socket.detach);
    return socket;
  };
  afterEach(() => {
    for (const detach of detachers.splice(0)) detach();
    vi.useRealTimers();
  });

  it('hands server events to subscribers until they stop listening', () => {
    const socket = attach();
    const heard: number[] = [];
    const stop = subscribe('message', (event) => heard.push(event.message.id));
    socket.serverSends('message', { actor: luis, message: messageFixture({ id: 1 }) });
    stop();
    socket.serverSends('message', { actor: luis, message: messageFixture({ id: 2 }) });
    expect(heard).toEqual([1]);
  });

  it('hands on the notification events and the read counts as well', () => {
    const socket = attach();
    const heard: unknown[] = [];
    const stops = [
      subscribe('notification-removed', (event) => heard.push(['removed', event.id])),
      subscribe('notifications-unread', (event) => heard.push(['unread', event.unread])),
      subscribe('messages-read', (event) => heard.push(['messages', event.unread])),
    ];
    socket.serverSends('notification-removed', { id: 4 });
    socket.serverSends('notifications-unread', { unread: 2 });
    socket.serverSends('messages-read', { unread: 0 });
    for (const stop of stops) stop();
    expect(heard).toEqual([
      ['removed', 4],
      ['unread', 2],
      ['messages', 0],
    ]);
  });

  it('tells of every connection after the first, when events may have been missed', () => {
    const socket = attach();
    const reconnected = vi.fn();
    const stop = onReconnect(reconnected);
    socket.reconnect();
    socket.reconnect();
    stop();
    socket.reconnect();
    expect(reconnected).toHaveBeenCalledTimes(2);
  });

  it('answers a client event with its acknowledgement', async () => {
    const socket = attach();
    const answer = request('add-message', { message: 'Hola', receiverId: 7 });
    expect(socket.emitted[0]).toMatchObject({ event: 'add-message', payload: { message: 'Hola', receiverId: 7 } });
    const stored = messageFixture({ id: 3, sender: me, receiverId: 7 });
    socket.emitted[0]!.ack({ ok: true, message: stored });
    await expect(answer).resolves.toEqual({ ok: true, message: stored });
  });

  it('sends nothing without a connection, so the caller can use HTTP', () => {
    const socket = attach();
    socket.socket.connected = false;
    expect(isRealtimeConnected()).toBe(false);
    expect(request('add-message', { message: 'Hola', receiverId: 7 })).toBeNull();
    expect(socket.emitted).toHaveLength(0);
  });

  it('gives up on an acknowledgement that does not come', async () => {
    vi.useFakeTimers();
    attach();
    const answer = request('add-message', { message: 'Hola', receiverId: 7 }, 1000);
    const settled = expect(answer).rejects.toBeInstanceOf(RealtimeTimeoutError);
    vi.advanceTimersByTime(1000);
    await settled;
  });

  it('without a socket, nobody is connected', () => {
    expect(isRealtimeConnected()).toBe(false);
    expect(request('add-message', { message: 'Hola', receiverId: 7 })).toBeNull();
  });
});
