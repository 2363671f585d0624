import { useMutation, useMutationState, useQueryClient, type Mutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ErrorCode } from '@vitrina/contract/errors';
import type { Message, SendMessageRequest } from '@vitrina/contract/messages';
import type { Author } from '@vitrina/contract/posts';
import { messagesEndpoints } from '@vitrina/contract/endpoints/messages';
import { call } from '@/lib/api-client.ts';
import { newClientId } from '@/lib/client-id.ts';
import { request } from '@/lib/socket.ts';
import { recordSent } from './message-events.ts';
import { messagesKeys } from './messages-keys.ts';

/** The server refused a message sent over the socket (its acknowledgement's code and text). */
export class MessageRefusedError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MessageRefusedError';
  }
}

/**
 * Sends a message: over the socket with `add-message` when it is connected (the acknowledgement carries the
 * stored message or the refusal), otherwise with POST /api/messages, which applies the same rules. Either
 * way the answer is the stored message.
 */
export async function sendMessage(payload: SendMessageRequest): Promise<Message> {
  const acknowledged = request('add-message', payload);
  if (!acknowledged) return call(messagesEndpoints.send, { body: payload });
  const answer = await acknowledged;
  if (answer.ok) return answer.message;
  throw new MessageRefusedError(answer.error.code, answer.error.message);
}

/** A message as it is sent: its text, and the id that makes sending it again harmless (a retry keeps it). */
interface Draft {
  text: string;
  clientId: string;
}

/** A failed message stays on screen (with its retry) this long after its thread was left. */
const OUTBOX_KEEP_MS = 60 * 60_000;

/**
 * Sending to one person: each send is a mutation under the person's key, so the thread shows the pending
 * and failed ones (`useOutbox`) beside the stored messages; an acknowledged one joins the thread's cache
 * (before its mutation ends).
 */
export function useSendMessage(person: Author) {
  const client = useQueryClient();
  const { mutate } = useMutation({
    mutationKey: messagesKeys.send(person.id),
    mutationFn: ({ text, clientId }: Draft) => sendMessage({ message: text, receiverId: person.id, clientId }),
    onSuccess: (message) => recordSent(client, person, message),
    gcTime: OUTBOX_KEEP_MS,
  });
  const send = useCallback((text: string) => mutate({ text, clientId: newClientId() }), [mutate]);

  const find = useCallback(
    (id: number) => client.getMutationCache().find({ predicate: (mutation) => mutation.mutationId === id }),
    [client],
  );
  /**
   * Sends a failed message again, at the end of the thread, under its first client id: when the first try
   * was stored after all (only its acknowledgement was lost), the server answers that message, not a copy.
   */
  const retry = useCallback(
    (id: number) => {
      const failed = find(id);
      if (!failed || failed.state.status !== 'error') return;
      client.getMutationCache().remove(failed);
      mutate(failed.state.variables as Draft);
    },
    [client, find, mutate],
  );
  /** Forgets a failed message. */
  const discard = useCallback(
    (id: number) => {
      const failed = find(id);
      if (failed?.state.status === 'error') client.getMutationCache().remove(failed);
    },
    [client, find],
  );
  return { send, retry, discard };
}

/** A message of mine not stored yet: on its way, or refused (with why). */
export interface OutgoingMessage {
  id: number;
  text: string;
  status: 'pending' | 'error';
  error: unknown;
  submittedAt: number;
}

/** My messages to one person, as the thread shows them beside its stored ones. */
export interface Outbox {
  /** Pending and failed, in the order they were written. */
  outgoing: OutgoingMessage[];
  /**
   * Acknowledged (the stored messages): the thread's cache holds them already, but the thread may render
   * a moment after the outbox (messages-cache.ts withSent).
   */
  sent: Message[];
}

/** The sends to one person that the thread shows: pending, failed, and acknowledged. */
export function useOutbox(personId: number): Outbox {
  const sends = useMutationState({
    filters: { mutationKey: messagesKeys.send(personId), exact: true },
    select: (mutation: Mutation<unknown, unknown, unknown>) => ({
      id: mutation.mutationId,
      text: (mutation.state.variables as Draft).text,
      status: mutation.state.status,
      error: mutation.state.error,
      submittedAt: mutation.state.submittedAt,
      stored: mutation.state.data as Message | undefined,
    }),
  });
  const outgoing: OutgoingMessage[] = [];
  const sent: Message[] = [];
  for (const { stored, ...send } of sends) {
    if (send.status === 'pending' || send.status === 'error') outgoing.push({ ...send, status: send.status });
    else if (send.status === 'success' && stored) sent.push(stored);
  }
  return { outgoing, sent };
}
