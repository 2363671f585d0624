import { shortlistsEndpoints as endpoints } from '@vitrina/contract/endpoints/shortlists';
import type { ComparedTalent, Shortlist, ShortlistSummary } from '@vitrina/contract/shortlists';
import { apiBlob, call, endpointPath } from '@/lib/api-client.ts';

/** Query keys: every shortlist query starts with 'shortlists', so one invalidation refreshes them all. */
export const shortlistsKeys = {
  all: ['shortlists'] as const,
  lists: (userId?: number) => ['shortlists', 'lists', userId ?? null] as const,
  list: (listId: number) => ['shortlists', 'list', listId] as const,
  compare: (ids: readonly number[]) => ['shortlists', 'compare', ids.join(',')] as const,
};

export const listShortlists = (userId?: number, signal?: AbortSignal): Promise<ShortlistSummary[]> =>
  call(endpoints.list, { query: userId === undefined ? {} : { userId }, signal });
export const getShortlist = (listId: number, signal?: AbortSignal): Promise<Shortlist> =>
  call(endpoints.show, { params: { listId }, signal });
export const createShortlist = (name: string) => call(endpoints.create, { body: { name } });
export const deleteShortlist = (listId: number) => call(endpoints.remove, { params: { listId } });
export const addToShortlist = (listId: number, userId: number) => call(endpoints.add, { params: { listId, userId } });
export const dropFromShortlist = (listId: number, userId: number) =>
  call(endpoints.drop, { params: { listId, userId } });
export const annotateEntry = (listId: number, userId: number, body: { note: string; tags: string[] }) =>
  call(endpoints.annotate, { params: { listId, userId }, body });
export const reorderShortlist = (listId: number, userIds: number[]) =>
  call(endpoints.reorder, { params: { listId }, body: { userIds } });
export const compareTalents = (ids: readonly number[], signal?: AbortSignal): Promise<ComparedTalent[]> =>
  call(endpoints.compare, { query: { ids: ids.join(',') }, signal });
export const downloadShortlist = (listId: number, format: 'csv' | 'pdf') =>
  apiBlob(endpointPath(format === 'csv' ? endpoints.csv.path : endpoints.pdf.path, { listId }));
