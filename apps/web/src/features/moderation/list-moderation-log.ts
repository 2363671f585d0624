import { useQuery } from '@tanstack/react-query';
import { moderationEndpoints } from '@vitrina/contract/endpoints/moderation';
import { call } from '@/lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

/** GET /api/moderation/log → { rows }: the audit log, newest first. */
export function useModerationLog() {
  return useQuery({
    queryKey: moderationKeys.log(),
    queryFn: ({ signal }) => call(moderationEndpoints.log, { signal }),
  });
}
