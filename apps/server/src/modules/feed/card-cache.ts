import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { flatRows } from '../../db/flat-rows.ts';
import { cardEpoch } from '../../db/schema/card-epoch.ts';
import { users } from '../../db/schema/users.ts';
import { cardColumns, type AuthorCardRow } from '../profiles/author-card.ts';

export const cardEpochColumn = () =>
  sql<number>`(select ${cardEpoch.epoch} from ${cardEpoch} where ${cardEpoch.id} = 1)`;

/** People's cards for the lists, emptied when a page reads a newer card epoch (decision 0034). */
export function createCardCache(lists: Db, maxEntries: number) {
  const kept = maxEntries > 0 ? new LRUCache<number, AuthorCardRow>({ max: maxEntries }) : null;
  let keptEpoch = -1;
  const counts = { hits: 0, misses: 0 };
  const read = flatRows(
    lists
      .select(cardColumns())
      .from(users)
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::bigint[])`)
      .prepare('cards_by_id'),
  );

  return {
    async cardsOf(epoch: number, ids: readonly number[]): Promise<Map<number, AuthorCardRow>> {
      if (kept && epoch > keptEpoch) {
        kept.clear();
        keptEpoch = epoch;
      }
      const found = new Map<number, AuthorCardRow>();
      const missing: number[] = [];
      for (const id of new Set(ids)) {
        const card = kept?.get(id);
        if (card) found.set(id, card);
        else missing.push(id);
      }
      counts.hits += found.size;
      counts.misses += missing.length;
      if (missing.length === 0) return found;
      const rows = (await read.execute({ ids: missing })) as AuthorCardRow[];
      // Kept only while no newer epoch was seen meanwhile: these rows may predate that change.
      const keep = kept !== null && keptEpoch === epoch;
      for (const row of rows) {
        const card = { ...row, id: Number(row.id) };
        found.set(card.id, card);
        if (keep) kept.set(card.id, card);
      }
      return found;
    },

    stats: () => ({ ...counts, entries: kept?.size ?? 0, epoch: keptEpoch }),
  };
}

export type CardCache = ReturnType<typeof createCardCache>;
