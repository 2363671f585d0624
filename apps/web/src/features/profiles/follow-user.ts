import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowResponse } from '@vitrina/contract/graph';
import { profilesEndpoints } from '@vitrina/contract/endpoints/profiles';
import { call } from '@/lib/api-client.ts';
import { setFollowState } from './graph-cache.ts';
import { graphKeys } from './graph-keys.ts';

/** POST /api/users/follow or /unfollow {id} → { following, followersCount }. */
export function followUser(id: number, follow: boolean): Promise<FollowResponse> {
  return call(follow ? profilesEndpoints.follow : profilesEndpoints.unfollow, { body: { id } });
}

/** Follows or unfollows; on success every place showing the person changes, and the lists are refreshed. */
export function useFollowUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, follow }: { id: number; follow: boolean }) => followUser(id, follow),
    onSuccess: (answer, { id }) => {
      setFollowState(client, id, answer.following, answer.followersCount);
      void client.invalidateQueries({ queryKey: graphKeys.people(), refetchType: 'none' });
    },
  });
}
