/**
 * `npm run accounts -- purge-due`: deletes, now, every cancelled account whose grace period is over (what the
 * server's hourly job does), and prints what it removed. Reads the server's own configuration (DATABASE_URL,
 * or PGlite under DATA_DIR; media on local disk or S3).
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { DataFolderError } from '../src/db/data-folder-lock.ts';

const USAGE = 'Usage: npm run accounts -- purge-due';
const [command] = process.argv.slice(2);
if (command !== 'purge-due') {
  console.error(USAGE);
  process.exit(command === undefined || command === '--help' ? 0 : 2);
}

const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' })).catch(
  (error: unknown) => {
    // The server holds the embedded database (run this with it stopped), or it cannot be opened.
    if (!(error instanceof DataFolderError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);
try {
  const deleted = await app.accountDeletion.runDue();
  if (deleted.length === 0) console.log('No cancelled account is due for deletion.');
  for (const account of deleted) {
    console.log(
      `deleted account ${account.id} (due ${account.deleteAfter.toISOString()}): ` +
        `${account.filesRemoved} stored file(s) removed, ${account.conversationsKept} conversation(s) kept for the other people`,
    );
  }
} finally {
  await app.server.close();
}
