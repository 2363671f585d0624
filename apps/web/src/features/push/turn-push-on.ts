import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pushEndpoints } from '@vitrina/contract/endpoints/push';
import type { PushDevice } from '@vitrina/contract/push';
import { call } from '@/lib/api-client.ts';
import { subscribeThisBrowser } from './browser-push.ts';
import { pushKeys } from './push-keys.ts';

/**
 * Push on for this device: the server's key (GET /api/push/public-key), the browser's permission and
 * subscription, then POST /api/push/subscriptions, which ties it to this session. Refusals:
 * `push_endpoint_refused`, `push_device_limit`, or a PushSetupError before the server is asked.
 */
export async function turnPushOn(): Promise<PushDevice> {
  const { publicKey } = await call(pushEndpoints.publicKey);
  const subscription = await subscribeThisBrowser(publicKey);
  const { endpoint = '', keys } = subscription;
  return call(pushEndpoints.subscribe, {
    body: { endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
  });
}

export function useTurnPushOn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: turnPushOn,
    onSettled: () => client.invalidateQueries({ queryKey: pushKeys.devices() }),
  });
}
