import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationEndpoints } from '@vitrina/contract/endpoints/moderation';
import { call } from '@/lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

/** PUT /api/moderation/moderators { email, moderator } → { userId, before, after } (admins only). */
export function setModerator(body: { email: string; moderator: boolean }) {
  return call(moderationEndpoints.moderator, { body });
}

export function useSetModerator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setModerator,
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.log() }),
  });
}
