import { useQuery } from '@tanstack/react-query';
import type { Contact } from '@vitrina/contract/messages';
import { messagesEndpoints } from '@vitrina/contract/endpoints/messages';
import { call } from '@/lib/api-client.ts';
import { messagesKeys } from './messages-keys.ts';

/**
 * GET /api/users/contact/{profile_url} → the person behind a conversation link and our conversation so far
 * (none yet is fine: a profile's message link opens it before the first message); 404 when missing, oneself
 * or across a block.
 */
export function getContact(profileUrl: string, signal?: AbortSignal): Promise<Contact> {
  return call(messagesEndpoints.contact, { params: { profile_url: profileUrl }, signal });
}

export function useContact(profileUrl: string | undefined) {
  return useQuery({
    queryKey: messagesKeys.contact(profileUrl ?? ''),
    queryFn: ({ signal }) => getContact(profileUrl!, signal),
    enabled: Boolean(profileUrl),
    staleTime: 0,
  });
}
