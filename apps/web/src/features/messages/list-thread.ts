import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ThreadPage } from '@vitrina/contract/messages';
import { messagesEndpoints } from '@vitrina/contract/endpoints/messages';
import { call } from '@/lib/api-client.ts';
import { usePageVisible } from '@/lib/use-page-visible.ts';
import { recordThreadRead } from './message-events.ts';
import { messagesKeys } from './messages-keys.ts';

/**
 * GET /api/messages/{profile_url}[?before=id] → { rows, hasMore }: a page of my conversation with that person,
 * oldest to newest; the newest page first, then `?before=` the oldest id shown. Reading it marks it read.
 */
export function listThread(profileUrl: string, before?: number, signal?: AbortSignal): Promise<ThreadPage> {
  return call(messagesEndpoints.thread, { params: { profile_url: profileUrl }, query: { before }, signal });
}

/** Older messages start before the oldest one of the last page read, while the server says there are more. */
export function olderThreadParam(last: ThreadPage): number | undefined {
  return last.hasMore ? last.rows[0]?.id : undefined;
}

/**
 * The thread's pages. They are read only while the page is shown: reading marks the conversation read, so a
 * conversation opened in a background tab, or read again after a reconnection while hidden, waits (and stays
 * unread) until the person looks; being stale, it is read again whenever the page shows again.
 */
export function useThread(profileUrl: string) {
  const client = useQueryClient();
  const visible = usePageVisible();
  return useInfiniteQuery({
    queryKey: messagesKeys.thread(profileUrl),
    queryFn: async ({ pageParam, signal }) => {
      const page = await listThread(profileUrl, pageParam, signal);
      if (pageParam === undefined) recordThreadRead(client, profileUrl);
      return page;
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: olderThreadParam,
    staleTime: 0,
    enabled: visible,
  });
}
