import type { SQL } from 'drizzle-orm';

/**
 * The discovery module's scouting filters, for the pipeline: the agency's query as one condition over `users u`
 * (the search's own rules: what an agency may match, minors for an unverified one) and the facets' counts.
 */
export interface ApplicantFiltersPort {
  filterFor(
    agencyId: number,
    query: Record<string, unknown>,
  ): Promise<{ where: SQL; facets: (source: SQL, person: SQL) => SQL }>;
}
