import type { SelfResponse } from '@vitrina/contract/users';
import { api } from '@/lib/api-client.ts';

export function getSelf(signal?: AbortSignal): Promise<SelfResponse> {
  return api<SelfResponse>('/users/self', { signal });
}
