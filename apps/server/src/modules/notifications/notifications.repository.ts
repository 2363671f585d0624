import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isTrue, queryRows, type Db } from '../../db/client.ts';
import { idArray } from '../../db/id-list.ts';
import { newPostNotices, notificationActors, notifications } from '../../db/schema/notifications.ts';
import { onFirstUse } from '../../db/prepared-sql.ts';
import type { Author } from '@vitrina/contract/posts';
import { visibleBetween, visibleToPlaceholder, type Visibility } from '../graph/visibility.ts';
import { authorCard, toAuthor, type AuthorCardRow } from '../profiles/author-card.ts';
import {
  entryColumns,
  hasVisibleActor,
  newestEntries,
  selectEntries,
  toEntry,
  type EntryRecord,
  type Removal,
} from './notification-entries.ts';
import { createMailQueueRepository } from './notification-mail-queue.repository.ts';
import type { Happening } from './notification-rules.ts';
import { recordStatement, type RecordRule } from './notification-writes.ts';

export type { EntryRecord, Removal } from './notification-entries.ts';

/** An entry a write made, as its recipients' open pages are told of it; `NewEntryRow` as a statement returns it. */
export interface NewEntry {
  id: number;
  recipientId: number;
  createdAt: Date;
}
export type NewEntryRow = { id: string | number; recipient_id: string | number; created_at: string | Date };
export const toNewEntry = (row: NewEntryRow): NewEntry => ({
  id: Number(row.id),
  recipientId: Number(row.recipient_id),
  createdAt: new Date(row.created_at),
});

