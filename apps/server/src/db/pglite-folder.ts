import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { DataFolderError, lockDataFolder, type DataFolderLock } from './data-folder-lock.ts';

export interface PgliteFolderOptions {
  extensions: NonNullable<PGliteOptions['extensions']>;
  /** A lock this process already holds on the folder (a restore takes it before moving the old folder aside). */
  lock?: DataFolderLock | undefined;
  /** A copy (`npm run db:backup`) to fill a new, empty folder with. */
  loadDataDir?: Blob | undefined;
}

/** The folder could not be opened: what happened and how to get going again, for a person to read. */
export class DatabaseOpenError extends DataFolderError {
  constructor(folder: string, cause: unknown) {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message.split('\n')[0]}` : String(cause);
    const near = path.relative(process.cwd(), folder);
    const shown = near && !near.startsWith('..') ? near : folder;
    super(
      [
        `The embedded database in ${folder} could not be opened (${reason}).`,
        'It was probably damaged: two processes used it at once, or a process was killed while writing.',
        'To recover, either',
        '  - put back a copy made by `npm run db:backup`: npm run db:restore <copy.tar.gz>',
        `  - or start afresh: move it aside (mv ${shown} ${shown}.broken), then npm start` +
          ' (and npm run seed for demo data).',
      ].join('\n'),
    );
    this.name = 'DatabaseOpenError';
  }
}

/**
 * Opens PGlite on a folder of the disk while holding the folder's lock (released if opening fails). A
 * folder PGlite cannot open (it aborts) becomes a DatabaseOpenError that says how to recover.
 */
export async function openPgliteFolder(
  folder: string,
  options: PgliteFolderOptions,
): Promise<{ client: PGlite; lock: DataFolderLock }> {
  const lock = options.lock ?? (await lockDataFolder(folder));
  try {
    mkdirSync(folder, { recursive: true });
    const client = new PGlite(folder, {
      extensions: options.extensions,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.waitReady;
    return { client, lock };
  } catch (error) {
    await lock.release();
    throw new DatabaseOpenError(folder, error);
  }
}
