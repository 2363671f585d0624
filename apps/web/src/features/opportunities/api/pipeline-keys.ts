/** Query keys of the pipeline: every one starts with 'pipeline', so one invalidation refreshes them all. */
export const pipelineKeys = {
  all: ['pipeline'] as const,
  role: (opportunityId: number, roleId: number) => ['pipeline', 'role', opportunityId, roleId] as const,
  list: (opportunityId: number, roleId: number, query: string) =>
    ['pipeline', 'role', opportunityId, roleId, 'list', query] as const,
  opportunity: (opportunityId: number) => ['pipeline', 'opportunity', opportunityId] as const,
  applicant: (applicationId: number) => ['pipeline', 'applicant', applicationId] as const,
};
