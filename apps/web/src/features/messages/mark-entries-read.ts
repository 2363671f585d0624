import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageEntry } from '@vitrina/contract/messages';
import type { UpdateReadResponse } from '@vitrina/contract/notifications';
import { notificationsEndpoints } from '@vitrina/contract/endpoints/notifications';
import { call } from '@/lib/api-client.ts';
import { readEntries } from './messages-cache.ts';
import { messagesKeys } from './messages-keys.ts';

/**
 * POST /api/notifications/update_read {notificationIds, kind: 'messages'} → { unread }: marks those received
 * messages read (ids that are not mine are ignored) and answers how many are still unread.
 */
export function markEntriesRead(ids: readonly number[]): Promise<UpdateReadResponse> {
  return call(notificationsEndpoints.updateRead, {
    body: { notificationIds: [...ids], kind: 'messages' },
  });
}

/** Marks the dropdown's unread entries read: the entries, the badge and the list's dots follow. */
export function useMarkEntriesRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markEntriesRead,
    onSuccess: ({ unread }, ids) => {
      client.setQueryData(messagesKeys.unread(), unread);
      client.setQueryData<MessageEntry[]>(messagesKeys.entries(), (entries) =>
        readEntries(entries, (entry) => ids.includes(entry.id)),
      );
      // Which conversations those messages belong to is the server's to say.
      void client.invalidateQueries({ queryKey: messagesKeys.contacts() });
    },
  });
}
