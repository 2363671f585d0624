import { z } from 'zod';
import { languages } from './constants.ts';
import { errorCodeSchema } from './errors.ts';
import { messageSchema, sendMessageRequestSchema } from './messages.ts';
import type { Notification, NotificationRemovedEvent, NotificationsUnreadEvent } from './notifications.ts';
import { authorSchema } from './posts.ts';

/**
 * The real-time connection (first document §7; DESIGN §6): Socket.IO v4 at `/socket.io` on the API's own
 * origin. The handshake carries the session token (`auth.token`, or the spec's query parameter `token`)
 * and may carry the interface language (`auth.lang`, else the account's). Each socket joins its user's
 * room, so every tab and device of a person receives every event.
 *
 * A refused handshake fails with `connect_error` whose `message` is a code — `unauthorized` (no token) or
 * `session_expired` (a bad, expired or revoked token) — and whose `data` is `{ code, message }` in the
 * handshake's language. A request whose Origin is not the site's is refused before that, at the transport
 * (HTTP 403). A password change disconnects the sockets of every older session, and every event re-checks
 * the session: one that no longer holds is answered `session_expired` and its socket disconnected.
 */

/** Zod-free, in constants.ts (the web's socket loads it without zod); re-exported here. */
export { SOCKET_PATH } from './constants.ts';

export const socketAuthSchema = z.object({
  token: z.string().max(4096).optional(),
  lang: z.enum(languages).optional(),
});

/** Why a handshake or an event was refused: a code of the error catalogue and its text. */
export const socketErrorSchema = z.object({ code: errorCodeSchema, message: z.string() });
export type SocketError = z.infer<typeof socketErrorSchema>;

/** The acknowledgement of a client event: its answer, or the error that refused it. */
export type SocketAck<T extends object> = ({ ok: true } & T) | { ok: false; error: SocketError };

/** client → server `add-message`: the body of POST /api/messages. */
export const addMessagePayloadSchema = sendMessageRequestSchema;
export type AddMessagePayload = z.input<typeof addMessagePayloadSchema>;
/** Its acknowledgement: the stored message, or why it was refused (nothing stored). */
export const addMessageAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), message: messageSchema }),
  z.object({ ok: z.literal(false), error: socketErrorSchema }),
]);
export type AddMessageAck = SocketAck<ClientEvents['add-message']['answer']>;

/**
 * server → client `message` (the spec's pushMessage `{actor, message}`): a message was stored. Sent to the
 * receiver's sockets and to the sender's other sockets (the one that sent it has the acknowledgement).
 */
export const messageEventSchema = z.object({ actor: authorSchema, message: messageSchema });
export type MessageEvent = z.infer<typeof messageEventSchema>;

/**
 * Notifications (notifications.ts): `notification` carries a new or refreshed entry, the same shape as in
 * GET notifications (a grouped like entry comes again, with the same id, when someone else likes);
 * `notification-removed` an entry whose cause was undone; `notifications-unread` the unread count after
 * any change, including a read mark made in another tab. `messages-read` tells my other tabs that message
 * entries were marked read, with how many remain unread.
 */
export interface ServerToClientEvents {
  message: (event: MessageEvent) => void;
  notification: (event: Notification) => void;
  'notification-removed': (event: NotificationRemovedEvent) => void;
  'notifications-unread': (event: NotificationsUnreadEvent) => void;
  'messages-read': (event: NotificationsUnreadEvent) => void;
}

/** Each client event: what it carries and what its acknowledgement answers when it succeeds. */
export interface ClientEvents {
  'add-message': { payload: AddMessagePayload; answer: { message: z.infer<typeof messageSchema> } };
}

export type ClientToServerEvents = {
  [E in keyof ClientEvents]: (
    payload: ClientEvents[E]['payload'],
    ack: (answer: SocketAck<ClientEvents[E]['answer']>) => void,
  ) => void;
};
