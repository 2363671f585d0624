import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../../src/db/client.ts';
import type { MediaStorage } from '../../src/modules/media/storage/media-storage.ts';
import { insertAccounts, insertPoolObjects } from './accounts-step.ts';
import { restoreIndexes, suspendIndexes } from './bulk-load.ts';
import { advanceSequences, setCounters } from './counters-step.ts';
import { insertComments, insertFollows, insertLikes } from './engagement-step.ts';
import { createLookups } from './lookup-tables.ts';
import { createMediaPool, type PoolFile, type PoolSize } from './media-pool.ts';
import { insertGuardians } from './guardians-step.ts';
import { insertInsights } from './insights-step.ts';
import { insertNotifications } from './notifications-step.ts';
import { insertOpportunities } from './opportunities-step.ts';
import { insertSavedSearches } from './saved-searches-step.ts';
import { insertShortlists } from './shortlists-step.ts';
import { insertScouting } from './scouting-step.ts';
import { buildPeople, countTalents, DEMO_ACCOUNTS, followingCounts } from './people.ts';
import { insertPostFiles, insertPosts } from './posts-step.ts';
import { planProblem, type SeedPlan } from './seed-plan.ts';

export interface SeedOptions {
  plan: SeedPlan;
  /** Erase every account first (with them every post, follow, like and upload row). */
  reset: boolean;
  /** The one argon2 hash every seeded account gets. */
  passwordHash: string;
  /** "Now" for dates (tests pin it); the real clock otherwise. */
  now?: Date;
  /**
   * How many pictures the media pool draws (tests draw fewer): by default 8 photos and 2 covers per
   * category, 8 avatars per look (FE, MA, agency).
   */
  poolSize?: PoolSize;
  /** Called as each step ends, for live progress. */
  onStep?: (step: SeedStep) => void;
}

export interface SeedStep {
  name: string;
  ms: number;
}

export interface SeedReport {
  steps: SeedStep[];
  totalMs: number;
  counts: Record<string, number>;
  accounts: typeof DEMO_ACCOUNTS;
}

/** The seed refuses a database that already holds accounts, unless asked to reset it. */
export class SeedRefusedError extends Error {}

/** Every table the seed writes, by what it holds (the counts it reports). */
const COUNTS = {
  talents: `select count(*) from users where type = 'talento'`,
  agencies: `select count(*) from users where type = 'agencia'`,
  posts: 'select count(*) from posts',
  shares: 'select count(*) from posts where shared_post_id is not null',
  'post files': 'select count(*) from post_files',
  comments: 'select count(*) from comments',
  'post likes': 'select count(*) from post_reactions',
  'comment likes': 'select count(*) from comment_reactions',
  follows: 'select count(*) from follows',
  'media objects': 'select count(*) from media_objects',
  notifications: 'select count(*) from notifications',
  'unread notifications': 'select count(*) from notifications where not is_read',
  'notification actors': 'select count(*) from notification_actors',
  'daily view totals': 'select count(*) from view_days',
  'shortlist entries': 'select count(*) from shortlist_entries',
  'post view days': 'select count(*) from post_view_days',
  'talent attributes': 'select count(*) from talent_attributes',
  availabilities: 'select count(*) from talent_availability',
  guardians: 'select count(*) from guardians',
  'open opportunities': `select count(*) from opportunities where state = 'open'`,
  opportunities: 'select count(*) from opportunities',
  applications: 'select count(*) from applications',
  'self-tape requests': 'select count(*) from self_tapes',
};

/**
 * Seeds a demo network into a migrated database: media pool (stored first: storage never runs inside
 * a transaction), then one transaction with every row, the rebuilt indexes and exact counters (a
 * failure leaves the database as it was), then VACUUM ANALYZE so plans and index-only scans see the data.
 */
