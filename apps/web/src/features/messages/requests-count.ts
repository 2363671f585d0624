import { useQuery } from '@tanstack/react-query';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import { call } from '@/lib/api-client.ts';
import { messagesKeys } from './messages-keys.ts';

/** The requests count as GET /api/users/self carries it (`messageRequestsCount`). */
export async function getRequestsCount(signal?: AbortSignal): Promise<number> {
  const self = await call(usersEndpoints.self, { signal });
  return self.user.messageRequestsCount;
}

/**
 * The requests badge: seeded with the count the session loaded, then set by the server's `message-requests`
 * events (a request arrived, was accepted, deleted or hidden by a block); asked again on a reconnection.
 */
export function useMessageRequestsCount(initial: number, enabled = true): number {
  const query = useQuery({
    queryKey: messagesKeys.requestsCount(),
    queryFn: ({ signal }) => getRequestsCount(signal),
    initialData: initial,
    staleTime: Infinity,
    enabled,
  });
  return enabled ? query.data : 0;
}
