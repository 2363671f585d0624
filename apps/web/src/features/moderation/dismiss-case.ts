import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationEndpoints } from '@vitrina/contract/endpoints/moderation';
import { call } from '@/lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

/** POST /api/moderation/cases/{targetId}/dismiss { note } → { dismissed }. */
export function dismissCase({ targetId, note }: { targetId: number; note: string }) {
  return call(moderationEndpoints.dismiss, { params: { targetId }, body: { note } });
}

/** The queue, the closed cases and the log all change with a dismissal. */
export function useDismissCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dismissCase,
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
