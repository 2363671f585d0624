import { useQuery } from '@tanstack/react-query';
import { pushEndpoints } from '@vitrina/contract/endpoints/push';
import type { PushDeviceList } from '@vitrina/contract/push';
import { call } from '@/lib/api-client.ts';
import { pushKeys } from './push-keys.ts';

/** GET /api/push/subscriptions → { rows, count }: my devices with push on, this session's marked `current`. */
export function listPushDevices(signal?: AbortSignal): Promise<PushDeviceList> {
  return call(pushEndpoints.list, { signal });
}

export function usePushDevices() {
  return useQuery({ queryKey: pushKeys.devices(), queryFn: ({ signal }) => listPushDevices(signal) });
}
