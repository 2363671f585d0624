import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type Logger, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type DataFolderLock } from './data-folder-lock.ts';
import { openPgliteFolder } from './pglite-folder.ts';
import { prepareReads } from './pglite-prepared.ts';
import { prepareStatements } from './preparing-client.ts';

/** The one query interface the repositories use, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  /** The lists' page statements, with generic plans (decision 0001). */
  lists: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections now and the statements that failed so far (the operators' metrics). */
  stats?: () => DatabaseStats;
  /** An embedded database on disk: this process's lock on its folder (released by close). */
  lock?: DataFolderLock | undefined;
  /** An embedded database: a copy of its folder (a tar, gzipped unless told), taken between two statements. */
  dump?: (compression?: 'gzip' | 'none') => Promise<Blob>;
}

export interface DatabaseStats {
  /** Connections open (idle or checked out). */
  total: number;
  idle: number;
  /** Requests queued for a connection (every one is checked out). */
  waiting: number;
  oldestWaitMs: number;
  /** Statements that failed (refused, broken off, timed out). */
  queryErrors: number;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  /** PostgreSQL: connections for units of work (10 unless told). */
  poolSize?: number;
  dataDir: string;
  inMemory: boolean;
  /** Sees every statement before it runs (the benchmarks); production never sets it. */
  onQuery?: (query: string, params: unknown[]) => void;
  /** PGlite on disk: a lock on its folder this process already holds (`npm run db:restore`). */
  lock?: DataFolderLock | undefined;
  /** PGlite: start from this copy (`npm run db:restore` on disk; the tests' migrated image in memory). */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const config = options.onQuery ? { logger: { logQuery: options.onQuery } } : {};
  if (options.databaseUrl) {
    const pool = openPool(options.databaseUrl, options.poolSize ?? 10);
    const listsPool = openPool(options.databaseUrl, 4, 'plan_cache_mode=force_generic_plan');
    const queryErrors = countQueryErrors([pool, listsPool]);
    const oldestWait = timeWaits(pool);
    const db = drizzlePg(pool, config) as unknown as Db;
    db.transaction = releasingTransaction(pool, config);
    return {
      db,
      lists: drizzlePg(listsPool, config) as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: async () => void (await Promise.all([pool.end(), listsPool.end()])),
      stats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        oldestWaitMs: oldestWait(),
        queryErrors: queryErrors.count,
      }),
    };
  }
  // The search indexes (migration 0007) need these two; PostgreSQL ships them in its contrib package.
  const extensions = { pg_trgm, unaccent };
  let client: PGlite;
  let lock: DataFolderLock | undefined;
  if (options.inMemory) {
    client = new PGlite({ extensions, loadDataDir: options.loadDataDir });
    await client.waitReady;
  } else {
    // One process per folder: a second one is refused with the holder's name (data-folder-lock.ts).
    ({ client, lock } = await openPgliteFolder(path.join(options.dataDir, 'db'), {
      extensions,
      lock: options.lock,
      loadDataDir: options.loadDataDir,
    }));
  }
  const listsClient = prepareReads(client);
  const db = drizzlePglite(client, config) as unknown as Db;
  return {
    db,
    lists: drizzlePglite({ client: listsClient as PGlite, ...config }) as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    lock,
    // The tar is read from the folder in one synchronous pass, so no statement runs in the middle of it:
    // the copy is what a crash at that instant would leave, which PostgreSQL's recovery makes consistent.
    dump: async (compression = 'gzip') => {
      await client.exec('checkpoint');
      return client.dumpDataDir(compression);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

/** The app's session settings. No JIT: it compiled the unread counts' plans on every run (2 of their 3 ms). */
export const sessionOptions = (setting?: string): string =>
  ['-c jit=off', ...(setting ? [`-c ${setting}`] : [])].join(' ');

function openPool(connectionString: string, max: number, setting?: string): pg.Pool {
  // A connection attempt to a server that is restarting fails after 5 s at most (answered 503).
  const options = sessionOptions(setting);
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000, options });
  prepareStatements(pool);
  // A broken connection (PostgreSQL restarted) must not end the process: the query fails (503) and the pool
  // opens a new connection once PostgreSQL is back.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

// drizzle's own sends `begin` before its `try`: a failed begin (PostgreSQL restarting) kept its connection for good.
function releasingTransaction(pool: pg.Pool, config: { logger?: Logger }): Db['transaction'] {
  const onClient = new WeakMap<pg.PoolClient, Db>();
  return (async (work, options) => {
    const client = await pool.connect();
    try {
      let db = onClient.get(client);
      if (!db) onClient.set(client, (db = drizzlePg(client, config) as unknown as Db));
      return await db.transaction(work, options);
    } finally {
      client.release();
    }
  }) as Db['transaction'];
}

/** How long (ms) the oldest checkout still waiting for a connection has waited (the pool serves in order). */
function timeWaits(pool: pg.Pool): () => number {
  const asked = new Map<object, number>();
  const connect = pool.connect.bind(pool) as (cb?: (...args: unknown[]) => void) => unknown;
  pool.connect = ((cb?: (...args: unknown[]) => void) => {
    const key = {};
    asked.set(key, performance.now());
    if (cb)
      return connect((...args) => {
        asked.delete(key);
        cb(...args);
      });
    const result = connect() as Promise<unknown>;
    return result.finally(() => asked.delete(key));
  }) as typeof pool.connect;
  return () => {
    for (const at of asked.values()) return performance.now() - at;
    return 0;
  };
}

/** Counts the statements that fail on the pools' connections (the caller still gets the failure). */
function countQueryErrors(pools: pg.Pool[]): { count: number } {
  const counter = { count: 0 };
  for (const pool of pools)
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((...args: unknown[]) => {
        const result = query(...args);
        if (result instanceof Promise) result.catch(() => (counter.count += 1));
        return result;
      }) as typeof client.query;
    });
  return counter;
}

/** A boolean column of a raw row: node-postgres answers `true`, PGlite may answer `'t'`. */
export const isTrue = (value: unknown): boolean => value === true || value === 't';

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). For the rare query drizzle cannot express. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
