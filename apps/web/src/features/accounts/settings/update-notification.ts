import { useMutation } from '@tanstack/react-query';
import type { NotificationSettingRequest } from '@vitrina/contract/users';
import type { TokenResponse } from '@vitrina/contract/users';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import { call } from '@/lib/api-client.ts';

/** POST /users/notifications { type, status } → { token }: one notification flag on or off. */
export function updateNotification(body: NotificationSettingRequest): Promise<TokenResponse> {
  return call(usersEndpoints.notificationFlag, { body });
}

export function useUpdateNotification() {
  return useMutation({ mutationFn: updateNotification });
}
