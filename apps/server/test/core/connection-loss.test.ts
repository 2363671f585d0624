import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import type { Tx } from '../../src/db/transaction.ts';
import { acquaint } from '../helpers/acquaint.ts';
import { createUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { createSocketPool, listen, sendOverSocket } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { unitsOfWork } from '../helpers/units-of-work.ts';
import { testDatabaseUrl } from '../helpers/test-database.ts';

/** Ends one PostgreSQL backend, as a restart does to every one (57P01), and waits until it is gone. */
async function terminate(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
    while ((await admin.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await admin.end();
  }
}

/**
 * An engine lost without restarting anything: the connection a unit of work holds is ended under it.
 * Before, its 'error' event had no listener and ended the process (this test run with it); now the unit of
 * work fails, the request answers 503 `unavailable`, nothing of it is stored, and the next request is
 * served on a new connection. PostgreSQL only (PGlite runs in process and never loses its connection).
 */
describe.skipIf(!testDatabaseUrl)('a database connection lost in the middle of a unit of work', () => {
  let app: TestApp;
  const sockets = createSocketPool();

  /** Half a write, then the connection ends under it, then the other half. */
  async function halfWrite(tx: Tx): Promise<void> {
    await tx.db.execute(sql`create table if not exists lost_writes (note text)`);
    await tx.db.execute(sql`insert into lost_writes values ('half')`);
    const [row] = await queryRows<{ pid: number }>(tx.db, sql`select pg_backend_pid() as pid`);
    await terminate(row!.pid);
    // The connection's end reaches the client while it is checked out and idle: its 'error' event.
    await new Promise((resolve) => setImmediate(resolve));
    await tx.db.execute(sql`insert into lost_writes values ('second half')`);
  }

  beforeAll(async () => {
    app = await createTestApp({}, {}, (built) => {
      const transactions = unitsOfWork(built);
      built.server.post('/api/test-only/lose-connection', async () =>
        transactions.run(async (tx) => {
          await halfWrite(tx);
          return { done: true };
        }),
      );
    });
  });
  afterAll(async () => {
    sockets.closeAll();
    await app?.close();
  });

  it('answers 503 unavailable, writes nothing, and serves the next request', async () => {
    const api = createClient(app);
    const lost = await api.post('/api/test-only/lose-connection', {}, { lang: 'en' });
    expect(lost.statusCode).toBe(503);
    expect(lost.json()).toMatchObject({ error: 'unavailable', message: 'The service is unavailable right now.' });

    const health = await api.get('/api/health');
    expect(health.statusCode).toBe(200);
    const stored = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from information_schema.tables where table_name = 'lost_writes'`,
    );
    // The table was created in the same unit of work: rolled back with it.
    expect(stored[0]!.n).toBe(0);
  });

  it('a socket event answers unavailable in its acknowledgement', async () => {
    const [user, friend] = [await createUser(app, { langCode: 'en' }), await createUser(app)];
    await acquaint(app, user, friend);
    // The messaging module's own unit of work meets the same loss: the backend writing the message is ended.
    const db = app.database.db;
    await db.execute(sql`create function lose_connection() returns trigger language plpgsql
      as $$ begin perform pg_terminate_backend(pg_backend_pid()); return new; end $$`);
    await db.execute(sql`create trigger lose_connection before insert on messages
      for each row execute function lose_connection()`);
    try {
      const socket = await sockets.connect(await listen(app), { token: user.token });
      const ack = await sendOverSocket(socket, { message: 'hola', receiverId: friend.id });
      expect(ack).toEqual({
        ok: false,
        error: { code: 'unavailable', message: 'The service is unavailable right now.' },
      });
    } finally {
      await db.execute(sql`drop trigger lose_connection on messages`);
      await db.execute(sql`drop function lose_connection()`);
    }
    const stored = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from messages`);
    expect(stored[0]!.n).toBe(0);
  });
});
