import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shortlistEntries, shortlists } from '../../db/schema/shortlists.ts';

/**
 * The shortlists' part of an agency's data export: its lists with every entry's private note and
 * tags. The talents are named by id; people.json carries their public cards.
 */
export function createShortlistsPersonalData(db: Db) {
  return {
    name: 'shortlists',
    async collect(agencyId: number) {
      const rows = await db
        .select({
          id: shortlists.id,
          name: shortlists.name,
          createdAt: shortlists.createdAt,
          userId: shortlistEntries.userId,
          position: shortlistEntries.position,
          note: shortlistEntries.note,
          tags: shortlistEntries.tags,
          addedAt: shortlistEntries.addedAt,
        })
        .from(shortlists)
        .leftJoin(shortlistEntries, eq(shortlistEntries.shortlistId, shortlists.id))
        .where(eq(shortlists.agencyId, agencyId))
        .orderBy(desc(shortlists.updatedAt), desc(shortlists.id), asc(shortlistEntries.position));
      const lists = new Map<number, { name: string; createdAt: Date; entries: unknown[] }>();
      for (const { id, name, createdAt, userId, ...entry } of rows) {
        const list = lists.get(id) ?? { name, createdAt, entries: [] };
        lists.set(id, list);
        if (userId !== null) list.entries.push({ userId, ...entry });
      }
      const people = rows.flatMap((row) => (row.userId === null ? [] : [row.userId]));
      return { data: [...lists.values()], people };
    },
  };
}
