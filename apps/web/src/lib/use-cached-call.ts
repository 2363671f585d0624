import { useEffect, useReducer } from 'react';

interface Entry {
  promise: Promise<unknown>;
  settled: boolean;
  data?: unknown;
  error?: unknown;
}

/** Answers by key, kept for the page's life (answers that do not change, single-use links). */
const cache = new Map<string, Entry>();

/** Forgets every answer (the component tests' fresh start, as a fresh query client was). */
export function clearCallCache(): void {
  cache.clear();
}

/**
 * A read asked once per key and shared by every render (StrictMode's double effects included), never
 * retried: the part of TanStack Query's useQuery the visitors' pages use (decision 0012). A null key
 * asks nothing.
 */
export function useCachedCall<T>(
  key: string | null,
  load: () => Promise<T>,
): { data: T | undefined; isError: boolean } {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (key === null) return;
    let entry = cache.get(key);
    if (!entry) {
      const created: Entry = { settled: false, promise: Promise.resolve() };
      created.promise = load().then(
        (data) => Object.assign(created, { settled: true, data }),
        (error: unknown) => Object.assign(created, { settled: true, error: error ?? new Error('failed') }),
      );
      cache.set(key, created);
      entry = created;
    }
    if (entry.settled) return;
    let live = true;
    void entry.promise.then(() => live && rerender());
    return () => {
      live = false;
    };
    // The key names the call: `load` is the same call for the same key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const entry = key === null ? undefined : cache.get(key);
  return { data: entry?.data as T | undefined, isError: Boolean(entry?.settled && entry.error !== undefined) };
}
