import type { SQL } from 'drizzle-orm';

/**
 * The discovery module's scouting filters, for the pipeline: the agency's query over `users u` (the search's own
 * rules: what an agency may match, minors for an unverified one) as what is no facet (`base`) and each facet's
 * condition, and the facets' counts over `source`, each key's rows those `scope(key)` keeps.
 */
export interface ApplicantFiltersPort {
  filterFor(agencyId: number, query: Record<string, unknown>): Promise<ApplicantFilter>;
}

export interface ApplicantFilter {
  base: SQL;
  facets: Array<{ facet: string; cond: SQL }>;
  counts: (source: SQL, person: SQL, scope: (key: string) => SQL) => SQL;
}