export async function seedNetwork(
  database: Database,
  storage: MediaStorage,
  options: SeedOptions,
): Promise<SeedReport> {
  const { plan } = options;
  const now = options.now ?? new Date();
  const talents = countTalents(plan.users);
  const problem = planProblem(plan);
  if (problem) throw new Error(problem);
  const steps: SeedStep[] = [];
  const started = performance.now();
  async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
    const t0 = performance.now();
    const result = await work();
    const done = { name, ms: performance.now() - t0 };
    steps.push(done);
    options.onStep?.(done);
    return result;
  }

  const [existing] = await queryRows<{ n: string }>(database.db, sql`select count(*) as n from users`);
  if (Number(existing?.n ?? 0) > 0 && !options.reset) {
    throw new SeedRefusedError(
      `The database already holds ${existing!.n} accounts (a seeded network, or real ones). ` +
        'Run with --reset to erase every account, post, follow and like first.',
    );
  }

  const pool = await step('media pool (draw and store)', () => createMediaPool(storage, options.poolSize));
  const names = (files: PoolFile[], keep: (f: PoolFile) => boolean) => files.filter(keep).map((f) => f.name);
  const people = buildPeople(
    plan.users,
    {
      avatars: {
        FE: names(pool.avatars, (f) => f.look === 'FE'),
        MA: names(pool.avatars, (f) => f.look === 'MA'),
        agency: names(pool.avatars, (f) => f.look === 'agency'),
      },
      covers: Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((c) => [c, names(pool.covers, (f) => f.category === c)])),
    },
    now,
  );
  const following = followingCounts(people, plan.follows, talents);

  let committing = 0;
  await database.db.transaction(async (transaction) => {
    const db = transaction as unknown as Db;
    // Room for the sorts, hashes and index builds of a bulk load; PGlite lives in a 32-bit WebAssembly heap.
    const onPostgres = database.kind === 'postgres';
    await db.execute(sql.raw(`set local work_mem = '${onPostgres ? '256MB' : '64MB'}'`));
    await db.execute(sql.raw(`set local maintenance_work_mem = '${onPostgres ? '1GB' : '256MB'}'`));
    // The statements are one-off and full of hashing: compiling them (JIT) cost more than it saved, seconds
    // a statement (7 s of the comments' 7.2 s at 3,000 comments, where the planner guessed 866,000).
    if (onPostgres) await db.execute(sql`set local jit = off`);
    if (options.reset) {
      await step('reset', () => db.execute(sql`truncate users restart identity cascade`));
    }
    const suspended = await step('drop indexes and foreign keys', () => suspendIndexes(db));
    await step('users', async () => {
      await insertAccounts(db, people, following, options.passwordHash);
      await insertPoolObjects(db, pool, now);
    });
    await step('guardians', () => insertGuardians(db, now));
    const lookups = await step('lookup tables', () => createLookups(db, people, pool));
    await step('posts', () => insertPosts(db, { ...plan, now }, lookups));
    await step('post files', () => insertPostFiles(db, lookups));
    await step('comments', () => insertComments(db, { ...plan, now }, lookups));
    await step('post likes', () => insertLikes(db, 'posts', plan.users, now));
    await step('comment likes', () => insertLikes(db, 'comments', plan.users, now));
    await step('follows', () => insertFollows(db, now, lookups));
    // The planner's statistics of the tables just filled (none yet on a new database): without them it
    // guessed nested loops for the notifications' joins, 100 s at 100,000 posts instead of a few.
    await step('analyze', () =>
      db.execute(
        sql`analyze users, user_profiles, blocks, posts, comments, post_reactions, comment_reactions, follows`,
      ),
    );
    await step('notifications', () => insertNotifications(db, now));
    await step('scouting attributes and availability', () => insertScouting(db));
    await step('rebuild indexes and foreign keys', () => restoreIndexes(db, suspended));
    // After the indexes: it reads each viewed talent's newest posts.
    await step('insights', () => insertInsights(db, now));
    await step('shortlists', () => insertShortlists(db, now));
    await step('saved searches', () => insertSavedSearches(db, now));
    await step('opportunities and applications', () => insertOpportunities(db, now, plan.users));
    await step('counters', async () => {
      await setCounters(db);
      await advanceSequences(db);
    });
    committing = performance.now();
  });
  const commit = { name: 'commit', ms: performance.now() - committing };
  steps.push(commit);
  options.onStep?.(commit);
  await step('vacuum analyze', () => database.db.execute(sql`vacuum (analyze)`));

  const counts: Record<string, number> = {};
  for (const [name, query] of Object.entries(COUNTS)) {
    const [row] = await queryRows<{ count: string }>(database.db, sql.raw(query));
    counts[name] = Number(row?.count ?? 0);
  }
  return { steps, totalMs: performance.now() - started, counts, accounts: DEMO_ACCOUNTS };
}
