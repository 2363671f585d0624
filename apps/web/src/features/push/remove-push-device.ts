import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pushEndpoints } from '@vitrina/contract/endpoints/push';
import { call } from '@/lib/api-client.ts';
import { unsubscribeThisBrowser } from './browser-push.ts';
import { pushKeys } from './push-keys.ts';

/** DELETE /api/push/subscriptions/{id}; for this very device the browser's subscription goes too. */
export async function removePushDevice({ id, current }: { id: number; current: boolean }): Promise<void> {
  await call(pushEndpoints.remove, { params: { id } });
  if (current) await unsubscribeThisBrowser().catch(() => undefined);
}

export function useRemovePushDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removePushDevice,
    onSettled: () => client.invalidateQueries({ queryKey: pushKeys.devices() }),
  });
}
