import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NotificationPage } from '@vitrina/contract/notifications';
import { notificationsEndpoints } from '@vitrina/contract/endpoints/notifications';
import { call } from '@/lib/api-client.ts';
import { notificationsKeys } from './notifications-keys.ts';

/** GET /api/notifications?page=N → { rows, count }: my notifications, 12 a page, the latest first. */
export function listNotifications(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  return call(notificationsEndpoints.list, { query: { page }, signal });
}

/**
 * One page of my notifications. Page 1 is also the header's dropdown: asked again each time it opens or the
 * page is shown, and kept live in between by socket events (notification-events.ts).
 */
export function useNotificationsPage(page: number) {
  return useQuery({
    queryKey: notificationsKeys.page(page),
    queryFn: ({ signal }) => listNotifications(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
