import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** CPU time (ms) a Linux process or thread has used, or null where /proc cannot tell. */
function cpuMs(statFile: string): number | null {
  try {
    const stat = readFileSync(statFile, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return null;
  }
}

/**
 * Where the CPU of a run goes: the server's main thread (the event loop: routing, drizzle, JSON; the
 * load generator runs in a worker thread) and the database's backend processes (PostgreSQL on this
 * machine). Null parts are unknown (not Linux, or a remote database).
 */
export function cpuMeter(databasePids: () => Promise<number[]>) {
  return {
    async start() {
      const pids = await databasePids();
      const server0 = cpuMs(`/proc/${process.pid}/task/${process.pid}/stat`);
      const database0 = pids.map((pid) => cpuMs(`/proc/${pid}/stat`));
      return {
        stop() {
          const server1 = cpuMs(`/proc/${process.pid}/task/${process.pid}/stat`);
          const database1 = pids.map((pid) => cpuMs(`/proc/${pid}/stat`));
          const deltas = database1.map((v, i) => (v === null || database0[i] === null ? null : v - database0[i]!));
          const readable = pids.length > 0 && deltas.every((v) => v !== null);
          return {
            serverMs: server0 === null || server1 === null ? null : server1 - server0,
            databaseMs: readable ? deltas.reduce<number>((sum, v) => sum + v!, 0) : null,
          };
        },
      };
    },
  };
}
