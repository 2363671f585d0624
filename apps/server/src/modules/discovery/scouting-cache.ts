/**
 * Recent search pages, cards included, shared by the searchers whose answer is the same (decision 0027): the key holds the
 * searcher's class, the ids hidden from them (blocks, cancelled, suspended: a change shows at once) and the
 * query. A talent's own card is left out of their results, so a talent's key holds their id too. Values stay
 * `ttlMs` at most: a changed sheet or availability shows within that. Per process; the oldest entry goes first.
 */
export function createScoutingCache<Page>(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { at: number; page: Promise<Page> }>();
  return {
    get(key: string, load: () => Promise<Page>): Promise<Page> {
      if (options.ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < options.ttlMs) return hit.page;
      const page = load();
      entries.delete(key);
      entries.set(key, { at: now, page });
      // A failure is not kept.
      page.catch(() => entries.delete(key));
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      return page;
    },
  };
}
