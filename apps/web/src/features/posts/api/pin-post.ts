import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pinsEndpoints } from '@vitrina/contract/endpoints/pins';
import type { Pins } from '@vitrina/contract/pins';
import { call } from '@/lib/api-client.ts';
import { postsKeys } from './posts-keys.ts';

export interface PinChange {
  id: number;
  pinned: boolean;
}

/** PUT /api/posts/{id}/pin (pin, after the others) or DELETE (unpin) → { postIds }. */
export function pinPost({ id, pinned }: PinChange): Promise<Pins> {
  return call(pinned ? pinsEndpoints.pin : pinsEndpoints.unpin, { params: { id } });
}

/** The portfolios reload, also when not on screen (the menu that reads mine is closed by then). */
export function usePinPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pinPost,
    onSuccess: () => client.invalidateQueries({ queryKey: postsKeys.portfolios(), refetchType: 'all' }),
  });
}
