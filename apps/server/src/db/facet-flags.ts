import { sql, type SQL } from 'drizzle-orm';

/** A filter that is a facet too: the facet's name and its condition over the list's rows. */
export interface FacetFilter {
  facet: string;
  cond: SQL;
}

/**
 * Each facet counted over the other filters (the faceted lists' rule): every filter becomes a flag column
 * (`f0`, `f1`…), a row failing two filters counts nowhere so only rows failing at most one are `kept`, and
 * `all(facet)` is every flag but that facet's (`all()`: every flag, the list itself).
 */
export function facetFlags(filters: readonly FacetFilter[]) {
  const flag = (i: number) => sql.raw(`f${i}`);
  return {
    columns: sql.join(
      filters.map((x, i) => sql`, ${x.cond} as ${flag(i)}`),
      sql``,
    ),
    kept: sql`${sql.join([sql`0`, ...filters.map((_, i) => sql`(not ${flag(i)})::int`)], sql` + `)} <= 1`,
    all: (except?: string): SQL =>
      sql.join([sql`true`, ...filters.flatMap((x, i) => (x.facet === except ? [] : [flag(i)]))], sql` and `),
  };
}
