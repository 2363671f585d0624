import { exec } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { TARGETS, type Verdict } from './report.ts';
import { errorsText, type Second } from './stats.ts';

const run = promisify(exec);

export type Engine = 'postgres' | 'redis';

/** A restart the soak made: when it began (seconds into the counted run), how long the command took. */
export interface Restart {
  engine: Engine;
  atS: number;
  tookS: number;
  failed: string | null;
}

/** After an engine is back, the crowd must hold its targets this long for the app to count as recovered. */
const STEADY_S = 30;
/** The issue's bound on recovery: back to targets within 10 s of the engine's return. */
const RECOVERY_S = 10;

/** `postgres@600,redis@1200`: which engine restarts how many seconds into the counted run. */
export function parseRestarts(text: string | undefined): Array<{ engine: Engine; atS: number }> {
  if (!text) return [];
  return text.split(',').map((part) => {
    const [engine, at] = part.trim().split('@');
    if ((engine !== 'postgres' && engine !== 'redis') || !Number.isFinite(Number(at)))
      throw new Error(`BENCH_DAY_RESTARTS: "${part}" is not engine@seconds (postgres@600,redis@1200)`);
    return { engine, atS: Number(at) };
  });
}

/** The shell commands that restart each engine on this machine (settings override them). */
function commandOf(engine: Engine, redisUrl: string): string {
  if (engine === 'postgres')
    return (
      process.env.BENCH_DAY_RESTART_POSTGRES ??
      'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main restart'
    );
  const { hostname, port } = new URL(redisUrl);
  const at = `-h ${hostname} -p ${port || 6379}`;
  return (
    process.env.BENCH_DAY_RESTART_REDIS ??
    `redis-cli ${at} shutdown nosave || true; ` +
      `redis-server --daemonize yes --bind ${hostname} --port ${port || 6379} --save "" --appendonly no`
  );
}

/** Runs the plan's restarts at their times from now (the counted run's start); `done` waits for the last. */
export function scheduleRestarts(plan: ReadonlyArray<{ engine: Engine; atS: number }>, redisUrl: string) {
  const started = performance.now();
  const made: Restart[] = [];
  const timers: NodeJS.Timeout[] = [];
  const finished = plan.map(
    ({ engine, atS }) =>
      new Promise<void>((resolve) => {
        timers.push(
          setTimeout(async () => {
            const at = performance.now();
            let failed: string | null = null;
            console.log(`   [restart] ${engine} at ${((at - started) / 1000).toFixed(0)} s`);
            await run(commandOf(engine, redisUrl), { timeout: 120_000 }).catch((error: Error) => {
              failed = error.message.split('\n')[0]!;
            });
            const restart = { engine, atS: (at - started) / 1000, tookS: (performance.now() - at) / 1000, failed };
            console.log(
              `   [restart] ${engine} back after ${restart.tookS.toFixed(1)} s${failed ? ` (${failed})` : ''}`,
            );
            made.push(restart);
            resolve();
          }, atS * 1000),
        );
      }),
  );
  return {
    async done(): Promise<Restart[]> {
      await Promise.all(finished);
      return made.sort((a, b) => a.atS - b.atS);
    },
    /** Cancels restarts not yet begun (a run ended early). */
    cancel(): void {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0;
/**
 * Whether the seconds `[from, to)` hold the targets as the run's own figures do: no error, p99 ≤ 150 ms over all
 * their requests (a second alone holds only a few dozen: its p99 would be its slowest request).
 */
export function windowHolds(seconds: readonly Second[], from: number, to: number): boolean {
  const window = seconds.slice(from, to);
  return (
    window.length > 0 &&
    window.every((second) => second.errors.size === 0) &&
    p99(window.flatMap((second) => second.ms)) <= TARGETS.p99Ms
  );
}

/**
 * Each restart's effect, second by second: the errors from its start until the next 30 s (or what is left before
 * the next restart or the end) hold the targets, and how long after the engine was back that took.
 */
export function judgeRestarts(restarts: readonly Restart[], seconds: readonly Second[]): Verdict[] {
  const outside = new Map<string, number>();
  const windows: Array<[number, number]> = [];
  const lines: string[] = [];
  let worst = 0;
  let unrecovered = 0;
  restarts.forEach((restart, i) => {
    const from = Math.floor(restart.atS);
    const limit = Math.min(seconds.length, Math.floor(restarts[i + 1]?.atS ?? Infinity));
    let back: number | null = null;
    for (let s = from; s < limit && back === null; s += 1)
      if (windowHolds(seconds, s, Math.min(s + STEADY_S, limit))) back = s;
    windows.push([from, back ?? limit]);
    const errors = new Map<string, number>();
    for (const second of seconds.slice(from, back ?? limit))
      for (const [label, n] of second.errors) errors.set(label, (errors.get(label) ?? 0) + n);
    const recovery = back === null ? null : Math.max(0, back - (restart.atS + restart.tookS));
    if (recovery === null) unrecovered += 1;
    else worst = Math.max(worst, recovery);
    lines.push(
      `${restart.engine} at ${restart.atS.toFixed(0)} s (back in ${restart.tookS.toFixed(1)} s${restart.failed ? `, failed: ${restart.failed}` : ''}): ` +
        `errors ${errorsText(errors)}, targets held again ${recovery === null ? 'never' : `${recovery.toFixed(0)} s after`}`,
    );
  });
  seconds.forEach((second, s) => {
    if (windows.some(([a, b]) => s >= a && s < b)) return;
    for (const [label, n] of second.errors) outside.set(label, (outside.get(label) ?? 0) + n);
  });
  const steady = seconds.filter((_, s) => !windows.some(([a, b]) => s >= a && s < b)).flatMap((second) => second.ms);
  for (const line of lines) console.log(`   restart: ${line}`);
  return [
    {
      target: 'errors',
      name: 'errors only while an engine restarts',
      pass: outside.size === 0 && restarts.every((r) => r.failed === null),
      detail: `outside the restarts: ${errorsText(outside)}`,
    },
    {
      target: 'latency',
      name: `p99 ≤ ${TARGETS.p99Ms} ms outside the restarts`,
      pass: steady.length > 0 && p99(steady) <= TARGETS.p99Ms,
      detail: `p99 ${p99(steady).toFixed(0)} ms over ${steady.length} requests`,
    },
    {
      target: 'latency',
      name: `back to targets within ${RECOVERY_S} s of each restart`,
      pass: unrecovered === 0 && worst <= RECOVERY_S,
      detail: unrecovered ? `${unrecovered} never recovered` : `worst ${worst.toFixed(0)} s`,
    },
  ];
}
