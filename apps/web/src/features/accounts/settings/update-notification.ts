import { useMutation } from '@tanstack/react-query';
import type { NotificationSettingRequest } from '@vitrina/contract/users';
import type { TokenResponse } from '@vitrina/contract/users';
import { api } from '@/lib/api-client.ts';

/** POST /users/notifications { type, status } → { token }: one notification flag on or off. */
export function updateNotification(body: NotificationSettingRequest): Promise<TokenResponse> {
  return api<TokenResponse>('/users/notifications', { method: 'POST', body });
}

export function useUpdateNotification() {
  return useMutation({ mutationFn: updateNotification });
}
