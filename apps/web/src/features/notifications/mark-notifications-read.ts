import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationPage, UpdateReadResponse } from '@vitrina/contract/notifications';
import { MAX_READ_IDS } from '@vitrina/contract/messages-limits';
import { notificationsEndpoints } from '@vitrina/contract/endpoints/notifications';
import { call } from '@/lib/api-client.ts';
import { readEntries, unreadIds } from './notifications-cache.ts';
import { notificationsKeys } from './notifications-keys.ts';

/** What to mark read: these entries, or (`all`) every one of mine, however many pages they fill. */
export interface ReadMark {
  ids: readonly number[];
  all?: boolean;
}

/**
 * POST /api/notifications/update_read {notificationIds, kind} or {kind, all: true} → { unread }: marks those
 * notifications of mine read (ids that are not mine, or already read, are ignored), or all of mine, and
 * answers how many are still unread.
 */
export function markNotificationsRead({ ids, all }: ReadMark): Promise<UpdateReadResponse> {
  return call(notificationsEndpoints.updateRead, {
    // Named, since ids without a kind may also name message entries (the spec's call).
    body: all
      ? { notificationIds: [], kind: 'notifications', all: true }
      : { notificationIds: [...ids], kind: 'notifications' },
  });
}

/** Every unread notification this tab holds, on any page it has loaded (as many as one call may name). */
export function knownUnreadIds(client: QueryClient): number[] {
  const pages = client.getQueriesData<NotificationPage>({ queryKey: notificationsKeys.pages() });
  return [...new Set(pages.flatMap(([, data]) => unreadIds(data)))].slice(0, MAX_READ_IDS);
}

/**
 * Marks notifications read: the badge takes the server's count, and those entries lose their unread mark on
 * every page held. When some remain unread that this tab has not seen (past the pages it loaded), the pages
 * are asked again so what they show is true.
 */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread }, { ids, all }) => {
      client.setQueryData(notificationsKeys.unread(), unread);
      for (const [key] of client.getQueriesData<NotificationPage>({ queryKey: notificationsKeys.pages() }))
        client.setQueryData<NotificationPage>(key, (data) => readEntries(data, all ? unreadIds(data) : ids));
      if (unread > 0 && knownUnreadIds(client).length < unread)
        void client.invalidateQueries({ queryKey: notificationsKeys.pages() });
    },
  });
}
