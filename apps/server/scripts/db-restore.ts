/**
 * `npm run db:restore <file>`: puts a copy made by `npm run db:backup` back as the embedded database
 * (PGlite under DATA_DIR/db), with the server stopped — it takes the folder's lock, so it refuses while the
 * server (or any other process) holds it. The folder it replaces is kept beside it, never deleted.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { DataFolderError, lockDataFolder } from '../src/db/data-folder-lock.ts';

const USAGE = 'Usage: npm run db:restore <file.tar.gz>   (a copy made by npm run db:backup; stop the server first)';
const args = process.argv.slice(2);
if (args.length !== 1 || args[0]?.startsWith('-')) {
  console.error(USAGE);
  process.exit(args[0] === '--help' ? 0 : 2);
}

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: restore PostgreSQL with its own tools, e.g.\n' +
      '  pg_restore --clean --if-exists --dbname="$DATABASE_URL" vitrina.dump   (see the README)',
  );
  process.exit(2);
}
const folder = path.join(config.dataDir, 'db');
// First of all: the server (or any other process) must not be using the folder.
let lock;
try {
  lock = await lockDataFolder(folder);
} catch (error) {
  if (!(error instanceof DataFolderError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const typedIn = process.env.INIT_CWD ?? process.cwd();
const source = path.resolve(typedIn, args[0] ?? '');
if (!existsSync(source)) {
  await lock.release();
  console.error(`There is no file ${source}.`);
  process.exit(1);
}
const bytes = readFileSync(source);
const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
const copy = new Blob([bytes], { type: gzipped ? 'application/x-gzip' : 'application/x-tar' });

let aside: string | null = null;
if (existsSync(folder) && readdirSync(folder).length > 0) {
  aside = `${folder}-before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(folder, aside);
}
try {
  const database = await openDatabase({
    databaseUrl: undefined,
    dataDir: config.dataDir,
    inMemory: false,
    lock,
    loadDataDir: copy,
  });
  try {
    await database.db.execute(sql`select 1`);
  } finally {
    await database.close();
  }
} catch (error) {
  // Nothing changes when the copy cannot be used: the folder that was there goes back.
  rmSync(folder, { recursive: true, force: true });
  if (aside) renameSync(aside, folder);
  await lock.release();
  console.error(`${source} could not be restored, so the database was left as it was:\n${(error as Error).message}`);
  process.exit(1);
}
console.log(`Restored ${source} into ${folder}.`);
if (aside) console.log(`The database it replaced is kept in ${aside} (delete it once you no longer need it).`);
