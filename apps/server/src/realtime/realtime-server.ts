import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { Lang } from '@vitrina/contract/constants';
import { errorText, type ErrorCode } from '@vitrina/contract/error-catalogue';
import {
  SOCKET_PATH,
  type ClientEvents,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketError,
} from '@vitrina/contract/realtime';
import { isUnreachable } from '../db/database-errors.ts';
import { AppError } from '../http/app-error.ts';
import { safeError } from '../http/logger.ts';
import { resolveSession, type SessionPluginOptions } from '../sessions/session-plugin.ts';
import { handshakeLang, handshakeToken, isAllowedOrigin, requestOrigin } from './handshake-rules.ts';
import { attachRedisAdapter } from './redis-adapter.ts';

// Socket.IO on the app's port: the handshake is checked as a request is, a room per person, events re-check
// the session. Modules never see Socket.IO, only this narrow interface.

const ONLINE_WAIT_MS = 2_000;

/** Who sent a client event. */
export interface RealtimeClient {
  userId: number;
  socketId: string;
  lang: Lang;
}

/** Answers a client event: the acknowledgement's data; a thrown AppError becomes `{ ok: false, error }`. */
export type ClientEventHandler<E extends keyof ClientEvents> = (
  client: RealtimeClient,
  payload: unknown,
) => Promise<ClientEvents[E]['answer']>;

export interface Realtime {
  /** Runs `handler` for every `event` a socket sends (register at start-up, before anyone connects). */
  handle<E extends keyof ClientEvents>(event: E, handler: ClientEventHandler<E>): void;
  /** Sends an event to every socket of a person, on every process; `except` leaves one socket out. */
  toUser<E extends keyof ServerToClientEvents>(
    userId: number,
    event: E,
    payload: Parameters<ServerToClientEvents[E]>[0],
    options?: { except?: string },
  ): void;
  /** Closes every socket of a person, on every process (their sessions were revoked). */
  disconnectUser(userId: number): void;
  /** Closes every socket of one session, on every process (it was ended: logged out). */
  disconnectSession(sessionId: string): void;
  /** Calls `listener` whenever one of a person's sockets connects to this process (register at start-up). */
  onConnect(listener: (userId: number) => void): void;
  /** Which of `userIds` have at least one socket open, on any process. */
  onlineUsers(userIds: readonly number[]): Promise<Set<number>>;
  /** Tells every process, this one included, that a person's sessions changed (`onSessionsChanged` hears it). */
  sessionsChanged(userId: number): void;
  /** Whether the processes can reach each other now (Redis up); null without REDIS_URL. */
  redisReachable: (() => boolean) | null;
  /** Socket.IO connections open on this process now (the operators' metrics). */
  openSockets(): number;
}

export interface RealtimeOptions {
  sessions: SessionPluginOptions;
  publicUrl: string;
  redisUrl: string | undefined;
  /** Prefix of the Redis channels, shared by the processes of one deployment only. */
  redisPrefix: string;
  /** Called on every process when `sessionsChanged` is announced on any of them. */
  onSessionsChanged?: (userId: number) => void;
}

/** What the processes of one deployment tell each other (through the adapter). */
interface ServerSideEvents {
  'sessions-changed': (userId: number) => void;
}

interface SocketData {
  userId: number;
  /** The session the handshake's token belongs to (its room is `session:<id>`). */
  sessionId: string;
  /** When the handshake's token runs out (ms since the epoch): the socket closes then. */
  expiresAtMs: number;
  /** Kept to re-check the session at every event (a revoked or expired one stops working at once). */
  token: string;
  lang: Lang;
  /** The events of this socket run one after the other, in the order they came. */
  queue: Promise<void>;
  pending: number;
}

type IoServer = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;
type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type AnyHandler = (client: RealtimeClient, payload: unknown) => Promise<object>;
type Ack = (answer: unknown) => void;

