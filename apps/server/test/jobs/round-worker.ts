/**
 * One process of the crash test (crash-takeover.test.ts): runs the round `crash-round` on JOBS_DATABASE_URL
 * with a short lease until nothing is due. WORKER=first hangs in its first item (the test kills it there);
 * AFTER_CLAIM waits for an item to be claimed before the first round.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, queryRows } from '../../src/db/client.ts';
import { createJobRunner } from '../../src/jobs/job-runner.ts';

const name = process.env.WORKER ?? 'worker';
const quiet = { child: () => quiet, error: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
const database = await openDatabase({ databaseUrl: process.env.JOBS_DATABASE_URL, dataDir: '', inMemory: false });
const jobs = createJobRunner(database.db, quiet);
const due = sql`select key from crash_items where done_by is null order by key`;
const round = jobs.round({
  name: 'crash-round',
  everyMs: 200,
  idle: -1,
  leaseMs: 1_500,
  body: (context) =>
    context.each({
      due,
      async work(key) {
        if (name === 'first') {
          process.stdout.write(`claimed ${key}\n`);
          await new Promise(() => undefined);
        }
        await database.db.execute(sql`update crash_items set done_by = ${name} where key = ${key}`);
      },
    }),
});
// The second process boots beside the first and starts once the first holds the item (a fixed order).
while (process.env.AFTER_CLAIM) {
  const claimed = await queryRows(database.db, sql`select 1 from job_items where round = 'crash-round'`);
  if (claimed.length > 0) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
for (;;) {
  const done = await round.runDue();
  process.stdout.write(done === -1 ? 'lease held elsewhere\n' : `round done ${done}\n`);
  const [left] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from crash_items where done_by is null`,
  );
  if (left?.n === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
await jobs.stop();
await database.close();
