import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { createJobRunner } from '../../src/jobs/job-runner.ts';
import { createTestDatabase } from './test-database.ts';

const quiet = { child: () => quiet, error: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

export type RunnerPair = Awaited<ReturnType<typeof createRunnerPair>>;

/**
 * Two job runners on one throw-away database, standing for two processes, with a work table of the test's
 * (`key`, `done_by`) and the runner's item rows of a round.
 */
export async function createRunnerPair(workTable: string) {
  const test = await createTestDatabase({ migrated: true });
  // PostgreSQL starts empty (the migrated copy is PGlite's); on PGlite this finds nothing to do.
  await runMigrations(test.database);
  const { db } = test.database;
  await db.execute(sql.raw(`create table ${workTable} (key text primary key, done_by text)`));
  const first = createJobRunner(db, quiet);
  const second = createJobRunner(db, quiet);
  return {
    db,
    first,
    second,
    itemsOf: (round: string) =>
      queryRows<{ key: string; holder: string | null; attempts: number; dead_at: Date | null }>(
        db,
        sql`select key, holder, attempts, dead_at from job_items where round = ${round} order by key`,
      ),
    async close() {
      await first.stop();
      await second.stop();
      await test.drop();
    },
  };
}
