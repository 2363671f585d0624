import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import {
  SOCKET_PATH,
  type ClientEvents,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@vitrina/contract/realtime';
import { safeError } from '../http/logger.ts';
import type { SessionPluginOptions } from '../sessions/session-plugin.ts';
import { isAllowedOrigin, requestOrigin } from './handshake-rules.ts';
import { attachRedisAdapter } from './redis-adapter.ts';
import { answerEvents, type AnyHandler, type ClientEventHandler, type EventAdmission } from './socket-events.ts';
import { checkHandshake, closeOnExpiry, type SocketData } from './socket-session.ts';

// Socket.IO on the app's port: the handshake is checked as a request is, a room per person, events re-check
// the session. Modules never see Socket.IO, only this narrow interface.

const ONLINE_WAIT_MS = 2_000;

export interface Realtime {
  /** Runs `handler` for every `event` a socket sends (register at start-up, before anyone connects). */
  handle<E extends keyof ClientEvents>(event: E, handler: ClientEventHandler<E>): void;
  /** Checks every client event's sender before its handler (throws an AppError to refuse): the HTTP gates' twin. */
  admitEvents(admit: EventAdmission): void;
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

type IoServer = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;

/** The largest frame a client may send: a text of 1 MB and its envelope (the HTTP body limit, plus room). */
const MAX_FRAME_BYTES = 1024 * 1024 + 64 * 1024;

export const userRoom = (userId: number) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export async function createRealtime(server: FastifyInstance, options: RealtimeOptions): Promise<Realtime> {
  const log: FastifyBaseLogger = server.log.child({ component: 'realtime' });
  const handlers = new Map<string, AnyHandler>();
  const admissions: EventAdmission[] = [];
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

  io.use(checkHandshake(options.sessions, log));

  io.on('connection', (socket) => {
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    closeOnExpiry(socket);
    for (const listener of connectListeners) {
      try {
        listener(socket.data.userId);
      } catch (error) {
        log.error({ err: safeError(error) }, 'a connection listener failed');
      }
    }
    answerEvents(socket, { handlers, admissions }, options.sessions, log);
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
    admitEvents(admit) {
      admissions.push(admit);
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
