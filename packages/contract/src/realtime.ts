import { z } from 'zod';
import { languages } from './constants.ts';
import { errorCodeSchema } from './errors.ts';
import { messageSchema, sendMessageRequestSchema } from './messages.ts';
import type { Notification, NotificationRemovedEvent, NotificationsUnreadEvent } from './notifications.ts';
import { authorSchema } from './posts.ts';

/** Socket.IO at `/socket.io`; each socket joins its person's room (handshake rules: decision 0014). */

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

/** Sent to the receiver and to the sender's other sockets (the sending one has the acknowledgement). */
export const messageEventSchema = z.object({
  actor: authorSchema,
  message: messageSchema,
  /** The message waits in the receiver's requests (decision 0007): no badge, the requests count moves. */
  request: z.boolean(),
});
export type MessageEvent = z.infer<typeof messageEventSchema>;

/** server → client `message-requests`: how many message requests wait for me, after any change. */
export const messageRequestsEventSchema = z.object({ count: z.number().int().nonnegative() });
export type MessageRequestsEvent = z.infer<typeof messageRequestsEventSchema>;

/**
 * server → client `message-request-accepted`: my conversation with `person` is no longer a request (accepted by
 * a reply or the accept button), told to the request's sender and to the accepter's other tabs.
 */
export const messageRequestAcceptedEventSchema = z.object({ person: authorSchema });
export type MessageRequestAcceptedEvent = z.infer<typeof messageRequestAcceptedEventSchema>;

export interface ServerToClientEvents {
  message: (event: MessageEvent) => void;
  notification: (event: Notification) => void;
  'notification-removed': (event: NotificationRemovedEvent) => void;
  'notifications-unread': (event: NotificationsUnreadEvent) => void;
  'messages-read': (event: NotificationsUnreadEvent) => void;
  'message-requests': (event: MessageRequestsEvent) => void;
  'message-request-accepted': (event: MessageRequestAcceptedEvent) => void;
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
