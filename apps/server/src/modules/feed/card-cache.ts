import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flatRows } from '../../db/flat-rows.ts';
import { versionNow } from '../../db/version-reads.ts';
import { users } from '../../db/schema/users.ts';
import { createKept } from '../../platform/kept.ts';
import type { KeptRegistry } from '../../platform/kept-registry.ts';
import { cardColumns, type AuthorCardRow } from '../profiles/author-card.ts';

export const cardEpochColumn = () => versionNow('card_epoch');

/** People's cards for the lists, each serving only the card epoch it was read at or a later one (decision 0005). */
export function createCardCache(lists: Db, maxEntries: number, registry?: KeptRegistry) {
  let newestEpoch = -1;
  const kept = createKept<number, AuthorCardRow>({
    name: 'cards',
    bound: { entries: maxEntries },
    freshness: { versioned: ['cards'] },
    registry,
    figures: () => ({ epoch: newestEpoch }),
  });
  const read = flatRows(
    lists
      .select(cardColumns())
      .from(users)
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::bigint[])`)
      .prepare('cards_by_id'),
  );

  return {
    async cardsOf(epoch: number, ids: readonly number[]): Promise<Map<number, AuthorCardRow>> {
      newestEpoch = Math.max(newestEpoch, epoch);
      const found = new Map<number, AuthorCardRow>();
      const missing: number[] = [];
      for (const id of new Set(ids)) {
        const card = kept.get(id, { cards: epoch });
        if (card) found.set(id, card);
        else missing.push(id);
      }
      if (missing.length === 0) return found;
      const rows = (await read.execute({ ids: missing })) as AuthorCardRow[];
      // Kept only while no newer epoch was seen meanwhile: these rows may predate that change.
      const keep = newestEpoch === epoch;
      for (const row of rows) {
        const card = { ...row, id: Number(row.id) };
        found.set(card.id, card);
        if (keep) kept.set(card.id, card, { cards: epoch });
      }
      return found;
    },
  };
}

export type CardCache = ReturnType<typeof createCardCache>;
