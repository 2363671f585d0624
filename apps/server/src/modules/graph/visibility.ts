import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blocks } from '../../db/schema/blocks.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * The one visibility rule (DESIGN §4: blocks are total): a person is hidden from a viewer when either
 * has blocked the other, or when the person has cancelled their account (issue 15: hidden from everyone
 * until restored or deleted). This file is the one sanctioned cross-module read: every module's list query
 * composes `visibleTo`, and every write aimed at another person (follow, comment, react, message) calls
 * `assertVisible` first. Nothing else reads the blocks table or decides who is hidden.
 */

/**
 * The people hidden from `viewerId` (either side of a block, and every cancelled account), as a subquery:
 * three index ranges (the primary key for whom the viewer blocked, `blocks_blocked_blocker_idx` for who
 * blocked the viewer, `users_cancelled_idx` for the accounts waiting for deletion).
 */
export function hiddenFrom(viewerId: number): SQL {
  return sql`(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId}
    union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId}
    union all select ${users.id} from ${users} where ${users.cancelledAt} is not null)`;
}

/**
 * A SQL condition, true when the user `userId` (a column such as `posts.authorId`, or a value) is not
 * in a block relation with `viewerId`, in either direction. The hidden ids are collected once per query
 * (an uncorrelated `array(…)`, which PostgreSQL runs as an init plan), so each candidate row costs a
 * comparison with a short in-memory array, not two index probes.
 */
export function visibleTo(viewerId: number, userId: SQLWrapper): SQL {
  return sql`(not (${userId} = any(array${hiddenFrom(viewerId)})))`;
}

/**
 * The same rule, row by row, for a query that spans many viewers (a viewer column, not one viewer): true
 * when the person in `userColumn` is neither in a block with the one in `viewerColumn` (either direction)
 * nor a cancelled account. Each row costs index probes (the blocks' two keys, the users' primary key), so
 * a list for one viewer composes `visibleTo` instead.
 */
export function visibleBetween(viewerColumn: SQLWrapper, userColumn: SQLWrapper): SQL {
  return sql`(not exists (select 1 from ${blocks}
      where (${blocks.blockerId} = ${viewerColumn} and ${blocks.blockedId} = ${userColumn})
        or (${blocks.blockerId} = ${userColumn} and ${blocks.blockedId} = ${viewerColumn}))
    and not exists (select 1 from ${users} where ${users.id} = ${userColumn} and ${users.cancelledAt} is not null))`;
}

/** True when one of the two has blocked the other, or the other has cancelled their account. */
export async function isHidden(db: Db, viewerId: number, otherId: number): Promise<boolean> {
  if (viewerId === otherId) return false;
  const rows = await db.execute(
    sql`select 1 from ${blocks}
      where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${otherId})
        or (${blocks.blockerId} = ${otherId} and ${blocks.blockedId} = ${viewerId})
      union all select 1 from ${users} where ${users.id} = ${otherId} and ${users.cancelledAt} is not null
      limit 1`,
  );
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * For writes aimed at another person: 404 `not_found` when a block stands between them. Not a 403: to
 * the blocked person the blocker is simply gone, and the blocker has chosen not to see the other.
 * Pass `tx.db` to check inside the transaction of the write.
 */
export async function assertVisible(db: Db, actorId: number, targetId: number): Promise<void> {
  if (await isHidden(db, actorId, targetId)) throw new AppError('not_found');
}
