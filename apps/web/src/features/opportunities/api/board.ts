import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opportunitiesEndpoints as endpoints } from '@vitrina/contract/endpoints/opportunities';
import type { Board, BoardQuery, FitsMe, Opportunity } from '@vitrina/contract/opportunities';
import { call } from '@/lib/api-client.ts';
import { boardKeys } from './board-keys.ts';

export const getBoard = (query: BoardQuery, signal?: AbortSignal): Promise<Board> =>
  call(endpoints.board, { query, signal });
export const getOpportunity = (id: number, signal?: AbortSignal): Promise<Opportunity> =>
  call(endpoints.one, { params: { id }, signal });
export const listFitsMe = (signal?: AbortSignal): Promise<FitsMe> => call(endpoints.fitsMe, { signal });

/** GET /api/opportunities with the board's address query as it is (every filter lives in the address). */
export function useBoard(search: URLSearchParams) {
  const query = Object.fromEntries(search.entries()) as BoardQuery;
  return useQuery({
    queryKey: boardKeys.board(search.toString()),
    queryFn: ({ signal }) => getBoard(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/opportunities/{id}: an opportunity's page (404 when it is not there for me). */
export function useOpportunity(id: number) {
  return useQuery({
    queryKey: boardKeys.one(id),
    queryFn: ({ signal }) => getOpportunity(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /api/opportunities/fits-me: open roles my sheet meets (a talent's feed sidebar). */
export function useFitsMe(enabled: boolean) {
  return useQuery({ queryKey: boardKeys.fitsMe, queryFn: ({ signal }) => listFitsMe(signal), enabled });
}
