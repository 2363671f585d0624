import { LRUCache } from 'lru-cache';
import { PAGE_SIZE } from '@vitrina/contract/constants';
import type { Visibility } from '../graph/visibility.ts';
import type { DiscoveryRepository, TalentFilter, TalentOrder, TalentRecord } from './discovery.repository.ts';

/** LIST_WINDOW_SECONDS (0: every page from the database) and LIST_WINDOW_SIZE. */
export interface SharedListsOptions {
  ttlMs: number;
  size: number;
}

interface Window {
  ids: number[];
  total: number;
  epoch: number;
}

interface KeptCard {
  record: TalentRecord;
  epoch: number;
}

const MAX_WINDOWS = 500;
const MAX_CARDS = 10_000;

// The explore lists shared by every viewer (decision 0036): a list's ranked ids and count, and cards per viewer
// type, read at a list epoch. A page's one statement is the viewer's side: whom to leave out, and a newer epoch.
export function createSharedLists(repository: DiscoveryRepository, options: SharedListsOptions) {
  const windows = new LRUCache<string, Promise<Window>>({ max: MAX_WINDOWS, ttl: options.ttlMs || 1 });
  const cards = new LRUCache<string, KeptCard>({ max: MAX_CARDS, ttl: options.ttlMs || 1 });

  async function windowOf(order: TalentOrder, filter: TalentFilter, epoch: number): Promise<Window> {
    const key = JSON.stringify([order, filter.categoryIds, filter.excludeCategoryIds, filter.country, filter.term]);
    const kept = await windows.get(key)?.catch(() => undefined);
    if (kept && kept.epoch >= epoch) return kept;
    const read = repository.window(order, filter, options.size);
    windows.set(key, read);
    read.catch(() => windows.get(key) === read && windows.delete(key));
    return read; // read after the viewer's side: at its epoch or a newer one
  }

  async function cardsOf(seen: Visibility, agency: boolean, ids: readonly number[], epoch: number) {
    const found = new Map<number, TalentRecord>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = cards.get(`${agency}:${id}`);
      if (kept && kept.epoch >= epoch) found.set(id, kept.record);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const read = await repository.cards(seen, missing);
    for (const record of read.records) {
      found.set(record.id, record);
      cards.set(`${agency}:${record.id}`, { record, epoch: read.epoch });
    }
    return found;
  }

  return {
    /** A page of a list for `seen`'s viewer; undefined when it lies past the window (the caller reads it). */
    async page(
      seen: Visibility,
      agency: boolean,
      order: TalentOrder,
      filter: TalentFilter,
      pageNumber: number,
    ): Promise<{ rows: TalentRecord[]; count: number } | undefined> {
      if (options.ttlMs <= 0) return undefined;
      const side = await repository.viewerSide(seen, filter);
      const window = await windowOf(order, filter, side.epoch);
      const left = new Set(side.hidden).add(seen.viewerId);
      const skip = (pageNumber - 1) * PAGE_SIZE;
      const shown: number[] = [];
      let passed = 0;
      for (const id of window.ids) {
        if (left.has(id)) continue;
        if (passed++ >= skip) shown.push(id);
        if (shown.length === PAGE_SIZE) break;
      }
      if (shown.length < PAGE_SIZE && window.ids.length < window.total) return undefined;
      const found = await cardsOf(seen, agency, shown, side.epoch);
      if (found.size < shown.length) return undefined;
      return { rows: shown.map((id) => found.get(id)!), count: Math.max(0, window.total - side.excluded) };
    },
  };
}
