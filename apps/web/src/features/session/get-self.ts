import type { SelfResponse } from '@vitrina/contract/users';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import { call } from '@/lib/api-client.ts';

export function getSelf(signal?: AbortSignal): Promise<SelfResponse> {
  return call(usersEndpoints.self, { signal });
}
