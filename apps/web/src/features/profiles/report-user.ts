import { useMutation } from '@tanstack/react-query';
import { profilesEndpoints } from '@vitrina/contract/endpoints/profiles';
import { call } from '@/lib/api-client.ts';

/** POST /api/users/report {userId, description} → { reported: true }; 409 `already_reported` the second time. */
export function reportUser(userId: number, description: string): Promise<{ reported: true }> {
  return call(profilesEndpoints.report, { body: { userId, description } });
}

export function useReportUser() {
  return useMutation({
    mutationFn: ({ userId, description }: { userId: number; description: string }) => reportUser(userId, description),
  });
}
