import type { Db } from '../../db/client.ts';
import { createKept } from '../../platform/kept.ts';
import type { KeptRegistry } from '../../platform/kept-registry.ts';
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

/** A page kept for its viewer (decision 0005): its source (a timeline slice, or ''), stamp, authors, rows, count. */
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
  registry?: KeptRegistry;
}

/** Kept pages of the lists that have a stamp, by key; one bound and one counters' cache a process. */
export function createKeptPages(db: Db, { bytes, countersMs, registry }: KeptPagesOptions) {
  const timelines = createTimelinesRepository(db);
  const stats = { served: 0, refreshed: 0 };
  // A page is fresh while the slice it was read from and its list's stamp hold; one read anew a key at a time.
  const pages = createKept<string, KeptPage>({
    name: 'kept-pages',
    bound: { bytes, sizeOf },
    freshness: { versioned: ['source', 'stamp'] },
    registry,
    figures: () => ({ ...stats }),
  });
  const counters = createKept<number, KeptCounters>({
    name: 'kept-page-counters',
    bound: { entries: 100_000 },
    freshness: { timed: countersMs },
    registry,
  });

  /** A page's and its originals' counters read again where older than the period; new rows, never changed ones. */
  async function refreshCounters(held: KeptPage): Promise<void> {
    const started = Date.now();
    const ids = held.rows.flatMap((row) => [row.id, ...(row.sharedOriginal ? [row.sharedOriginal.id] : [])]);
    // Another page's read is used when it started within the period (so after this page's own read).
    const stale = ids.filter((id) => !counters.get(id));
    const read = new Map<number, KeptCounters>();
    if (stale.length > 0) {
      for (const c of await timelines.counters(stale)) read.set(Number(c.id), { ...c, at: started });
      for (const [id, c] of read) counters.set(id, c, undefined, started);
      stats.refreshed += 1;
    }
    let oldest = started;
    const counted = <T extends Counted>(post: T): T => {
      const c = read.get(post.id) ?? counters.peek(post.id);
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
    /** The page kept under `key` if it was read from `source`: its authors tell which stamp to read. */
    held(key: string, source: string): { stamp: string; authors: string } | undefined {
      const page = pages.peek(key);
      return page?.source === source ? page : undefined;
    },

    /** The page kept under `key` if its source and stamp still hold (what `serve` serves). */
    fresh: (key: string, source: string, stamp: string) => pages.get(key, { source, stamp }),

    /**
     * Keeps a page read with its stamp: `stampOf` gives its key, given the epochs' sum of the page's authors as read
     * with its rows. `readAt`, taken before its statement, dates its counters.
     */
    keep(
      key: string,
      page: { source: string; rows: PostRecord[]; total: number; readAt: number },
      stampOf: (authorsEpoch: number) => string,
    ) {
      if (page.rows.length === 0) return;
      const authors = pageAuthors(page.rows);
      const stamp = stampOf(authors.epoch);
      pages.set(
        key,
        { ...page, stamp, authors: authors.literal, countersAt: page.readAt },
        { source: page.source, stamp },
      );
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
    arrive: pages.arrive,

    /** Resolves once the read of `key` under way, if any, is done: the caller then checks its own stamp. */
    afterReads: pages.settled,

    /** The read of `key` under way if it started after `arrived`, else `read` run as the one later readers wait for. */
    reads: <T>(key: string, arrived: number, read: () => Promise<T>): Promise<T> => pages.share(key, read, arrived),
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
    const page = stamp && kept.fresh(key, '', stampOf(scope, stamp));
    return page ? kept.serve(page, stamp.cards) : undefined;
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
