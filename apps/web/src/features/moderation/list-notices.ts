import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportsEndpoints } from '@vitrina/contract/endpoints/reports';
import type { NoticeList } from '@vitrina/contract/reports';
import { call } from '@/lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

/** GET /api/notices: my warnings and removals waiting for "I understand". */
export function listNotices(signal?: AbortSignal): Promise<NoticeList> {
  return call(reportsEndpoints.notices, { signal });
}

export function useNotices() {
  return useQuery({ queryKey: moderationKeys.notices, queryFn: ({ signal }) => listNotices(signal) });
}

/** POST /api/notices/{id}/acknowledge: recorded in the audit log; the next notice (if any) follows. */
export function useAcknowledgeNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(reportsEndpoints.acknowledge, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.notices }),
  });
}
