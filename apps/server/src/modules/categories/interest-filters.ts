import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { interests } from '../../db/schema/interests.ts';

/**
 * Conditions and columns on people's categories, for the lists other modules page through (the explore
 * lists of the discovery module), built on the interests table this module owns so no other module reads it.
 */

/** True when the person in `userColumn` has at least one of `categoryIds`: probes of the primary key. */
export function inAnyCategory(userColumn: SQLWrapper, categoryIds: readonly number[] | SQLWrapper): SQL {
  const ids = Array.isArray(categoryIds) ? sql.param([...categoryIds]) : (categoryIds as SQLWrapper);
  return sql`exists (select 1 from ${interests} where ${interests.userId} = ${userColumn}
    and ${interests.categoryId} = any(${ids}::int[]))`;
}

/** The person's category ids, ascending, as an `int[]` column: one range of the primary key per row shown. */
export function categoryIdsOf(userColumn: SQLWrapper): SQL<number[]> {
  return sql<number[]>`array(select ${interests.categoryId} from ${interests} where ${interests.userId} = ${userColumn}
    order by ${interests.categoryId})`;
}