/** The largest frame a client may send: a text of 1 MB and its envelope (the HTTP body limit, plus room). */
const MAX_FRAME_BYTES = 1024 * 1024 + 64 * 1024;

/** Events of one socket waiting their turn beyond this are refused at once (a flood never piles up). */
const MAX_PENDING_EVENTS = 20;

export const userRoom = (userId: number) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** setTimeout's longest delay; a later expiry waits in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Calls `close` when `expiresAtMs` comes (in steps beyond setTimeout's range); answers the pending timer. */
function closeAt(expiresAtMs: number, close: () => void, set: (timer: NodeJS.Timeout) => void): void {
  const wait = expiresAtMs - Date.now();
  if (wait <= 0) return close();
  const timer = setTimeout(() => closeAt(expiresAtMs, close, set), Math.min(wait, MAX_TIMER_MS));
  // A pending expiry never keeps the process alive.
  timer.unref();
  set(timer);
}

export function socketError(code: ErrorCode, lang: Lang): SocketError {
  return { code, message: errorText(code, lang) };
}

/** A refused handshake: the client's `connect_error` carries the code as its message and `{ code, message }`. */
function refusal(code: ErrorCode, lang: Lang): Error & { data: SocketError } {
  return Object.assign(new Error(code), { data: socketError(code, lang) });
}

