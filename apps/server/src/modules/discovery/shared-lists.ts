import { PAGE_SIZE } from '@vitrina/contract/constants';
import { createKept } from '../../platform/kept.ts';
import type { KeptRegistry } from '../../platform/kept-registry.ts';
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

const MAX_WINDOWS = 500;
const MAX_CARDS = 10_000;

// The explore lists shared by every viewer (decision 0006): a list's ranked ids and count, and cards per viewer
// type, read at a list epoch. A page's one statement is the viewer's side: whom to leave out, and a newer epoch.
export function createSharedLists(
  repository: DiscoveryRepository,
  options: SharedListsOptions,
  registry?: KeptRegistry,
) {
  const isOn = options.ttlMs > 0;
  // The list epoch covers who may be listed; the time limit covers the order (followers, newness).
  const freshness = { versioned: ['lists'], maxAgeMs: options.ttlMs };
  const windows = createKept<string, Window>({
    name: 'list-windows',
    bound: { entries: isOn ? MAX_WINDOWS : 0 },
    freshness,
    registry,
  });
  const cards = createKept<string, TalentRecord>({
    name: 'list-cards',
    bound: { entries: isOn ? MAX_CARDS : 0 },
    freshness,
    registry,
  });

  function windowOf(order: TalentOrder, filter: TalentFilter, epoch: number): Promise<Window> {
    const key = JSON.stringify([order, filter.categoryIds, filter.excludeCategoryIds, filter.country, filter.term]);
    // Read after the viewer's side: at its epoch or a newer one, which the window carries.
    return windows.load(key, () => repository.window(order, filter, options.size), {
      versions: { lists: epoch },
      keptUnder: (window) => ({ lists: window.epoch }),
    });
  }

  async function cardsOf(seen: Visibility, agency: boolean, ids: readonly number[], epoch: number) {
    const found = new Map<number, TalentRecord>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = cards.get(`${agency}:${id}`, { lists: epoch });
      if (kept) found.set(id, kept);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const read = await repository.cards(seen, missing);
    for (const record of read.records) {
      found.set(record.id, record);
      cards.set(`${agency}:${record.id}`, record, { lists: read.epoch });
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
