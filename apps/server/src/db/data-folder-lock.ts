import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

// Two PGlite instances on one folder corrupt it: whoever opens it holds `db.lock` and names itself in
// `db.holder.json`; a lock of a dead local process is taken over (decision 0001).

/** Who holds the folder, as the refusal names it; `url` and `key` let `npm run db:backup` ask the holder. */
export interface LockHolder {
  pid: number;
  host: string;
  command: string;
  since: string;
  /** The server's local address, once it listens. */
  url?: string;
  /** The secret the holder's backup call asks for (the file is readable only by the folder's owner). */
  key: string;
}

export interface DataFolderLock {
  readonly holder: LockHolder;
  /** Adds the server's local address to the holder file (so `db:backup` can reach it). */
  announce(url: string): void;
  release(): Promise<void>;
}

/** A problem with the embedded database folder, told as a message for a person (never a stack trace). */
export class DataFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFolderError';
  }
}

export class DataFolderLockedError extends DataFolderError {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `process ${holder.pid} (${holder.command}) since ${holder.since.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}` +
        (holder.host === hostname() ? '' : ` on ${holder.host}`)
      : 'another process';
    super(
      [
        `The database folder ${folder} is in use by ${who}, so this process left it alone.`,
        'Two processes on one embedded database would damage it. Stop the other one first ' +
          `(Ctrl-C in its terminal${holder ? `, or kill ${holder.pid}` : ''}), then run this again.`,
        'To take a copy while the server runs: npm run db:backup',
      ].join('\n'),
    );
    this.name = 'DataFolderLockedError';
  }
}

/** Longer than any statement can block the event loop: liveness is judged by the holder's pid, not by age. */
const STALE_MS = 7 * 24 * 3_600_000;
const UPDATE_MS = 60_000;
/** A lock without a holder file (its process died between the two writes) is taken over after this. */
const ORPHAN_MS = 5 * 60_000;

const lockPathOf = (folder: string) => `${folder}.lock`;
const holderPathOf = (folder: string) => `${folder}.holder.json`;

function commandLine(): string {
  const args = process.argv.slice(1).map((arg) => {
    const relative = path.isAbsolute(arg) ? path.relative(process.cwd(), arg) : arg;
    return relative.startsWith('..') ? arg : relative;
  });
  return ['node', ...args].join(' ');
}

/** Reads the holder file; null when absent or unreadable (a refusal then names "another process"). */
export function readLockHolder(folder: string): LockHolder | null {
  try {
    const value = JSON.parse(readFileSync(holderPathOf(folder), 'utf8')) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.command !== 'string' || typeof value.since !== 'string')
      return null;
    return {
      pid: value.pid,
      host: typeof value.host === 'string' ? value.host : hostname(),
      command: value.command,
      since: value.since,
      key: typeof value.key === 'string' ? value.key : '',
      ...(typeof value.url === 'string' ? { url: value.url } : {}),
    };
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the lock was left behind by a process that is gone, so it may be taken over. */
function isAbandoned(folder: string, holder: LockHolder | null): boolean {
  if (holder) return holder.host === hostname() && holder.pid !== process.pid && !isRunning(holder.pid);
  try {
    return Date.now() - statSync(lockPathOf(folder)).mtimeMs > ORPHAN_MS;
  } catch {
    return false;
  }
}

/** Takes the folder for this process, or throws DataFolderLockedError naming who has it. */
export async function lockDataFolder(folder: string): Promise<DataFolderLock> {
  mkdirSync(path.dirname(folder), { recursive: true });
  const options = {
    lockfilePath: lockPathOf(folder),
    realpath: false,
    stale: STALE_MS,
    update: UPDATE_MS,
    retries: 0,
    // Someone removed or replaced our lock: say so loudly rather than crash in the middle of a write.
    onCompromised: (error: Error) => console.error(`The lock on ${folder} was lost: ${error.message}`),
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(folder, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const holder = readLockHolder(folder);
    if (!isAbandoned(folder, holder)) throw new DataFolderLockedError(folder, holder);
    rmSync(lockPathOf(folder), { recursive: true, force: true });
    try {
      release = await lockfile.lock(folder, options);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code !== 'ELOCKED') throw again;
      throw new DataFolderLockedError(folder, readLockHolder(folder));
    }
  }
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    command: commandLine(),
    since: new Date().toISOString(),
    key: randomBytes(24).toString('base64url'),
  };
  const write = () => writeFileSync(holderPathOf(folder), `${JSON.stringify(holder, null, 2)}\n`, { mode: 0o600 });
  write();
  let released = false;
  return {
    holder,
    announce(url) {
      holder.url = url;
      write();
    },
    async release() {
      if (released) return;
      released = true;
      rmSync(holderPathOf(folder), { force: true });
      await release();
    },
  };
}
