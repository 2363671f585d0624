import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { POSTS_PAGE_SIZE } from '@vitrina/contract/post-limits';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { safeError } from '../../http/logger.ts';
import { createFlights } from '../../platform/flights.ts';
import { createKept } from '../../platform/kept.ts';
import type { KeptRegistry } from '../../platform/kept-registry.ts';
import type { Visibility } from '../graph/visibility.ts';
import type { PostRecord } from '../posts/post-rows.ts';
import { createFeedRepository, type FeedRepository } from './feed.repository.ts';
import type { PageRequest } from './list-scopes.ts';
import { parsed } from './feed-stamp.ts';
import type { KeptPages } from './kept-pages.ts';
import { packIds, type PackedIds, type TimelineStore } from './timeline-store.ts';
import { createTimelinesRepository, stampOf, timelineCheck, type TimelineCheck } from './timelines.repository.ts';

/** Entries a page may find hidden or deleted and still be answered from the timeline. */
const SLACK = POSTS_PAGE_SIZE;
/** After a timeline is rebuilt for its dead head, its short pages read the database this long without another. */
const REPAIR_MS = 60_000;

export interface HomeTimelineDeps {
  db: Db;
  lists: Db;
  store: TimelineStore;
  cap: number;
  log: FastifyBaseLogger;
  /** Starts a fan-out round now (a served process; test apps run rounds themselves). */
  kick: () => void;
  /** How long a viewer's network count is reused (ms; 0: read with every page). */
  countMs: number;
  directory: Pick<FeedRepository, 'countNetworkPosts'>;
  /** Pages kept per reader (decision 0005). */
  keptPages: KeptPages;
  registry?: KeptRegistry;
}

interface KeptCount {
  key: string;
  total: number;
}

/** What a page read anew from a timeline slice is read at. */
interface ReadAt {
  ids: PackedIds;
  isFeedEnd: boolean;
  offset: number;
  wanted: number;
  key: string;
  sliceKey: string;
  kept: KeptCount | undefined;
  fingerprint: string;
}

