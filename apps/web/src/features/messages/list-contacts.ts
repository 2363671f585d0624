import { useInfiniteQuery } from '@tanstack/react-query';
import type { Contact } from '@vitrina/contract/messages';
import { CONTACTS_PAGE_SIZE } from '@vitrina/contract/messages-limits';
import { messagesEndpoints } from '@vitrina/contract/endpoints/messages';
import { call } from '@/lib/api-client.ts';
import { messagesKeys } from './messages-keys.ts';

/** GET /api/users/contacts[?before=lastMessageId] → my conversations, the most recent first. */
export function listContacts(before?: number, signal?: AbortSignal): Promise<Contact[]> {
  return call(messagesEndpoints.contacts, { query: { before }, signal });
}

/** The next page starts after the last conversation of a full page. */
export function nextContactsParam(last: Contact[]): number | undefined {
  if (last.length < CONTACTS_PAGE_SIZE) return undefined;
  return last.at(-1)?.lastMessageId ?? undefined;
}

export function useContacts() {
  return useInfiniteQuery({
    queryKey: messagesKeys.contacts(),
    queryFn: ({ pageParam, signal }) => listContacts(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextContactsParam,
    // Live events keep it current; a screen that mounts again still asks (a block may have removed someone).
    staleTime: 0,
  });
}
