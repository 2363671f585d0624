import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.ts';

/** What marks the load's posts (`stop` deletes them; the next run removes them for good). */
export const PREFIX = 'carga de escritura ';

/**
 * Removes for good the posts an earlier run's load left deleted, as a bench server opens the database. Left as
 * deleted rows they would pile up at the head of the ids, where every later run's pages read them (a thousand
 * after a day of runs), read-only cases included. Not in `stop`: a row gone from `posts` is in no timeline of this
 * run only if it was deleted before the run built them (decision 0005).
 */
export async function clearEarlierLoads(db: Db): Promise<void> {
  const gone = await queryRows(
    db,
    sql`delete from posts where deleted_at is not null and description like ${`${PREFIX}%`} returning 1`,
  );
  if (gone.length) await db.execute(sql`vacuum (analyze) posts`);
}