/** The followed feed from stored timelines: ids from the store, rows and checks from one statement. */
export function createHomeTimeline({
  db,
  lists,
  store,
  cap,
  log,
  kick,
  countMs,
  directory,
  keptPages,
  registry,
}: HomeTimelineDeps) {
  const timelines = createTimelinesRepository(db);
  const postsRepository = createFeedRepository(db, lists);
  // A probe per person followed, reused for `countMs` and keyed by the viewer's own writes.
  const counts = createKept<number, KeptCount>({
    name: 'network-counts',
    bound: { entries: 100_000 },
    freshness: { timed: countMs },
    registry,
  });
  const builds = createFlights<number>();
  // Who had a timeline rebuilt for its dead head lately.
  const repaired = createKept<number, true>({
    name: 'timeline-repairs',
    bound: { entries: 100_000 },
    freshness: { timed: REPAIR_MS },
    registry,
  });
  // The timelines as a process cache: a page answered from one is a hit, from the database a miss; a build, a load.
  const answered = { hits: 0, misses: 0, loads: 0 };
  registry?.add({
    name: 'home-timelines',
    stats: () => {
      const held = store.stats();
      return { ...answered, evictions: 0, entries: held?.timelines ?? 0, bytes: 0, maxBytes: 0, maxEntries: 0 };
    },
  });

  async function build(viewerId: number, stale: string | null): Promise<void> {
    const token = randomUUID();
    if (!(await store.begin(viewerId, token, stale))) return;
    answered.loads += 1;
    // The followed set before the posts: a follow in between only makes the next read rebuild again.
    const fingerprint = await timelines.fingerprint(viewerId);
    const ids = await timelines.networkNewest(viewerId, cap);
    await store.finish(viewerId, token, fingerprint, ids);
  }

  /** Builds in the background, once per person at a time in this process; the reader is answered meanwhile. */
  function rebuild(viewerId: number, stale: string | null): void {
    void builds.run(
      viewerId,
      () => true,
      undefined,
      () =>
        build(viewerId, stale).catch((error: unknown) =>
          log.warn({ err: safeError(error), viewerId }, 'a home timeline was not rebuilt'),
        ),
    );
  }

  return {
    /** A post whose own statement made its delivery due (`dueDelivery`): it starts once that commits. */
    madeDue(tx: Tx): void {
      tx.afterCommit(kick);
    },

    /** A followed feed's page from the viewer's timeline; null when the database must answer it. */
    async page(seen: Visibility, request: PageRequest): Promise<PostRecord[] | null> {
      const records = await storedPage(seen, request);
      answered[records ? 'hits' : 'misses'] += 1;
      return records;
    },

    /** Resolves when the rebuilds running in this process are done (the app's background work). */
    idle: builds.idle,
  };

  async function storedPage(seen: Visibility, request: PageRequest): Promise<PostRecord[] | null> {
    // An offset page reads the timeline from its start, so the hidden entries before it are skipped exactly.
    const offset = request.before === undefined ? (request.page - 1) * POSTS_PAGE_SIZE : 0;
    if (offset + POSTS_PAGE_SIZE > cap) return null;
    const wanted = offset + POSTS_PAGE_SIZE + SLACK;
    const { viewerId } = seen;
    const arrived = keptPages.arrive();
    const slice = await store.read(viewerId, request.before, wanted).catch(() => undefined);
    if (slice === undefined) return null;
    if (slice === null) {
      rebuild(viewerId, null);
      return null;
    }
    const ids = packIds(slice.ids);
    const isFeedEnd = slice.isWhole && ids.length < wanted;
    const key = `${viewerId}:${offset}:${request.before ?? ''}`;
    const sliceKey = `${ids.literal}:${isFeedEnd}`;
    await keptPages.afterReads(key);
    const kept = counts.get(viewerId);
    const held = keptPages.held(key, sliceKey);
    if (held) {
      const served = await servedAgain(
        seen,
        { key, sliceKey, authors: held.authors },
        slice.fingerprint,
        request.before === undefined ? null : kept,
      );
      if (served) return served;
    }
    const at = { ids, isFeedEnd, offset, wanted, key, sliceKey, kept, fingerprint: slice.fingerprint };
    return keptPages.reads(key, arrived, () => readAnew(seen, request, at));
  }

  /** A page read from the timeline's slice, with its checks; kept when it may be served again. */
  async function readAnew(seen: Visibility, request: PageRequest, at: ReadAt): Promise<PostRecord[] | null> {
    const { ids, isFeedEnd, offset, wanted, key, sliceKey, kept, fingerprint } = at;
    const { viewerId } = seen;
    const alone = ids.length === 0 ? checkOf(await timelines.check(viewerId)) : undefined;
    const readAt = Date.now();
    const rows =
      alone && !alone.pending
        ? []
        : await postsRepository.listAmong(
            seen,
            { ids, before: request.before, isFeedEnd },
            offset,
            timelineCheck,
            kept === undefined,
          );
    // An empty end of the feed still needs the checks (a follow; a delivery due, hidden from the viewer): alone.
    const check = checkOf(rows[0]?.check ?? alone ?? (isFeedEnd ? await timelines.check(viewerId) : undefined));
    if (!check) return null;
    if (check.fingerprint !== fingerprint) {
      rebuild(viewerId, fingerprint);
      return null;
    }
    if (check.pending) return null;
    if (rows.length < POSTS_PAGE_SIZE && !isFeedEnd) {
      // Entries enough, posts too few: the head holds posts deleted since delivery, which a build leaves out.
      if (ids.length === wanted && !repaired.get(viewerId)) {
        repaired.set(viewerId, true);
        rebuild(viewerId, fingerprint);
      }
      return null;
    }
    const total = await networkCount(seen, countKey(check), kept, rows[0]?.total);
    for (const row of rows) row.total = total;
    keptPages.keep(key, { source: sliceKey, rows, total, readAt }, (authors) => stampOf({ ...check, authors }));
    return rows;
  }

  /** A kept page again if its slice and stamp hold and nothing is due; null: read it anew. */
  async function servedAgain(
    seen: Visibility,
    held: { key: string; sliceKey: string; authors: string },
    fingerprint: string,
    kept: KeptCount | null | undefined,
  ) {
    const check = checkOf(await timelines.check(seen.viewerId, held.authors));
    if (!check || check.pending || check.fingerprint !== fingerprint) return null;
    const page = keptPages.fresh(held.key, held.sliceKey, stampOf(check));
    if (!page) return null;
    // A page by keyset does not see new posts above it: its count is the reused one, or the page is read anew.
    if (kept !== null && kept?.key !== countKey(check)) return null;
    return keptPages.serve(page, check.cards, kept?.total);
  }

  function countKey(check: TimelineCheck) {
    return `${check.fingerprint}:${check.own}`;
  }

  function checkOf(value: TimelineCheck | string | undefined) {
    return parsed<TimelineCheck>(value);
  }

  async function networkCount(seen: Visibility, key: string, kept: KeptCount | undefined, read?: number | null) {
    if (read === undefined || read === null) {
      if (kept?.key === key) return kept.total;
      read = await directory.countNetworkPosts(seen);
    }
    counts.set(seen.viewerId, { key, total: read });
    return read;
  }
}

export type HomeTimeline = ReturnType<typeof createHomeTimeline>;
