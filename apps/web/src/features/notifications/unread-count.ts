import { useQuery } from '@tanstack/react-query';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import { call } from '@/lib/api-client.ts';
import { notificationsKeys } from './notifications-keys.ts';

/** The unread notification count as GET /api/users/self carries it (`unreadedNotificationsCount`). */
export async function getUnreadNotificationsCount(signal?: AbortSignal): Promise<number> {
  const self = await call(usersEndpoints.self, { signal });
  return self.user.unreadedNotificationsCount;
}

/**
 * The notifications badge: seeded with the count the session loaded, then kept live by the server's
 * `notifications-unread` events (any change, a read in another tab included) and by my own read marks;
 * asked again only when something invalidates it (a reconnection).
 */
export function useUnreadNotificationsCount(initial: number, enabled = true): number {
  const query = useQuery({
    queryKey: notificationsKeys.unread(),
    queryFn: ({ signal }) => getUnreadNotificationsCount(signal),
    initialData: initial,
    staleTime: Infinity,
    enabled,
  });
  return enabled ? query.data : 0;
}
