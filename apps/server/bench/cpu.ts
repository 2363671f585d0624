import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** The fields after a /proc stat file's command name (which may hold spaces), or null where /proc cannot tell. */
function statFields(statFile: string): string[] | null {
  try {
    const stat = readFileSync(statFile, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU time (ms) a Linux process or thread has used (utime and stime), with its reaped children's when asked. */
function cpuMs(statFile: string, withChildren = false): number | null {
  const fields = statFields(statFile);
  if (!fields) return null;
  const ticks = Number(fields[11]) + Number(fields[12]) + (withChildren ? Number(fields[13]) + Number(fields[14]) : 0);
  return (ticks * 1000) / TICKS;
}

/**
 * All of a PostgreSQL server's CPU (ms): the postmaster with the children it has reaped, and its live children.
 * A backend that exits during a run (the pool closes idle connections) moves into the postmaster's reaped time,
 * so nothing is lost or counted twice; WAL writing and checkpoints count too.
 */
function postgresMs(postmaster: number): number | null {
  const own = cpuMs(`/proc/${postmaster}/stat`, true);
  if (own === null) return null;
  let children = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(`/proc/${entry}/stat`);
    // The fourth field of stat is the parent's pid (the second after the command name).
    if (fields && Number(fields[1]) === postmaster)
      children += ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  }
  return own + children;
}

/**
 * Where the CPU of a run goes: the server's main thread (the event loop: routing, drizzle, JSON; the
 * load generator runs in a worker thread) and PostgreSQL's processes (PostgreSQL on this machine, found from
 * one of its backends). Null parts are unknown (not Linux, or a remote database).
 */
export function cpuMeter(databasePids: () => Promise<number[]>) {
  return {
    async start() {
      const [backend] = await databasePids();
      const parent = backend === undefined ? null : statFields(`/proc/${backend}/stat`);
      const postmaster = parent ? Number(parent[1]) : null;
      const server0 = cpuMs(`/proc/${process.pid}/task/${process.pid}/stat`);
      const database0 = postmaster === null ? null : postgresMs(postmaster);
      return {
        stop() {
          const server1 = cpuMs(`/proc/${process.pid}/task/${process.pid}/stat`);
          const database1 = postmaster === null ? null : postgresMs(postmaster);
          return {
            serverMs: server0 === null || server1 === null ? null : server1 - server0,
            databaseMs: database0 === null || database1 === null ? null : database1 - database0,
          };
        },
      };
    },
  };
}

/**
 * CPU time (ms) used so far by whole processes (every thread: a forked app's event loop, its libuv and sharp
 * threads) and by the PostgreSQL server behind one backend; null parts are unknown (not Linux, a remote database).
 */
export function processesCpu(pids: readonly number[], databaseBackend: number | null) {
  const parent = databaseBackend === null ? null : statFields(`/proc/${databaseBackend}/stat`);
  const postmaster = parent ? Number(parent[1]) : null;
  return (): { appMs: number | null; databaseMs: number | null } => {
    let appMs: number | null = 0;
    for (const pid of pids) {
      const ms = cpuMs(`/proc/${pid}/stat`);
      appMs = ms === null || appMs === null ? null : appMs + ms;
    }
    return { appMs, databaseMs: postmaster === null ? null : postgresMs(postmaster) };
  };
}

/** CPU time (ms) of each process that /proc can read now (backends of one database, say). */
export function cpuOfEach(pids: readonly number[]): Map<number, number> {
  const times = new Map<number, number>();
  for (const pid of pids) {
    const ms = cpuMs(`/proc/${pid}/stat`);
    if (ms !== null) times.set(pid, ms);
  }
  return times;
}
