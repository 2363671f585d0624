import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import type { Notification } from '@vitrina/contract/notifications';
import { SOCKET_PATH, type AddMessageAck, type MessageEvent } from '@vitrina/contract/realtime';
import type { Ledger } from './ledger.ts';
import { histogram, recordMs, type Stats } from './stats.ts';

/** Sockets are opened this many at a time (a burst of thousands of handshakes is not the day's behaviour). */
const CONNECT_BATCH = 200;
const MESSAGE_PREFIX = 'day ';

interface SentMessage {
  at: number;
  counted: boolean;
  acknowledged: boolean;
}

/**
 * Every person's live Socket.IO connection and what arrives on it: messages (sent → the receiver's `message`
 * event) and notifications (a like or comment → the author's `notification` event).
 */
export function createLive(origin: string, stats: Stats, ledger: Ledger) {
  const sockets = new Map<number, Socket>();
  const sent = new Map<number, SentMessage>();
  const delivered = new Set<number>();
  let closing = false;
  let disconnects = 0;
  /** Likes and comments awaiting their author's notification, by `recipient:type:post`: their send times. */
  const awaited = new Map<string, Array<{ at: number; counted: boolean }>>();
  let seq = 0;
  let counting = false;
  const messages = { delays: histogram(), sent: 0, acknowledged: 0, received: 0, duplicates: 0, refused: 0 };
  const notifications = { delays: histogram(), awaited: 0, pushed: 0 };
  let onReceived: (receiverId: number, sender: MessageEvent['message']['sender']) => void = () => undefined;

  function notified(recipientId: number, event: Notification) {
    const key = `${recipientId}:${event.type}:${event.postId}`;
    const times = awaited.get(key);
    if (!times) return;
    // An entry is told as it now reads: a grouped one once for every like before it (its count, its latest actors).
    awaited.delete(key);
    const now = performance.now();
    for (const like of times.filter((one) => one.counted)) {
      notifications.pushed += 1;
      recordMs(notifications.delays, now - like.at);
    }
  }

  function received(receiverId: number, event: MessageEvent) {
    if (event.message.receiverId !== receiverId || !event.message.message.startsWith(MESSAGE_PREFIX)) return;
    const id = Number(event.message.message.slice(MESSAGE_PREFIX.length));
    if (delivered.has(id)) {
      messages.duplicates += 1;
      return;
    }
    const message = sent.get(id);
    // A message of an earlier knee step arriving late: not this step's to count or read.
    if (!message) return;
    sent.delete(id);
    delivered.add(id);
    if (message.counted) {
      messages.received += 1;
      recordMs(messages.delays, performance.now() - message.at);
    }
    onReceived(receiverId, event.message.sender);
  }

  return {
    /** Opens the sockets of people not yet connected; rejects on the first refused handshake. */
    async connect(people: ReadonlyArray<{ id: number; token: string }>): Promise<void> {
      const fresh = people.filter((p) => !sockets.has(p.id));
      for (let i = 0; i < fresh.length; i += CONNECT_BATCH) {
        await Promise.all(
          fresh.slice(i, i + CONNECT_BATCH).map(({ id, token }) => {
            const socket = io(origin, {
              path: SOCKET_PATH,
              transports: ['websocket'],
              auth: { token },
              reconnection: false,
              forceNew: true,
            });
            sockets.set(id, socket);
            socket.on('message', (event: MessageEvent) => received(id, event));
            socket.on('notification', (event: Notification) => notified(id, event));
            socket.on('disconnect', () => {
              if (!closing) disconnects += 1;
            });
            return new Promise<void>((resolve, reject) => {
              socket.once('connect', () => resolve());
              socket.once('connect_error', (error) => reject(error));
            });
          }),
        );
      }
    },
    /** What the receiver does with a message that arrived: read the conversation. */
    onMessage(handler: typeof onReceived): void {
      onReceived = handler;
    },
    /** Sends a message over the sender's socket, as the web does (with a client id); the ack is its latency. */
    send(senderId: number, receiverId: number): void {
      const socket = sockets.get(senderId);
      if (!socket) return;
      seq += 1;
      const at = performance.now();
      const message: SentMessage = { at, counted: counting, acknowledged: false };
      sent.set(seq, message);
      if (counting) messages.sent += 1;
      const id = seq;
      socket.emit(
        'add-message',
        { message: `${MESSAGE_PREFIX}${id}`, receiverId, clientId: randomUUID() },
        (ack: AddMessageAck) => {
          stats.record('message', 'add-message (socket)', performance.now() - at, ack.ok ? 200 : ack.error.code);
          if (ack.ok) {
            ledger.message(ack.message.id);
            message.acknowledged = true;
            if (message.counted) messages.acknowledged += 1;
          } else {
            sent.delete(id);
            if (message.counted) messages.refused += 1;
          }
        },
      );
    },
    /**
     * A like or comment is being sent to an author who is online: their notification is awaited from now (a
     * telling may come before the answer). Answers what to call when the request failed: nothing was made to tell.
     */
    expectNotification(recipientId: number, type: 'LIKE_POST' | 'COMMENT', postId: number): () => void {
      if (!sockets.has(recipientId)) return () => undefined;
      const key = `${recipientId}:${type}:${postId}`;
      const like = { at: performance.now(), counted: counting };
      awaited.set(key, [...(awaited.get(key) ?? []), like]);
      if (counting) notifications.awaited += 1;
      return () => {
        const held = awaited.get(key);
        if (!held?.includes(like)) return;
        const rest = held.filter((one) => one !== like);
        if (rest.length > 0) awaited.set(key, rest);
        else awaited.delete(key);
        if (like.counted) notifications.awaited -= 1;
      };
    },
    /** From now on messages and notifications count (the warm-up is over). */
    startCounting(): void {
      counting = true;
      for (const h of [messages.delays, notifications.delays]) h.reset();
    },
    /** Messages of the counted run neither refused nor received yet. */
    inFlight: () => [...sent.values()].filter((m) => m.counted).length,
    /** Lost: sent in the counted run, not refused, and never heard by the receiver (nor, for some, acknowledged). */
    figures() {
      const lost = [...sent.values()].filter((m) => m.counted).length;
      return { messages: { ...messages, lost }, notifications, disconnects };
    },
    /** Clears the counts for the next step of the knee (sockets stay open). */
    resetCounts(): void {
      counting = false;
      sent.clear();
      awaited.clear();
      Object.assign(messages, { sent: 0, acknowledged: 0, received: 0, duplicates: 0, refused: 0 });
      Object.assign(notifications, { awaited: 0, pushed: 0 });
      disconnects = 0;
    },
    connected: () => [...sockets.values()].filter((s) => s.connected).length,
    close(): void {
      closing = true;
      for (const socket of sockets.values()) socket.disconnect();
      sockets.clear();
    },
  };
}

export type Live = ReturnType<typeof createLive>;
