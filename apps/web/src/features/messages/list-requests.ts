import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { REQUESTS_PAGE_SIZE } from '@vitrina/contract/message-requests';
import type { Contact, RequestPage } from '@vitrina/contract/messages';
import { messagesEndpoints } from '@vitrina/contract/endpoints/messages';
import { call } from '@/lib/api-client.ts';
import { messagesKeys } from './messages-keys.ts';

/** GET /api/users/contacts/requests?page=N → the requests waiting for me, newest first, and how many. */
export function listRequests(page: number, signal?: AbortSignal): Promise<RequestPage> {
  return call(messagesEndpoints.requests, { query: { page }, signal });
}

/** The next page number while the pages read so far hold fewer than `count`. */
export function nextRequestsPage(last: RequestPage, pages: RequestPage[]): number | undefined {
  return pages.length * REQUESTS_PAGE_SIZE < last.count ? pages.length + 1 : undefined;
}

export function useRequests() {
  return useInfiniteQuery({
    queryKey: messagesKeys.requests(),
    queryFn: ({ pageParam, signal }) => listRequests(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextRequestsPage,
    staleTime: 0,
  });
}

/** After an acceptance or a deletion: the request leaves its tab; an acceptance joins the inbox. */
function useSettled() {
  const client = useQueryClient();
  return (profileUrl: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: messagesKeys.requests() }),
      client.invalidateQueries({ queryKey: messagesKeys.contacts() }),
      client.invalidateQueries({ queryKey: messagesKeys.contact(profileUrl) }),
      client.invalidateQueries({ queryKey: messagesKeys.unread() }),
      client.invalidateQueries({ queryKey: messagesKeys.requestsCount() }),
    ]);
}

/** POST /api/users/contacts/requests/{profile_url}/accept → the conversation, now in my inbox. */
export function useAcceptRequest() {
  const settled = useSettled();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileUrl: string): Promise<Contact> =>
      call(messagesEndpoints.acceptRequest, { params: { profile_url: profileUrl } }),
    onSuccess: async (contact) => {
      client.setQueryData(messagesKeys.contact(contact.profile_url), contact);
      await settled(contact.profile_url);
    },
  });
}

/** DELETE /api/users/contacts/requests/{profile_url}: the request and its messages are gone. */
export function useDeleteRequest() {
  const settled = useSettled();
  return useMutation({
    mutationFn: async (profileUrl: string): Promise<string> => {
      await call(messagesEndpoints.deleteRequest, { params: { profile_url: profileUrl } });
      return profileUrl;
    },
    onSuccess: (profileUrl) => settled(profileUrl),
  });
}
