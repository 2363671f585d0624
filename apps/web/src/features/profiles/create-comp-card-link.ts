import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompCardLink } from '@vitrina/contract/comp-card';
import { compCardEndpoints } from '@vitrina/contract/endpoints/comp-card';
import { call } from '@/lib/api-client.ts';
import { graphKeys } from './graph-keys.ts';

/** POST /api/users/me/comp-card/link → { url }: a public link to my comp card (the living one, if any). */
export function createCompCardLink(): Promise<{ url: string }> {
  return call(compCardEndpoints.createLink);
}

export function useCreateCompCardLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCompCardLink,
    onSuccess: (link) => client.setQueryData<CompCardLink>(graphKeys.compCardLink(), link),
  });
}
