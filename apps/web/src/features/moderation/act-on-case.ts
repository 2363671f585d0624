import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationEndpoints } from '@vitrina/contract/endpoints/moderation';
import type { CaseActionResponse } from '@vitrina/contract/moderation';
import type { SuspendRequest } from '@vitrina/contract/moderation-people';
import { call } from '@/lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

export type CaseAction = 'dismiss' | 'remove' | 'warn';

export interface CaseActionInput {
  id: number;
  action: CaseAction;
  note: string;
  /** The public reason (removal and warning). */
  reason: string;
}

/** POST /api/moderation/cases/{id}/dismiss|remove|warn { note, reason? } → { outcome, closed }. */
export function actOnCase({ id, action, note, reason }: CaseActionInput): Promise<CaseActionResponse> {
  if (action === 'dismiss') return call(moderationEndpoints.dismiss, { params: { id }, body: { note } });
  return call(moderationEndpoints[action], { params: { id }, body: { note, reason } });
}

/** The queue, the case and the log all change with an action. */
export function useActOnCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: actOnCase,
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

/** POST /api/moderation/cases/{id}/suspend: suspends the case's person and closes the case. */
export function useSuspendSubject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SuspendRequest }) =>
      call(moderationEndpoints.suspendSubject, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
