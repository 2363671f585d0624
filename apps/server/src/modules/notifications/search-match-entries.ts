import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { notificationActors, notifications } from '../../db/schema/notifications.ts';

/**
 * A saved search's alert, one entry per search and period (`groupKey`), counting the talents
 * that newly matched it. Its one actor is the agency itself: the entry names no talent. The alert's own
 * e-mail tells of it, so nothing is queued for the e-mail while away.
 */
export async function recordSearchMatch(
  db: Db,
  alert: { recipientId: number; savedSearchId: number; count: number; groupKey: string },
): Promise<number> {
  const [entry] = await queryRows<{ id: string | number }>(
    db,
    sql`insert into ${notifications} (recipient_id, type, group_key, saved_search_id, match_count)
      values (${alert.recipientId}, 'SAVED_SEARCH_MATCH', ${alert.groupKey}, ${alert.savedSearchId}, ${alert.count})
      on conflict (recipient_id, group_key) do update
        set match_count = ${notifications.matchCount} + excluded.match_count, is_read = false, created_at = now()
      returning id`,
  );
  const id = Number(entry!.id);
  await db.insert(notificationActors).values({ notificationId: id, actorId: alert.recipientId }).onConflictDoNothing();
  return id;
}
