import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName, testDatabaseUrl } from '../helpers/test-database.ts';

/** Holds the event loop: nothing else runs meanwhile. */
function holdEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy: the point is that no timer or socket is served
  }
}

/**
 * Lags the loop as a process past its knee does: every turn late, not one long stall. The shedder reads the mean
 * delay of a second's turns, so one stall among a hundred quick turns would rightly not count as overload.
 */
async function lagUntil(condition: () => boolean, boundMs: number): Promise<void> {
  const deadline = Date.now() + boundMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${boundMs} ms`);
    holdEventLoop(200);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

async function waitFor(condition: () => boolean, boundMs: number): Promise<void> {
  const deadline = Date.now() + boundMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Issue 65: past the knee the process answers 503 with Retry-After at once, and serves again once the load falls. */
describe(`load shedding (${engineName})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ SHED_LOOP_DELAY: '100' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses requests with 503 and Retry-After while the loop lags, health still answers, then serves again', async () => {
    // The app's own start (a database loaded in this process) may have held the loop: its next sample clears it.
    await waitFor(() => !app.server.isUnderPressure(), 10_000);
    expect((await app.server.inject({ method: 'GET', url: '/api/categories/es/full' })).statusCode).toBe(200);

    await lagUntil(() => app.server.isUnderPressure(), 5_000);

    const refused = await app.server.inject({ method: 'GET', url: '/api/categories/es/full' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toMatchObject({ error: 'unavailable', message: expect.stringMatching(/\S/) });
    const inEnglish = await app.server.inject({
      method: 'GET',
      url: '/api/categories/es/full',
      headers: { 'accept-language': 'en' },
    });
    expect(inEnglish.statusCode).toBe(503);
    expect(inEnglish.json<{ message: string }>().message).not.toBe(refused.json<{ message: string }>().message);
    // An operator's probe sees the process alive.
    expect((await app.server.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // With the load gone, the next quiet sample ends it: within the 10 s.
    await waitFor(() => !app.server.isUnderPressure(), 10_000);
    expect((await app.server.inject({ method: 'GET', url: '/api/categories/es/full' })).statusCode).toBe(200);
  });
});

/**
 * The database as the limit: the loop stays quick while requests queue for a PostgreSQL connection (the day
 * crowd's N = 500 waited seconds with no loop lag). PostgreSQL only: PGlite has no pool to queue on.
 */
describe.skipIf(!testDatabaseUrl)('load shedding on the database pool', () => {
  let app: TestApp;
  const url = '/api/categories/es/full';
  beforeAll(async () => {
    app = await createTestApp({ SHED_POOL_WAIT: '200' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves through a burst that queues many for a moment', async () => {
    // Sixty statements at once queue fifty on the pool's ten connections for a few ms: no overload.
    // (A drizzle query runs when awaited: Promise.resolve starts each now.)
    const burst = Array.from({ length: 60 }, () => Promise.resolve(app.database.db.execute(sql`select 1`)));
    // They reach the pool a few promise turns later, before any answer can come back.
    for (let turn = 0; turn < 100 && (app.database.stats?.().waiting ?? 0) <= 40; turn += 1) await null;
    expect(app.database.stats?.().waiting).toBeGreaterThan(40);
    expect((await app.server.inject({ method: 'GET', url })).statusCode).toBe(200);
    await Promise.all(burst);
    expect(app.database.stats?.()).toMatchObject({ waiting: 0, oldestWaitMs: 0 });
  });

  it('refuses with 503 and Retry-After while a request has waited too long for a connection, then serves', async () => {
    expect((await app.server.inject({ method: 'GET', url })).statusCode).toBe(200);
    // Every connection of the pool (10) busy, and one more statement waiting for one past the bound.
    const held = Array.from({ length: 11 }, () => Promise.resolve(app.database.db.execute(sql`select pg_sleep(1)`)));
    await waitFor(() => (app.database.stats?.().oldestWaitMs ?? 0) > 200, 5_000);
    expect(app.database.stats?.().waiting).toBe(1);
    const refused = await app.server.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toMatchObject({ error: 'unavailable', message: 'The service is unavailable right now.' });
    expect((await app.server.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await Promise.all(held);
    expect((await app.server.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
