import { createJobRunner } from '../../src/jobs/job-runner.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { createTimelineFanout } from '../../src/modules/feed/timeline-fanout.ts';
import { createMemoryTimelineStore } from '../../src/modules/feed/timeline-store.ts';
import { createTalent, publishText } from '../helpers/posts.ts';
import { realtimeEnv } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';

// The queue is written where timelines exist: Redis, or the embedded database's own process.
const hasTimelines = Boolean(testRedisUrl) || engineName === 'pglite';

/** How many times the queue was vacuumed, as PostgreSQL counts it (reported by the vacuum itself). */
async function vacuums(app: TestApp): Promise<number> {
  const [row] = await queryRows<{ vacuums: string | number }>(
    app.database.db,
    sql`select pg_stat_get_vacuum_count('timeline_fanouts'::regclass) as vacuums`,
  );
  return Number(row?.vacuums);
}

describe.skipIf(!hasTimelines)(`the fan-out queue's dead rows (${engineName})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ ...realtimeEnv(), TIMELINE_ACTIVE_DAYS: '0.01' });
  });
  afterAll(async () => {
    await app?.close();
  });

  // Every followed page reads the queue: a delivery's three dead rows would be read by each until a vacuum.
  it('are vacuumed by a process’s first round and after deliveries, never by idle rounds', async () => {
    const store = createMemoryTimelineStore({ cap: 100, activeMs: 60_000 });
    const fanout = (compactMs: number) =>
      createTimelineFanout({
        db: app.database.db,
        store,
        batch: 10,
        compactMs,
        log: app.server.log,
        // A runner of its own: each fan-out stands for another process.
        jobs: createJobRunner(app.database.db, app.server.log),
      });
    const first = await vacuums(app);

    const soon = fanout(0);
    await soon.runDue();
    const started = await vacuums(app);
    expect(started).toBe(first + 1);
    await soon.runDue();
    expect(await vacuums(app)).toBe(started);

    const author = await createTalent(app, 'Autora');
    for (const text of ['uno', 'dos', 'tres']) await publishText(app, author, text);
    expect(await soon.runDue()).toMatchObject({ posts: 3 });
    const delivered = await vacuums(app);
    expect(delivered).toBe(started + 1);

    // Vacuums at least `compactMs` apart: a process's own first one, then none for the next deliveries.
    const later = fanout(60_000);
    await later.runDue();
    const once = await vacuums(app);
    expect(once).toBe(delivered + 1);
    await publishText(app, author, 'cuatro');
    expect(await later.runDue()).toMatchObject({ posts: 1 });
    expect(await vacuums(app)).toBe(once);
  });
});
