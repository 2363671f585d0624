import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import type { PostRecord } from './posts.repository.ts';
import { createTimelinesRepository } from './timelines.repository.ts';

/**
 * A list's page kept for its viewer (decision 0048): what it was read from (`source`: a timeline slice, or
 * nothing), the stamp its statement read with it, its rows and count, and when their counters were read.
 */
interface KeptPage {
  source: string;
  stamp: string;
  rows: PostRecord[];
  total: number;
  countersAt: number;
  refreshing?: Promise<void>;
}

interface Counted {
  id: number;
  likesCount: number;
  commentsCount: number;
  sharesCount: number;
}

/** Posts' counters read for kept pages, shared by every page of the process: each read at most once a period. */
type KeptCounters = Omit<Counted, 'id'> & { at: number };

// A kept page's size for the bound: the rows' texts and about what the rest of a row holds.
const ROW_BYTES = 600;
const sizeOf = (page: KeptPage) =>
  page.rows.reduce(
    (bytes, row) => bytes + ROW_BYTES + 2 * (row.description.length + (row.sharedOriginal?.description.length ?? 0)),
    0,
  );

export interface KeptPagesOptions {
  /** Their bound in bytes (0: off). */
  bytes: number;
  /** How old their counters may be served (ms). */
  countersMs: number;
}

/** Kept pages of the lists that have a stamp (decision 0048), by key; one bound and one counters' cache a process. */
export function createKeptPages(db: Db, { bytes, countersMs }: KeptPagesOptions) {
  const timelines = createTimelinesRepository(db);
  const pages = bytes > 0 ? new LRUCache<string, KeptPage>({ maxSize: bytes, sizeCalculation: sizeOf }) : null;
  const counters = new LRUCache<number, KeptCounters>({ max: 100_000 });
  // Pages served kept, and statements that read counters again (tests and the benchmark read them).
  const stats = { served: 0, refreshed: 0 };

  /** A page's and its originals' counters read again where older than the period; new rows, never changed ones. */
  async function refreshCounters(held: KeptPage): Promise<void> {
    const started = Date.now();
    const ids = held.rows.flatMap((row) => [row.id, ...(row.sharedOriginal ? [row.sharedOriginal.id] : [])]);
    // Another page's read is used when it started within the period (so after this page's own read).
    const stale = ids.filter((id) => started - (counters.get(id)?.at ?? -Infinity) >= countersMs);
    if (stale.length > 0) {
      for (const c of await timelines.counters(stale)) counters.set(Number(c.id), { ...c, at: started });
      stats.refreshed += 1;
    }
    let oldest = started;
    const counted = <T extends Counted>(post: T): T => {
      const c = counters.get(post.id);
      if (!c) return post;
      oldest = Math.min(oldest, c.at);
      return { ...post, likesCount: c.likesCount, commentsCount: c.commentsCount, sharesCount: c.sharesCount };
    };
    held.rows = held.rows.map((row) => ({
      ...counted(row),
      sharedOriginal: row.sharedOriginal ? counted(row.sharedOriginal) : row.sharedOriginal,
    }));
    held.countersAt = oldest;
  }

  return {
    isOn: pages !== null,

    /** The page kept under `key` when it was read from `source` and its stamp is `stamp`, or undefined. */
    held(key: string, source: string): { stamp: string } | undefined {
      const page = pages?.get(key);
      return page?.source === source ? page : undefined;
    },

    /**
     * Keeps a page its statement read at `stamp`; `readAt` is taken before that statement, so counters read
     * after it are newer than the page's.
     */
    keep(key: string, page: { source: string; stamp: string; rows: PostRecord[]; total: number; readAt: number }) {
      if (page.rows.length === 0) return;
      pages?.set(key, { ...page, countersAt: page.readAt });
    },

    /** A held page's rows to serve: counters older than the period read first; the cards' epoch and count given. */
    async serve(held: { stamp: string }, cardEpoch: number, total?: number): Promise<PostRecord[]> {
      const page = held as KeptPage;
      if (Date.now() - page.countersAt >= countersMs) {
        page.refreshing ??= refreshCounters(page).finally(() => (page.refreshing = undefined));
        await page.refreshing;
      }
      stats.served += 1;
      const count = total ?? page.total;
      return page.rows.map((row) => ({ ...row, cardEpoch, total: count }));
    },

    stats: () => ({ ...stats, pages: pages?.size ?? 0, bytes: pages?.calculatedSize ?? 0, maxBytes: bytes }),
  };
}

export type KeptPages = ReturnType<typeof createKeptPages>;
