/**
 * `npm run db:backup [-- <file>]`: a copy of the embedded database (PGlite under DATA_DIR/db) as a gzipped
 * tar, by default DATA_DIR/backups/db-<time>.tar.gz. With the server stopped it opens the folder itself;
 * while the server runs it asks the server, which holds the folder's lock, for the copy (a second process
 * may not open the folder). `npm run db:restore <file>` puts a copy back. PostgreSQL: pg_dump (README).
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { BACKUP_KEY_HEADER, BACKUP_PATH } from '../src/db/backup-route.ts';
import { openDatabase } from '../src/db/client.ts';
import { DataFolderError, DataFolderLockedError, type LockHolder } from '../src/db/data-folder-lock.ts';

const USAGE = 'Usage: npm run db:backup [-- <file.tar.gz>]';
const args = process.argv.slice(2);
if (args.length > 1 || args[0]?.startsWith('-')) {
  console.error(USAGE);
  process.exit(args[0] === '--help' ? 0 : 2);
}

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with its own tools, e.g.\n' +
      '  pg_dump --format=custom --file=vitrina.dump "$DATABASE_URL"\n' +
      'and put it back with pg_restore --clean --if-exists --dbname="$DATABASE_URL" vitrina.dump (see the README).',
  );
  process.exit(2);
}
const folder = path.join(config.dataDir, 'db');
if (!existsSync(path.join(folder, 'PG_VERSION'))) {
  console.error(`There is no embedded database in ${folder} yet: nothing to copy.`);
  process.exit(1);
}
// npm runs this script inside apps/server; a relative file is meant from where the command was typed.
const typedIn = process.env.INIT_CWD ?? process.cwd();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(typedIn, args[0] ?? path.join(config.dataDir, 'backups', `db-${stamp}.tar.gz`));

/** The copy from the running server that holds the folder. */
async function copyFromServer(holder: LockHolder): Promise<Buffer> {
  const response = await fetch(`${holder.url}${BACKUP_PATH}`, {
    method: 'POST',
    headers: { [BACKUP_KEY_HEADER]: holder.key },
  });
  if (!response.ok) throw new Error(`the server at ${holder.url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

let copy: Buffer;
let how: string;
try {
  const database = await openDatabase({ databaseUrl: undefined, dataDir: config.dataDir, inMemory: false });
  try {
    copy = Buffer.from(await (await database.dump!()).arrayBuffer());
  } finally {
    await database.close();
  }
  how = 'the server is not running';
} catch (error) {
  if (error instanceof DataFolderLockedError && error.holder?.url && error.holder.key) {
    try {
      copy = await copyFromServer(error.holder);
    } catch (failure) {
      console.error(`The running server (process ${error.holder.pid}) did not hand over a copy: ${String(failure)}`);
      process.exit(1);
    }
    how = `taken by the running server, process ${error.holder.pid}`;
  } else if (error instanceof DataFolderError) {
    console.error(error.message);
    process.exit(1);
  } else {
    throw error;
  }
}

await mkdir(path.dirname(target), { recursive: true });
// Written beside and renamed, so a copy that exists is always whole.
await writeFile(`${target}.partial`, copy);
await rename(`${target}.partial`, target);
console.log(`Copied ${folder} to ${target} (${(copy.length / 1_048_576).toFixed(1)} MB; ${how}).`);
const near = path.relative(typedIn, target);
console.log(`Put it back with the server stopped: npm run db:restore ${near.startsWith('..') ? target : near}`);
