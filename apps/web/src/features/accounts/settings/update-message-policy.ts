import { useMutation } from '@tanstack/react-query';
import type { MessagePolicy } from '@vitrina/contract/message-requests';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import { call } from '@/lib/api-client.ts';

/** POST /users/message-policy { policy } → { policy }: who may message me. */
export function updateMessagePolicy(policy: MessagePolicy): Promise<{ policy: MessagePolicy }> {
  return call(usersEndpoints.messagePolicy, { body: { policy } });
}

export function useUpdateMessagePolicy() {
  return useMutation({ mutationFn: updateMessagePolicy });
}
