import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompCardLink } from '@vitrina/contract/comp-card';
import { compCardEndpoints } from '@vitrina/contract/endpoints/comp-card';
import { call } from '@/lib/api-client.ts';
import { graphKeys } from './graph-keys.ts';

/** DELETE /api/users/me/comp-card/link → 204: whoever holds the link gets 404 from now on. */
export function revokeCompCardLink(): Promise<void> {
  return call(compCardEndpoints.revokeLink);
}

export function useRevokeCompCardLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeCompCardLink,
    onSuccess: () => client.setQueryData<CompCardLink>(graphKeys.compCardLink(), { url: null }),
  });
}
