import type { ServerToClientEvents } from '@vitrina/contract/realtime';
import { attachSocket, type RealtimeSocket } from '@/lib/socket.ts';

export interface EmittedEvent {
  event: string;
  payload: unknown;
  ack: (answer: unknown) => void;
}

/**
 * A connected Socket.IO client as lib/socket.ts sees it, attached for the test: what the app emits is
 * recorded with its acknowledgement callback, and the test plays the server (`serverSends`, `reconnect`).
 * Call `detach` after the test.
 */
export function fakeSocket() {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const emitted: EmittedEvent[] = [];
  const socket: RealtimeSocket & { connected: boolean } = {
    connected: true,
    on(event, listener) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(listener);
    },
    off(event, listener) {
      handlers.get(event)?.delete(listener);
    },
    emit(event, payload, ack) {
      emitted.push({ event, payload, ack: ack as (answer: unknown) => void });
    },
  };
  const fire = (event: string, ...args: unknown[]) => {
    for (const listener of handlers.get(event) ?? []) listener(...args);
  };
  const detach = attachSocket(socket);
  return {
    socket,
    emitted,
    serverSends<E extends keyof ServerToClientEvents>(event: E, payload: Parameters<ServerToClientEvents[E]>[0]) {
      fire(event, payload);
    },
    /** The connection dropped (the server went away, the network is gone). */
    drop() {
      socket.connected = false;
      fire('disconnect', 'transport close');
    },
    /** The connection dropped and came back. */
    reconnect() {
      socket.connected = true;
      fire('connect');
    },
    detach,
  };
}
