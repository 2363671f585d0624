import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { Lang } from '@vitrina/contract/constants';
import { errorText, type ErrorCode } from '@vitrina/contract/error-catalogue';
import type { ClientToServerEvents, ServerToClientEvents, SocketError } from '@vitrina/contract/realtime';
import { safeError } from '../http/logger.ts';
import { resolveSession, type SessionPluginOptions } from '../sessions/session-plugin.ts';
import { handshakeLang, handshakeToken } from './handshake-rules.ts';

export interface SocketData {
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

export type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

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

/** The handshake's check, as a request's: a token of a live session, or a refusal with its code. */
export function checkHandshake(sessions: SessionPluginOptions, log: FastifyBaseLogger) {
  return (socket: IoSocket, next: (error?: Error) => void): void => {
    const parts = { auth: socket.handshake.auth, query: socket.handshake.query };
    const asked = handshakeLang(parts);
    const token = handshakeToken(parts);
    if (!token) return next(refusal('unauthorized', asked ?? 'es'));
    resolveSession(token, sessions).then(
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
  };
}

/**
 * The socket is a session too: it closes when its token runs out, whether it is speaking or not. (The timer
 * stays out of socket.data, which the Redis adapter serialises for other processes.)
 */
export function closeOnExpiry(socket: IoSocket): void {
  let expiry: NodeJS.Timeout | undefined;
  closeAt(
    socket.data.expiresAtMs,
    () => socket.disconnect(true),
    (timer) => (expiry = timer),
  );
  socket.on('disconnect', () => clearTimeout(expiry));
}