export async function createRealtime(server: FastifyInstance, options: RealtimeOptions): Promise<Realtime> {
  const log: FastifyBaseLogger = server.log.child({ component: 'realtime' });
  const handlers = new Map<string, AnyHandler>();
  const connectListeners: Array<(userId: number) => void> = [];

  const io: IoServer = new Server(server.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // A message is at most a few kilobytes, but a longer one must reach the app's own check, which answers
    // `message_too_long` in the acknowledgement: a frame over this size closes the connection instead.
    maxHttpBufferSize: MAX_FRAME_BYTES,
    connectTimeout: 10_000,
    // Cross-site pages never get this far: the Origin is checked before any handshake work.
    allowRequest: (request, callback) => {
      const own = requestOrigin(
        request.headers.host,
        'encrypted' in request.socket && request.socket.encrypted === true,
      );
      callback(null, isAllowedOrigin(request.headers.origin, options.publicUrl, own));
    },
  });

  const redisAdapter = options.redisUrl
    ? await attachRedisAdapter(io, { url: options.redisUrl, prefix: options.redisPrefix, log })
    : null;
  const onSessionsChanged = options.onSessionsChanged ?? (() => undefined);
  io.on('sessions-changed', (userId) => onSessionsChanged(userId));

  io.use((socket, next) => {
    const parts = { auth: socket.handshake.auth, query: socket.handshake.query };
    const asked = handshakeLang(parts);
    const token = handshakeToken(parts);
    if (!token) return next(refusal('unauthorized', asked ?? 'es'));
    resolveSession(token, options.sessions).then(
      (session) => {
        if (!session) return next(refusal('session_expired', asked ?? 'es'));
        socket.data = {
          userId: session.id,
          sessionId: session.sid,
          expiresAtMs: session.exp * 1000,
          token,
          lang: asked ?? session.langCode,
          queue: Promise.resolve(),
          pending: 0,
        };
        next();
      },
      (error: unknown) => {
        log.error({ err: safeError(error) }, 'a handshake could not be checked');
        next(refusal('unavailable', asked ?? 'es'));
      },
    );
  });

  async function run(socket: IoSocket, handler: AnyHandler, payload: unknown, ack: Ack): Promise<void> {
    const { userId, token, lang } = socket.data;
    try {
      const session = await resolveSession(token, options.sessions);
      if (!session || session.id !== userId) {
        ack({ ok: false, error: socketError('session_expired', lang) });
        socket.disconnect(true);
        return;
      }
      const answer = await handler({ userId, socketId: socket.id, lang }, payload);
      ack({ ok: true, ...answer });
    } catch (error) {
      if (error instanceof AppError) {
        const refused = socketError(error.code, lang);
        ack({ ok: false, error: error.texts ? { ...refused, message: error.texts[lang] } : refused });
        return;
      }
      if (isUnreachable(error)) {
        log.warn({ err: safeError(error) }, 'a socket event found the database unreachable');
        ack({ ok: false, error: socketError('unavailable', lang) });
        return;
      }
      log.error({ err: safeError(error) }, 'a socket event failed');
      ack({ ok: false, error: socketError('internal', lang) });
    }
  }

  io.on('connection', (socket) => {
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    // The socket is a session too: it closes when its token runs out, whether it is speaking or not. (The
    // timer stays out of socket.data, which the Redis adapter serialises for other processes.)
    let expiry: NodeJS.Timeout | undefined;
    closeAt(
      socket.data.expiresAtMs,
      () => socket.disconnect(true),
      (timer) => (expiry = timer),
    );
    socket.on('disconnect', () => clearTimeout(expiry));
    for (const listener of connectListeners) {
      try {
        listener(socket.data.userId);
      } catch (error) {
        log.error({ err: safeError(error) }, 'a connection listener failed');
      }
    }
    for (const [event, handler] of handlers) {
      // The event map is typed per event; here every registered event takes (payload, ack).
      (socket as unknown as Socket).on(event, (payload: unknown, maybeAck: unknown) => {
        const ack: Ack = typeof maybeAck === 'function' ? (maybeAck as Ack) : () => undefined;
        if (socket.data.pending >= MAX_PENDING_EVENTS) {
          ack({ ok: false, error: socketError('too_many_requests', socket.data.lang) });
          return;
        }
        socket.data.pending += 1;
        socket.data.queue = socket.data.queue
          .then(() => run(socket, handler, payload, ack))
          .finally(() => {
            socket.data.pending -= 1;
          });
      });
    }
  });

  // Open sockets (and pending polls) would keep the HTTP server from closing: they are closed first.
  server.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  // Closing the Redis connections ends the adapter's subscriptions with them (its own close() would send
  // unsubscribes whose answers nobody waits for).
  server.addHook('onClose', async () => redisAdapter?.close());

  return {
    handle(event, handler) {
      handlers.set(event, handler as AnyHandler);
    },
    toUser(userId, event, payload, { except } = {}) {
      const target = except ? io.to(userRoom(userId)).except(except) : io.to(userRoom(userId));
      target.emit(event, ...([payload] as Parameters<ServerToClientEvents[typeof event]>));
    },
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    disconnectSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    onConnect(listener) {
      connectListeners.push(listener);
    },
    async onlineUsers(userIds) {
      if (userIds.length === 0) return new Set();
      const rooms = userIds.map(userRoom);
      const local = async () => new Set((await io.local.in(rooms).fetchSockets()).map((s) => s.data.userId));
      // Redis away: the other processes can be neither asked nor reached, so this one's sockets are what counts.
      if (redisAdapter && !redisAdapter.isReachable()) return local();
      // One request to every process (the Redis adapter asks the others and waits for their answers).
      const everywhere = io
        .in(rooms)
        .fetchSockets()
        .then((sockets) => new Set(sockets.map((socket) => socket.data.userId)));
      if (!redisAdapter) return everywhere;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const lost = new Promise<'lost'>((resolve) => (timer = setTimeout(() => resolve('lost'), ONLINE_WAIT_MS)));
      const answer = await Promise.race([everywhere.catch(() => 'lost' as const), lost]).finally(() =>
        clearTimeout(timer),
      );
      return answer === 'lost' ? local() : answer;
    },
    sessionsChanged(userId) {
      onSessionsChanged(userId);
      io.serverSideEmit('sessions-changed', userId);
    },
    redisReachable: redisAdapter ? () => redisAdapter.isReachable() : null,
    openSockets: () => io.engine.clientsCount,
  };
}
