import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import type { Visibility } from '../graph/visibility.ts';
import {
  globalStampKey,
  pageAuthors,
  parsed,
  profileStampKey,
  readGlobalStamp,
  readProfileStamp,
  type GlobalStamp,
  type ProfileStamp,
} from './feed-stamp.ts';
import type { PostRecord } from '../posts/post-rows.ts';
import type { FeedRepository } from './feed.repository.ts';
import type { PageRequest, ProfileScope } from './list-scopes.ts';
import { createTimelinesRepository, type PostCounters } from './timelines.repository.ts';

/** A page kept for its viewer (decision 0048): its source (a timeline slice, or ''), stamp, authors, rows, count. */
interface KeptPage {
  source: string;
  stamp: string;
  authors: string;
  rows: PostRecord[];
  total: number;
  countersAt: number;
  refreshing?: Promise<void>;
}

type Counted = Omit<PostCounters, 'id'> & { id: number };

/** Posts' counters read for kept pages, shared by every page of the process: each read at most once a period. */
type KeptCounters = Omit<PostCounters, 'id'> & { at: number };

// A kept page's size for the bound: the rows' texts and about what the rest of a row holds.
const ROW_BYTES = 600;
const sizeOf = (page: KeptPage) =>
  page.rows.reduce(
    (bytes, row) => bytes + ROW_BYTES + 2 * (row.description.length + (row.sharedOriginal?.description.length ?? 0)),
    0,
  );

export interface KeptPagesOptions {
  bytes: number;
  countersMs: number;
}

/** Kept pages of the lists that have a stamp (decision 0048), by key; one bound and one counters' cache a process. */
export function createKeptPages(db: Db, { bytes, countersMs }: KeptPagesOptions) {
  const timelines = createTimelinesRepository(db);
  const pages = bytes > 0 ? new LRUCache<string, KeptPage>({ maxSize: bytes, sizeCalculation: sizeOf }) : null;
  const counters = new LRUCache<number, KeptCounters>({ max: 100_000 });
  const stats = { served: 0, refreshed: 0 };
  // A page being read anew, by key, and when it started in the order of arrivals and reads (`sequence`).
  const reading = new Map<string, { read: Promise<unknown>; started: number }>();
  let sequence = 0;

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
    /** The page kept under `key` if it was read from `source`; its stamp is the caller's to compare. */
    held(key: string, source: string): { stamp: string; authors: string } | undefined {
      const page = pages?.get(key);
      return page?.source === source ? page : undefined;
    },

    /**
     * Keeps a page read with its stamp: `stampOf` gives its key, given the epochs' sum of the page's authors as read
     * with its rows. `readAt`, taken before its statement, dates its counters.
     */
    keep(
      key: string,
      page: { source: string; rows: PostRecord[]; total: number; readAt: number },
      stampOf: (authorsEpoch: number) => string,
    ) {
      if (page.rows.length === 0 || !pages) return;
      const authors = pageAuthors(page.rows);
      pages.set(key, { ...page, stamp: stampOf(authors.epoch), authors: authors.literal, countersAt: page.readAt });
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

    /** A reader's place among arrivals and reads: a read that starts after it is as fresh as the reader needs. */
    arrive: () => ++sequence,

    /** Resolves once the read of `key` under way, if any, is done: the caller then checks its own stamp. */
    async afterReads(key: string): Promise<void> {
      await reading.get(key)?.read.catch(() => undefined);
    },

    /** The read of `key` under way if it started after `arrived`, else `read` run as the one later readers wait for. */
    reads<T>(key: string, arrived: number, read: () => Promise<T>): Promise<T> {
      const under = reading.get(key);
      if (under && under.started > arrived) return under.read as Promise<T>;
      const running: Promise<T> = read().finally(() => {
        if (reading.get(key)?.read === running) reading.delete(key);
      });
      reading.set(key, { read: running, started: ++sequence });
      return running;
    },

    stats: () => ({ ...stats, pages: pages?.size ?? 0, bytes: pages?.calculatedSize ?? 0, maxBytes: bytes }),
  };
}

export type KeptPages = ReturnType<typeof createKeptPages>;

type KeptScope = { kind: 'all' } | ProfileScope;

function stampOf(scope: KeptScope, stamp: GlobalStamp | ProfileStamp): string {
  return scope.kind === 'all' ? globalStampKey(stamp as GlobalStamp) : profileStampKey(stamp as ProfileStamp);
}

/** The global feed's and profile timelines' pages: kept per reader while the list's stamp holds, else read with it. */
export function createKeptLists(lists: Db, repository: Pick<FeedRepository, 'listPage'>, kept: KeptPages) {
  async function servedKept(seen: Visibility, scope: KeptScope, key: string) {
    const held = kept.held(key, '');
    if (!held) return undefined;
    const stamp =
      scope.kind === 'all'
        ? await readGlobalStamp(lists, seen.viewerId, held.authors)
        : await readProfileStamp(lists, seen.viewerId, scope.profileUrl, held.authors);
    return stamp && stampOf(scope, stamp) === held.stamp ? kept.serve(held, stamp.cards) : undefined;
  }

  async function readAnew(seen: Visibility, scope: KeptScope, request: PageRequest, key: string) {
    const readAt = Date.now();
    const rows = await repository.listPage(seen, scope, request);
    const read = parsed(rows[0]?.check as GlobalStamp | ProfileStamp | string | undefined);
    if (read) {
      const page = { source: '', rows, total: rows[0]!.total!, readAt };
      kept.keep(key, page, (authors) => stampOf(scope, { ...read, authors }));
    }
    return rows;
  }

  return {
    async page(seen: Visibility, scope: KeptScope, request: PageRequest): Promise<PostRecord[]> {
      const list = scope.kind === 'all' ? 'all' : `profile:${scope.profileUrl}`;
      const key = `${list}:${seen.viewerId}:${request.page}:${request.before ?? ''}`;
      const arrived = kept.arrive();
      await kept.afterReads(key);
      const served = await servedKept(seen, scope, key);
      if (served) return served;
      return kept.reads(key, arrived, () => readAnew(seen, scope, request, key));
    },
  };
}
