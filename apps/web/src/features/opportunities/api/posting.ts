import { opportunitiesEndpoints as endpoints } from '@vitrina/contract/endpoints/opportunities';
import type { Opportunity, OpportunityInput } from '@vitrina/contract/opportunities';
import type { OpportunityState } from '@vitrina/contract/opportunity-limits';
import { call } from '@/lib/api-client.ts';

/** The agency's calls: its own list, one opportunity to edit, and every change of state. */
export const listMyOpportunities = (state: OpportunityState | null, page: number, signal?: AbortSignal) =>
  call(endpoints.mine, { query: state ? { state, page } : { page }, signal });
export const getOpportunity = (id: number, signal?: AbortSignal): Promise<Opportunity> =>
  call(endpoints.one, { params: { id }, signal });
export const createOpportunity = (body: OpportunityInput): Promise<Opportunity> => call(endpoints.create, { body });
export const updateOpportunity = (id: number, body: OpportunityInput): Promise<Opportunity> =>
  call(endpoints.update, { params: { id }, body });
export const publishOpportunity = (id: number): Promise<Opportunity> => call(endpoints.publish, { params: { id } });
export const closeOpportunity = (id: number): Promise<Opportunity> => call(endpoints.close, { params: { id } });
export const cancelOpportunity = (id: number): Promise<Opportunity> => call(endpoints.cancel, { params: { id } });
export const deleteOpportunity = (id: number) => call(endpoints.remove, { params: { id } });
