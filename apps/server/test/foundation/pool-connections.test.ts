import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/db/client.ts';

const url = process.env.TEST_DATABASE_URL;
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

// A begin refused (here a made-up isolation level; in production a connection PostgreSQL's restart broke) once
// kept its connection checked out: the pool shrank for good, and closing it waited forever.
describe.skipIf(!url)('a transaction whose begin fails (PostgreSQL)', () => {
  it('gives its connection back: the pool serves the next one and still closes', async () => {
    const database = await openDatabase({ databaseUrl: url, dataDir: '', inMemory: true, poolSize: 2 });
    const broken = { isolationLevel: 'no such level' as 'serializable' };
    try {
      for (let attempt = 0; attempt < 3; attempt += 1)
        await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`), broken)).rejects.toThrow(
          /no such level|syntax/,
        );
      const answer = await database.db.transaction(async (tx) => queryRows(tx, sql`select 2 as two`));
      expect(answer).toEqual([{ two: 2 }]);
      const { total, idle, waiting } = database.stats!();
      expect({ idle, waiting }).toEqual({ idle: total, waiting: 0 });
    } finally {
      expect(await within(database.close(), 3_000)).toBe(true);
    }
  });
});
