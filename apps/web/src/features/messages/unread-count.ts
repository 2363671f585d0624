import { useQuery } from '@tanstack/react-query';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import { call } from '@/lib/api-client.ts';
import { messagesKeys } from './messages-keys.ts';

/** The unread message count as GET /api/users/self carries it (`unreadedMessagesCount`). */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const self = await call(usersEndpoints.self, { signal });
  return self.user.unreadedMessagesCount;
}

/**
 * The messages badge: seeded with the count the session loaded, then kept live by socket events, by
 * reading a conversation and by the dropdown's read marks; asked again only when something invalidates it
 * (a reconnection, a conversation read on the server).
 */
export function useUnreadMessagesCount(initial: number, enabled = true): number {
  const query = useQuery({
    queryKey: messagesKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    initialData: initial,
    staleTime: Infinity,
    enabled,
  });
  return enabled ? query.data : 0;
}