/** The notifications module's tables: entries, their actors, and the e-mail queue. Never opens a transaction. */
export function createNotificationsRepository(db: Db) {
  const mailQueue = createMailQueueRepository(db);

  const mine = (seen: Visibility) => and(eq(notifications.recipientId, seen.viewerId), hasVisibleActor(seen));
  const unreadOf = (seen: Visibility) => and(mine(seen), sql`not ${notifications.isRead}`);
  // The notifications page (every visit to it): its ids first, so actors are read for its rows only.
  const pageWithCount = onFirstUse(() => {
    const seen = visibleToPlaceholder();
    const pageIds = db
      .select({ id: notifications.id })
      .from(notifications)
      .where(mine(seen))
      .orderBy(...newestEntries)
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'));
    return selectEntries(db, seen, {
      total: sql<number | string>`(select count(*) from ${notifications} where ${mine(seen)})`,
    })
      .where(inArray(notifications.id, pageIds))
      .orderBy(...newestEntries)
      .prepare('notification_page');
  });
  // A new entry told to its recipient's open page (a like or comment to someone online): the entry, its actors'
  // cards and the recipient's unread count in one statement, built once.
  const announcement = onFirstUse(() => {
    const seen = visibleToPlaceholder();
    const shown = entryColumns(seen).actorIds;
    return selectEntries(db, seen, {
      actorCards: sql<unknown>`(select json_agg(${authorCard(sql`shown.id`)}) from unnest(${shown}) as shown(id))`,
      unread: sql<number>`(select count(*)::int from ${notifications} where ${unreadOf(seen)})`,
    })
      .where(and(eq(notifications.id, sql.placeholder('id')), mine(seen)))
      .prepare('notification_announcement');
  });
  async function countMine(seen: Visibility): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(notifications)
      .where(mine(seen));
    return Number(row?.total ?? 0);
  }

  // Actors out, then entries left without one; the parts share a snapshot, hence the check against `taken`.
  async function removeActorRows(where: SQL): Promise<Removal[]> {
    const rows = await queryRows<{ id: string | number; recipient_id: string | number; gone: boolean | string }>(
      db,
      sql`with taken as (
          delete from ${notificationActors} na using ${notifications} n
          where na.notification_id = n.id and ${where}
          returning n.id, n.recipient_id, na.actor_id
        ), emptied as (
          delete from ${notifications} e where e.id in (select id from taken)
            and not exists (select 1 from ${notificationActors} a where a.notification_id = e.id
              and not exists (select 1 from taken t where t.id = a.notification_id and t.actor_id = a.actor_id))
          returning e.id
        )
        select distinct t.id, t.recipient_id, t.id in (select id from emptied) as gone from taken t`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      recipientId: Number(row.recipient_id),
      gone: isTrue(row.gone),
    }));
  }

  return {
    /** Creates or refreshes the entry of `groupKey` when `rule` allows it, adds its actor, queues the e-mail. */
    async record(happening: Happening, groupKey: string, rule: RecordRule): Promise<number | null> {
      const [entry] = await recordStatement(rule)(db, {
        recipient: happening.recipientId,
        actor: happening.actorId,
        type: happening.type,
        groupKey,
        post: happening.postId,
        comment: happening.commentId,
      });
      return entry ? Number(entry.id) : null;
    },

    /**
     * A REPORT_RESOLVED entry for each reporter, with the outcome. Its one actor is the reporter
     * themselves: nobody else is named, never who acted. No e-mail is queued for it.
     */
    async recordResolution(reporterIds: readonly number[], groupKey: string, outcome: string): Promise<NewEntry[]> {
      if (reporterIds.length === 0) return [];
      const rows = await queryRows<NewEntryRow>(
        db,
        sql`with entries as (
            insert into ${notifications} (recipient_id, type, group_key, outcome)
            select r.id, 'REPORT_RESOLVED', ${groupKey}, ${outcome} from unnest(${idArray(reporterIds)}) as r(id)
            on conflict (recipient_id, group_key) do update set outcome = excluded.outcome, is_read = false, created_at = now()
            returning id, recipient_id, created_at
          ), actors as (
            insert into ${notificationActors} (notification_id, actor_id)
            select id, recipient_id from entries on conflict do nothing
          )
          select id, recipient_id, created_at from entries`,
      );
      return rows.map(toNewEntry);
    },

    /** Takes `actorId` out of the recipient's entries of that type (and post or comment): an undone like, an unfollow. */
    removeActor(h: Happening): Promise<Removal[]> {
      return removeActorRows(
        sql`n.recipient_id = ${h.recipientId} and n.type = ${h.type} and na.actor_id = ${h.actorId}
          ${h.postId === null ? sql`` : sql`and n.post_id = ${h.postId}`}
          ${h.commentId === null ? sql`` : sql`and n.comment_id = ${h.commentId}`}`,
      );
    },

    /** Whatever the two caused each other (a block). */
    removeBetween(a: number, b: number): Promise<Removal[]> {
      return removeActorRows(
        sql`((n.recipient_id = ${a} and na.actor_id = ${b}) or (n.recipient_id = ${b} and na.actor_id = ${a}))`,
      );
    },

    /** Every entry about a post (deleted) or a comment (deleted): all of their kinds, for everyone. */
    async removeAbout(about: { postId: number } | { commentId: number }): Promise<Removal[]> {
      // Its entries still due go first (this waits for a step under way: new-post-notices.ts).
      if ('postId' in about) await db.delete(newPostNotices).where(eq(newPostNotices.postId, about.postId));
      const rows = await db
        .delete(notifications)
        .where(
          'postId' in about ? eq(notifications.postId, about.postId) : eq(notifications.commentId, about.commentId),
        )
        .returning({ id: notifications.id, recipientId: notifications.recipientId });
      return rows.map((row) => ({ ...row, gone: true }));
    },

    /**
     * A page of my entries, newest first (id breaks ties), with at least one actor I may see, and how many such
     * entries I have: one statement, built once; a page past the end counts them apart.
     */
    async listPage(seen: Visibility, offset: number, limit: number): Promise<{ rows: EntryRecord[]; count: number }> {
      const rows = await pageWithCount().execute({ viewer: seen.viewerId, offset, limit });
      const count = rows[0] ? Number(rows[0].total) : offset === 0 ? 0 : await countMine(seen);
      return { rows: rows.map(({ total: _total, ...row }) => toEntry(row)), count };
    },

    /** Some of my entries by id (a push after a change). */
    async findMine(seen: Visibility, ids: readonly number[]): Promise<EntryRecord[]> {
      if (ids.length === 0) return [];
      const rows = await selectEntries(db, seen).where(
        and(eq(notifications.recipientId, seen.viewerId), inArray(notifications.id, [...ids]), hasVisibleActor(seen)),
      );
      return rows.map(toEntry);
    },

    /** An entry of mine as its announcement tells it: the entry, its actors' cards and my unread count; null when hidden. */
    async findAnnounced(
      seen: Visibility,
      id: number,
    ): Promise<{ entry: EntryRecord; cards: Map<number, Author>; unread: number } | null> {
      const [row] = await announcement().execute({ viewer: seen.viewerId, id });
      if (!row) return null;
      const { actorCards, unread, ...entry } = row;
      const cards = (actorCards ?? []) as AuthorCardRow[];
      return {
        entry: toEntry(entry),
        cards: new Map(cards.map((card) => [Number(card.id), toAuthor(card)])),
        unread: Number(unread),
      };
    },

    async countUnread(seen: Visibility): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(notifications)
        .where(unreadOf(seen));
      return Number(row?.total ?? 0);
    },

    /**
     * Unread counts of several people at once, counted as `countUnread` does. One count a person, correlated:
     * with `recipient_id in (…)` the planner hashed every actor row of the table (0.7 s at full size) instead of
     * probing the few unread entries' actors (9 ms for five people).
     */
    async countUnreadOf(viewerIds: readonly number[]): Promise<Map<number, number>> {
      if (viewerIds.length === 0) return new Map();
      const rows = await queryRows<{ recipient_id: string | number; total: number }>(
        db,
        sql`select r.id as recipient_id, (select count(*)::int from ${notifications} n
              where n.recipient_id = r.id and not n.is_read and exists (select 1 from ${notificationActors} va
                where va.notification_id = n.id and ${visibleBetween(sql`n.recipient_id`, sql`va.actor_id`)})) as total
            from unnest(${idArray(viewerIds)}) as r(id)`,
      );
      return new Map(rows.filter((row) => row.total > 0).map((row) => [Number(row.recipient_id), row.total]));
    },

    /** Marks those of my entries read (other ids are ignored), or all of mine with 'all'. */
    async markRead(viewerId: number, ids: readonly number[] | 'all'): Promise<number> {
      if (ids !== 'all' && ids.length === 0) return 0;
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(
          and(
            eq(notifications.recipientId, viewerId),
            ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
            sql`not ${notifications.isRead}`,
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** My unread entries since `since`, the latest `limit` (the e-mail while away), and how many. */
    async listUnreadSince(
      seen: Visibility,
      since: Date,
      limit: number,
    ): Promise<{ rows: EntryRecord[]; total: number }> {
      const where = and(
        eq(notifications.recipientId, seen.viewerId),
        sql`not ${notifications.isRead}`,
        sql`${notifications.createdAt} >= ${since}`,
        hasVisibleActor(seen),
      );
      const [rows, [count]] = await Promise.all([
        selectEntries(db, seen)
          .where(where)
          .orderBy(...newestEntries)
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(notifications)
          .where(where),
      ]);
      return { rows: rows.map(toEntry), total: Number(count?.total ?? 0) };
    },

    ...mailQueue,
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
