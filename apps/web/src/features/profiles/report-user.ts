import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** POST /api/users/report {userId, description} → { reported: true }; 409 `already_reported` the second time. */
export function reportUser(userId: number, description: string): Promise<{ reported: true }> {
  return api<{ reported: true }>('/users/report', { method: 'POST', body: { userId, description } });
}

export function useReportUser() {
  return useMutation({
    mutationFn: ({ userId, description }: { userId: number; description: string }) => reportUser(userId, description),
  });
}
