import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profilesEndpoints } from '@vitrina/contract/endpoints/profiles';
import { call } from '@/lib/api-client.ts';
import { graphKeys } from './graph-keys.ts';

/** POST /api/users/block {userId} → { blocked: true }; 409 `already_blocked` when it already was. Final. */
export function blockUser(userId: number): Promise<{ blocked: true }> {
  return call(profilesEndpoints.block, { body: { userId } });
}

export function useBlockUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    // Everything shown of the graph may include the blocked person; posts are the screen's to refresh.
    onSuccess: () => client.invalidateQueries({ queryKey: graphKeys.all }),
  });
}
