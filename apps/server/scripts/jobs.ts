/**
 * Operators' commands for the durable rounds (src/jobs), against the server's own database (DATABASE_URL, or
 * PGlite under DATA_DIR while the server is stopped):
 *   npm run jobs -- list               each round, and the items given up after their last attempt (dead letters)
 *   npm run jobs -- retry <round>      gives every dead item of a round its attempts back
 *   npm run jobs -- retry <round:key>  gives one dead item its attempts back
 */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { DataFolderError } from '../src/db/data-folder-lock.ts';
import { createJobStore } from '../src/jobs/job-store.ts';

const USAGE = `Usage:
  npm run jobs -- list
  npm run jobs -- retry <round>|<round:key>`;
const [command, target] = process.argv.slice(2);
if (!(command === 'list' && target === undefined) && !(command === 'retry' && target)) {
  console.error(USAGE);
  process.exit(command === undefined || command === '--help' ? 0 : 2);
}

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  inMemory: config.inMemoryDatabase,
}).catch((error: unknown) => {
  if (!(error instanceof DataFolderError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const store = createJobStore(database.db);
try {
  if (command === 'list') {
    const dead = await store.listDead();
    if (dead.length === 0) console.log('No item is dead-lettered.');
    for (const item of dead)
      console.log(
        `${item.round}:${item.key}  ${item.attempts} attempt(s), given up ${item.deadAt.toISOString()}  ${item.lastError ?? ''}`,
      );
  } else {
    const at = target!.indexOf(':');
    const [round, key] = at < 0 ? [target!, undefined] : [target!.slice(0, at), target!.slice(at + 1)];
    const count = await store.retry(round, key);
    console.log(count === 0 ? `No dead item matches ${target}.` : `${count} item(s) will be tried again.`);
    if (count === 0) process.exitCode = 1;
  }
} finally {
  await database.close();
}
