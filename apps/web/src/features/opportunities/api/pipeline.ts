import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Filing } from '@vitrina/contract/opportunity-limits';
import { applicationsEndpoints as endpoints } from '@vitrina/contract/endpoints/applications';
import { opportunitiesEndpoints } from '@vitrina/contract/endpoints/opportunities';
import { VIDEO_POLL_MS } from '@vitrina/contract/video-rules';
import { apiBlob, call, endpointPath } from '@/lib/api-client.ts';
import { pipelineKeys } from './pipeline-keys.ts';

/** The address's query as the API takes it: the filing, the page and the scouting filters, as they are. */
const queryOf = (search: URLSearchParams) => Object.fromEntries(search.entries()) as never;

/** GET …/applicants: one filing of a role's applicants, with the counts and facets (the filters applied). */
export function usePipeline(opportunityId: number, roleId: number, search: URLSearchParams) {
  return useQuery({
    queryKey: pipelineKeys.list(opportunityId, roleId, search.toString()),
    queryFn: ({ signal }) =>
      call(endpoints.pipeline, { params: { id: opportunityId, roleId }, query: queryOf(search), signal }),
    placeholderData: keepPreviousData,
  });
}

/** The opportunity's title and its role's name for the page's heading. */
export function usePipelineOpportunity(opportunityId: number) {
  return useQuery({
    queryKey: pipelineKeys.opportunity(opportunityId),
    queryFn: ({ signal }) => call(opportunitiesEndpoints.one, { params: { id: opportunityId }, signal }),
  });
}

/** GET /applications/{id} as the agency (the first read marks it viewed); asked again while a video is processed. */
export function useApplicant(applicationId: number) {
  return useQuery({
    queryKey: pipelineKeys.applicant(applicationId),
    queryFn: ({ signal }) => call(endpoints.forAgency, { params: { applicationId }, signal }),
    refetchInterval: (query) => (query.state.data?.items.some((item) => !item.ready) ? VIDEO_POLL_MS : false),
  });
}

export const fileApplicants = (opportunityId: number, roleId: number, applicationIds: number[], filing: Filing) =>
  call(endpoints.file, { params: { id: opportunityId, roleId }, body: { applicationIds, filing } });

export const saveApplicantNote = (applicationId: number, body: { note: string; tags: string[] }) =>
  call(endpoints.note, { params: { applicationId }, body });

export const requestSelfTape = (applicationId: number, body: { instructions: string; dueAt: string }) =>
  call(endpoints.requestSelfTape, { params: { applicationId }, body });

/** A filing's applicants as a file, fetched with the session (a plain link could not carry it). */
export const downloadApplicants = (
  opportunityId: number,
  roleId: number,
  format: 'csv' | 'pdf',
  search: URLSearchParams,
) => {
  const query = Object.fromEntries([...search.entries()].filter(([key]) => key !== 'page'));
  return apiBlob(endpointPath(endpoints.applicantsFile.path, { id: opportunityId, roleId, format }, query));
};
