/**
 * `npm run seed`: fills the configured database (DATABASE_URL, or PGlite under DATA_DIR/db — the
 * server's own configuration) and media storage (local disk or S3) with a bilingual demo network.
 * Flags and defaults: scripts/seed/seed-plan.ts (`npm run seed -- --help`).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { DataFolderError } from '../src/db/data-folder-lock.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { createConfiguredStorage } from '../src/modules/media/storage/configured-storage.ts';
import { DEMO_PASSWORD } from './seed/people.ts';
import { seedNetwork, SeedRefusedError } from './seed/seed-network.ts';
import { HELP, parseSeedCommand, planProblem } from './seed/seed-plan.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

let command;
try {
  command = parseSeedCommand(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${HELP}`);
  process.exit(2);
}
if (!command) {
  console.log(HELP);
  process.exit(0);
}
const problem = planProblem(command.plan);
if (problem) {
  console.error(problem);
  process.exit(2);
}

const config = loadConfig(process.env);
const storage = createConfiguredStorage(config);
let database;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: config.inMemoryDatabase,
  });
} catch (error) {
  // The server (or another script) holds the embedded database, or it cannot be opened: say so, touch nothing.
  if (!(error instanceof DataFolderError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const where =
  database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(config.dataDir, 'db')}`;
const { plan } = command;
console.log(`Seeding ${where}, media on ${storage.driver === 's3' ? 'S3' : 'local disk'}:`);
console.log(
  `  ${plan.users} users, ${plan.posts} posts, ${plan.follows} follows, ${plan.likes} post likes, ` +
    `${plan.comments} comments, ${plan.commentLikes} comment likes\n`,
);

const line = (name: string, ms: number) => console.log(`  ${name.padEnd(34, '.')} ${seconds(ms).padStart(8)}`);
try {
  const started = performance.now();
  await runMigrations(database);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  line('migrations and password hash', performance.now() - started);
  const report = await seedNetwork(database, storage, {
    plan,
    reset: command.reset,
    passwordHash,
    onStep: (step) => line(step.name, step.ms),
  });
  line('total', performance.now() - started);
  console.log('');
  for (const [name, n] of Object.entries(report.counts)) console.log(`  ${name.padEnd(22)} ${n.toLocaleString('en')}`);
  console.log(`\nLog in (password for every seeded account: ${DEMO_PASSWORD}):`);
  console.log(`  talent  ${report.accounts.talent.email}`);
  console.log(`  agency  ${report.accounts.agency.email}`);
} catch (error) {
  if (error instanceof SeedRefusedError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
