import { SOCKET_PATH, type Lang } from '@vitrina/contract/constants';
import type { ClientEvents, ServerToClientEvents, SocketAck } from '@vitrina/contract/realtime';
import { readToken } from './token-store.ts';

// One Socket.IO connection per tab, opened while a session is shown; token and language travel in `auth`,
// never in a URL. Features only `subscribe`, hear `onReconnect` and `request`; guests never download it.

/** The part of a Socket.IO client this module drives (a fake in tests). */
export interface RealtimeSocket {
  readonly connected: boolean;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

type ServerEvent = keyof ServerToClientEvents;
type Payload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];
type Listener<E extends ServerEvent> = (payload: Payload<E>) => void;

/** What a client event answers: its acknowledgement, or `null` when no connection is open to carry it. */
export type RequestResult<E extends keyof ClientEvents> = SocketAck<ClientEvents[E]['answer']>;

/** An acknowledgement that never came: the server may or may not have done it. */
export class RealtimeTimeoutError extends Error {
  constructor(readonly event: string) {
    super(`no acknowledgement for ${event}`);
    this.name = 'RealtimeTimeoutError';
  }
}

const ACK_TIMEOUT_MS = 15_000;
/** Our own retries (a refused or server-closed connection, which Socket.IO does not retry itself). */
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** Handshake refusals that mean the session is over: retrying cannot help (the next HTTP call's 401 logs out). */
const FINAL_REFUSALS = new Set(['unauthorized', 'session_expired']);

type AnyListener = (payload: unknown) => void;

/** Every server event of the contract, so a new one cannot be left unforwarded (the type lists them all). */
const SERVER_EVENTS: Record<ServerEvent, true> = {
  message: true,
  notification: true,
  'notification-removed': true,
  'notifications-unread': true,
  'messages-read': true,
  'message-requests': true,
  'message-request-accepted': true,
};

/** A connection down this long is said to be reconnecting (shorter gaps go unnoticed). */
export const RECONNECTING_NOTICE_MS = 4_000;

const listeners = new Map<ServerEvent, Set<AnyListener>>();
const statusListeners = new Set<() => void>();
let isReconnecting = false;
let reconnectingTimer: ReturnType<typeof setTimeout> | undefined;
const reconnectListeners = new Set<() => void>();
let current: RealtimeSocket | null = null;
let closeCurrent: (() => void) | null = null;

/** Hears a server event while the returned function is not called. */
export function subscribe<E extends ServerEvent>(event: E, listener: Listener<E>): () => void {
  let set = listeners.get(event);
  if (!set) listeners.set(event, (set = new Set()));
  // The socket delivers each event's payload as the contract types it.
  const untyped = listener as AnyListener;
  set.add(untyped);
  return () => set.delete(untyped);
}

/** Hears every connection after the first one of a socket: events may have been missed in between. */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** Down for more than RECONNECTING_NOTICE_MS while a session is shown (the shell says "reconnecting…"). */
export function isRealtimeReconnecting(): boolean {
  return isReconnecting;
}

/** Hears every change of isRealtimeReconnecting() (for useSyncExternalStore). */
export function onReconnectingChange(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

function setReconnecting(next: boolean): void {
  if (isReconnecting === next) return;
  isReconnecting = next;
  for (const listener of statusListeners) listener();
}

/** The connection is up (or no longer kept: `isDown` false) or down; only a lasting gap is announced. */
function connectionIs(isDown: boolean): void {
  if (!isDown) {
    clearTimeout(reconnectingTimer);
    reconnectingTimer = undefined;
    setReconnecting(false);
  } else if (!reconnectingTimer && !isReconnecting) {
    reconnectingTimer = setTimeout(() => {
      reconnectingTimer = undefined;
      setReconnecting(true);
    }, RECONNECTING_NOTICE_MS);
  }
}

/** Whether a client event would leave now (otherwise callers use HTTP: nothing waits in a hidden queue). */
export function isRealtimeConnected(): boolean {
  return current?.connected ?? false;
}

/** A client event's acknowledgement; null without a connection, so the caller takes the HTTP path. */
export function request<E extends keyof ClientEvents>(
  event: E,
  payload: ClientEvents[E]['payload'],
  timeoutMs = ACK_TIMEOUT_MS,
): Promise<RequestResult<E>> | null {
  const socket = current;
  if (!socket?.connected) return null;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new RealtimeTimeoutError(event)), timeoutMs);
    socket.emit(event, payload, (answer: RequestResult<E>) => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
}

/** Routes a socket's events to the subscribers; tests attach a fake. */
export function attachSocket(socket: RealtimeSocket): () => void {
  let connectedBefore = socket.connected;
  const onConnect = () => {
    connectionIs(false);
    if (connectedBefore) for (const listener of reconnectListeners) listener();
    connectedBefore = true;
  };
  const onDown = () => connectionIs(true);
  const forward = new Map<ServerEvent, AnyListener>();
  for (const event of Object.keys(SERVER_EVENTS) as ServerEvent[]) {
    const handler: AnyListener = (payload) => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    };
    forward.set(event, handler);
    socket.on(event, handler);
  }
  socket.on('connect', onConnect);
  socket.on('disconnect', onDown);
  socket.on('connect_error', onDown);
  current = socket;
  // A socket not connected yet is down too: a first connection that never comes is a gap as well.
  connectionIs(!socket.connected);
  return () => {
    socket.off('connect', onConnect);
    socket.off('disconnect', onDown);
    socket.off('connect_error', onDown);
    for (const [event, handler] of forward) socket.off(event, handler);
    if (current === socket) {
      current = null;
      connectionIs(false);
    }
  };
}

// One connection at a time. A refused handshake or a server-closed connection (a password change closes
// older sessions' sockets) is retried with our own backoff, beyond Socket.IO's.
export function connectRealtime({ lang }: { lang: () => Lang }): () => void {
  closeCurrent?.();
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let teardown: (() => void) | undefined;

  void import('socket.io-client')
    .then(({ io }) => {
      if (closed) return;
      let failures = 0;
      const socket = io({
        path: SOCKET_PATH,
        // WebSocket only: no long-polling, so several server processes need no sticky sessions.
        transports: ['websocket'],
        auth: (give) => give({ token: readToken() ?? undefined, lang: lang() }),
        reconnectionDelay: RETRY_BASE_MS,
        reconnectionDelayMax: RETRY_MAX_MS,
      });
      const retry = () => {
        clearTimeout(retryTimer);
        const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** failures) * (0.5 + Math.random() / 2);
        failures += 1;
        retryTimer = setTimeout(() => {
          if (!closed && readToken()) socket.connect();
        }, delay);
      };
      socket.on('connect', () => {
        failures = 0;
      });
      socket.on('connect_error', (error) => {
        // An active socket is being retried by Socket.IO itself; an inactive one was refused by the server.
        if (!socket.active && !FINAL_REFUSALS.has(error.message)) retry();
      });
      socket.on('disconnect', (reason) => {
        if (reason === 'io server disconnect') retry();
      });
      const detach = attachSocket(socket);
      teardown = () => {
        detach();
        socket.disconnect();
      };
    })
    .catch(() => {
      // The chunk could not load: messages still go over HTTP; only live updates are missing.
    });

  const close = () => {
    closed = true;
    clearTimeout(retryTimer);
    teardown?.();
    if (closeCurrent === close) closeCurrent = null;
  };
  closeCurrent = close;
  return close;
}
