import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moderationPeopleEndpoints as endpoints } from '@vitrina/contract/endpoints/moderation-people';
import type { ModeratedPerson, SuspendRequest } from '@vitrina/contract/moderation-people';
import { call } from '@/lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

/** GET /api/moderation/people?q= → a person found by e-mail or profile address, with their suspension. */
export function findPerson(q: string, signal?: AbortSignal): Promise<ModeratedPerson> {
  return call(endpoints.findPerson, { query: { q }, signal });
}

export function usePerson(q: string) {
  return useQuery({
    queryKey: [...moderationKeys.all, 'person', q] as const,
    queryFn: ({ signal }) => findPerson(q, signal),
    enabled: q !== '',
  });
}

/** POST …/suspend or …/lift; the found person, the queue and the log all change. */
export function useSuspension() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: moderationKeys.all });
  return {
    suspend: useMutation({
      mutationFn: ({ userId, body }: { userId: number; body: SuspendRequest }) =>
        call(endpoints.suspend, { params: { userId }, body }),
      onSuccess: done,
    }),
    lift: useMutation({
      mutationFn: ({ userId, note }: { userId: number; note: string }) =>
        call(endpoints.lift, { params: { userId }, body: { note } }),
      onSuccess: done,
    }),
  };
}
