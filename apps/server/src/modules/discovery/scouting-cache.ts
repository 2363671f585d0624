/** Search pages shared by searchers with one answer: the key holds class, hidden ids, query (and a talent's id). */
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
