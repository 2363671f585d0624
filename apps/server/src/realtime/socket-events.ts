import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { Lang } from '@vitrina/contract/constants';
import type { ClientEvents } from '@vitrina/contract/realtime';
import { isUnreachable } from '../db/database-errors.ts';
import { AppError } from '../http/app-error.ts';
import { safeError } from '../http/logger.ts';
import { resolveSession, type SessionPluginOptions } from '../sessions/session-plugin.ts';
import { socketError, type IoSocket } from './socket-session.ts';

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

export type AnyHandler = (client: RealtimeClient, payload: unknown) => Promise<object>;
/** Lets a sender's event through or throws the AppError that refuses it. */
export type EventAdmission = (userId: number) => Promise<void>;
type Ack = (answer: unknown) => void;

/** Events of one socket waiting their turn beyond this are refused at once (a flood never piles up). */
const MAX_PENDING_EVENTS = 20;

/** A socket's events, answered one after the other; each re-checks the session and the admissions first. */
export function answerEvents(
  socket: IoSocket,
  { handlers, admissions }: { handlers: ReadonlyMap<string, AnyHandler>; admissions: readonly EventAdmission[] },
  sessions: SessionPluginOptions,
  log: FastifyBaseLogger,
): void {
  async function run(handler: AnyHandler, payload: unknown, ack: Ack): Promise<void> {
    const { userId, token, lang } = socket.data;
    try {
      const session = await resolveSession(token, sessions);
      if (!session || session.id !== userId) {
        ack({ ok: false, error: socketError('session_expired', lang) });
        socket.disconnect(true);
        return;
      }
      for (const admit of admissions) await admit(userId);
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
        .then(() => run(handler, payload, ack))
        .finally(() => {
          socket.data.pending -= 1;
        });
    });
  }
}
