import { useQuery } from '@tanstack/react-query';
import type { MessageEntry } from '@vitrina/contract/messages';
import { messagesEndpoints } from '@vitrina/contract/endpoints/messages';
import { call } from '@/lib/api-client.ts';
import { messagesKeys } from './messages-keys.ts';

/** GET /api/notifications/messages → the latest messages I received (the header's dropdown), newest first. */
export function listMessageEntries(signal?: AbortSignal): Promise<MessageEntry[]> {
  return call(messagesEndpoints.entries, { signal });
}

export function useMessageEntries() {
  return useQuery({
    queryKey: messagesKeys.entries(),
    queryFn: ({ signal }) => listMessageEntries(signal),
    // Asked each time the dropdown opens; events add to it while it is open.
    staleTime: 0,
  });
}
