import { cpus, loadavg } from 'node:os';
import type { Histogram } from 'hdr-histogram-js';
import { REPORT_KINDS } from './behaviour.ts';
import type { FanoutProbe } from './fanout-probe.ts';
import type { Live } from './live.ts';
import type { MonitorFigures } from './monitor.ts';
import { errorCount, errorsText, percentileMs, type Stats } from './stats.ts';

/** The issue's targets (one app process, PostgreSQL and Redis beside it). */
export const TARGETS = { p99Ms: 150, messageP99Ms: 1000, fanoutP99Ms: 2000, memoryGrowth: 0.1 };

export interface RunFigures {
  people: number;
  /** Actions the crowd started in the counted run. */
  actions: number;
  stats: Stats;
  live: ReturnType<Live['figures']>;
  fanout: ReturnType<FanoutProbe['figures']>;
  monitor: MonitorFigures;
}

export interface Verdict {
  target: 'latency' | 'errors' | 'messages' | 'fanout' | 'memory' | 'writes' | 'processes';
  name: string;
  /** null: nothing to judge (no post had an online follower, say). */
  pass: boolean | null;
  detail: string;
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value < 10 ? value.toFixed(1) : value.toFixed(0));
const pad = (value: string | number, width: number) => String(value).padStart(width);

function row(name: string, h: Histogram, seconds: number, errors: string): string {
  return (
    `   ${name.padEnd(26)}${pad(h.totalCount, 8)}${pad((h.totalCount / seconds).toFixed(1), 9)}` +
    `${pad(ms(percentileMs(h, 50)), 8)}${pad(ms(percentileMs(h, 95)), 8)}${pad(ms(percentileMs(h, 99)), 8)}   ${errors}`
  );
}

/** Memory growth of each app process after the warm-up: its last sample over its first counted one. */
export function memoryGrowth(monitor: MonitorFigures): Array<number | null> {
  const first = monitor.rss[monitor.warmIndex];
  const last = monitor.rss.at(-1);
  return (monitor.rss[0] ?? []).map((_, i) =>
    first?.[i] === undefined || last?.[i] === undefined ? null : last[i]! / first[i]! - 1,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Up to `count` samples, evenly taken, the last always among them. */
function thin(values: number[], count: number): number[] {
  if (values.length <= count) return values;
  return Array.from({ length: count }, (_, i) => values[Math.round((i * (values.length - 1)) / (count - 1))]!);
}

export function judge(figures: RunFigures): Verdict[] {
  const { stats, live, fanout } = figures;
  const slow = [...stats.kinds()]
    .map(([kind, t]) => ({ kind, p99: percentileMs(t.latency, 99) }))
    .sort((a, b) => b.p99 - a.p99);
  const over = slow.filter((k) => k.p99 > TARGETS.p99Ms);
  const errors = errorCount(stats.overall().errors);
  const messageP99 = percentileMs(live.messages.delays, 99);
  const fanoutP99 = fanout.missed > 0 ? Infinity : percentileMs(fanout.lags, 99);
  const growth = memoryGrowth(figures.monitor);
  const worstGrowth = Math.max(...growth.map((g) => g ?? Number.NaN));
  return [
    {
      target: 'latency',
      name: `p99 ≤ ${TARGETS.p99Ms} ms for every action kind`,
      pass: slow.length > 0 && over.length === 0,
      detail: over.length
        ? `over: ${over.map((k) => `${k.kind} ${ms(k.p99)} ms`).join(', ')}`
        : `slowest: ${slow[0] ? `${slow[0].kind} ${ms(slow[0].p99)} ms` : 'no requests'}`,
    },
    {
      target: 'errors',
      name: '0 errors',
      pass: errors === 0 && live.disconnects === 0,
      detail: `${errors} failed requests, ${live.disconnects} sockets dropped`,
    },
    {
      target: 'messages',
      name: `live messages delivered within ${TARGETS.messageP99Ms} ms at p99, none lost`,
      pass: live.messages.sent === 0 ? null : messageP99 <= TARGETS.messageP99Ms && live.messages.lost === 0,
      detail: `p99 ${ms(messageP99)} ms, ${live.messages.lost} lost of ${live.messages.sent}`,
    },
    {
      target: 'fanout',
      name: `a new post in its followers' feeds within ${TARGETS.fanoutP99Ms} ms at p99`,
      pass: fanout.lags.totalCount + fanout.missed === 0 ? null : fanoutP99 <= TARGETS.fanoutP99Ms,
      detail: `p99 ${ms(percentileMs(fanout.lags, 99))} ms over ${fanout.lags.totalCount} follower feeds, ${fanout.missed} not seen in 10 s`,
    },
    {
      target: 'memory',
      name: `memory flat after the warm-up (≤ ${TARGETS.memoryGrowth * 100} % growth)`,
      pass: Number.isNaN(worstGrowth) ? null : worstGrowth <= TARGETS.memoryGrowth,
      detail: `growth ${growth.map((g) => (g === null ? '?' : `${(g * 100).toFixed(1)} %`)).join(', ')}`,
    },
  ];
}

/**
 * The figures of a run, per kind of action and overall, then each target as PASS or FAIL, with `extra` verdicts
 * (writes kept, processes); a soak's restarts judge errors and latency around them instead of the whole run's.
 */
export function printRun(figures: RunFigures, extra: Verdict[] = [], soak = false): Verdict[] {
  const { stats, live, fanout, monitor } = figures;
  const seconds = monitor.cpu.seconds;
  console.log(
    `\n   ${'action / request'.padEnd(26)}${pad('count', 8)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p95 ms', 8)}${pad('p99 ms', 8)}   errors`,
  );
  for (const kind of REPORT_KINDS) {
    const t = stats.kinds().get(kind);
    if (!t) continue;
    console.log(row(kind, t.latency, seconds, errorsText(t.errors)));
    if (t.steps.size > 1) for (const [step, h] of t.steps) console.log(row(`  ${step}`, h, seconds, ''));
  }
  const overall = stats.overall();
  console.log(row('overall', overall.latency, seconds, errorsText(overall.errors)));

  const { appMs, databaseMs, ourDatabaseMs } = monitor.cpu;
  const per = (total: number | null, n: number) => (total === null || n === 0 ? '?' : (total / n).toFixed(2));
  const core = (total: number | null) => (total === null ? '?' : ((total / 1000 / seconds) * 100).toFixed(0));
  const requests = overall.latency.totalCount;
  console.log(
    `\n   CPU: app ${per(appMs, figures.actions)} ms an action, ${per(appMs, requests)} ms a request, ${core(appMs)} % of a core` +
      ` | PostgreSQL, this database's backends ${per(ourDatabaseMs, figures.actions)} ms an action, ` +
      `${core(ourDatabaseMs)} % of a core; the whole server (other databases' work on it included) ` +
      `${per(databaseMs, figures.actions)} ms an action, ${core(databaseMs)} % of a core` +
      ` (${figures.actions} actions, ${requests} requests in ${seconds.toFixed(0)} s)`,
  );
  const growth = memoryGrowth(monitor);
  const series = (samples: number[][], i: number) =>
    thin(
      samples.map((sample) => sample[i]!),
      16,
    )
      .map((v) => v.toFixed(0))
      .join(' ');
  (monitor.rss[0] ?? []).forEach((_, i) => {
    const g = growth[i];
    console.log(
      `   memory of app ${i + 1} (MB every 5 s, thinned): RSS ${series(monitor.rss, i)}` +
        ` — after warm-up ${g === null || g === undefined ? '?' : `${g >= 0 ? '+' : ''}${(g * 100).toFixed(1)} %`}` +
        `; V8 heap used ${series(monitor.heap, i)}`,
    );
  });
  const filled = [...monitor.caches.last]
    .map(([name, n]) => ({ name, n, grew: n - (monitor.caches.first.get(name) ?? 0) }))
    .filter((c) => c.grew > 0)
    .sort((a, b) => b.grew - a.grew);
  if (filled.length > 0)
    console.log(
      `   process caches that grew over the counted run (entries, all processes): ` +
        filled.map((c) => `${c.name} +${c.grew} (${c.n})`).join(', '),
    );
  const { lagMs, poolWaiting, poolWaitMs } = monitor.inside;
  if (lagMs.length > 0)
    console.log(
      `   inside the app (its /metrics every 5 s, worst process): event-loop lag p99 median ${ms(median(lagMs))} ms, ` +
        `worst ${ms(Math.max(...lagMs))} ms; requests waiting for a PostgreSQL connection median ${median(poolWaiting)}, ` +
        `worst ${Math.max(...poolWaiting)}, the longest of them waiting worst ${ms(Math.max(...poolWaitMs))} ms`,
    );
  const m = live.messages;
  console.log(
    `   live messages: sent ${m.sent}, acknowledged ${m.acknowledged}, received ${m.received}, lost ${m.lost}, ` +
      `refused ${m.refused}, duplicates ${m.duplicates}; sent → receiver's socket p50 ${ms(percentileMs(m.delays, 50))} ms, ` +
      `p99 ${ms(percentileMs(m.delays, 99))} ms`,
  );
  const n = live.notifications;
  console.log(
    `   notifications: ${n.pushed} of ${n.awaited} likes and comments to online authors pushed to them; ` +
      `like or comment → author's socket p50 ${ms(percentileMs(n.delays, 50))} ms, p99 ${ms(percentileMs(n.delays, 99))} ms`,
  );
  console.log(
    `   fan-out lag: ${fanout.probes} posts probed (${fanout.skipped} not, too many at once), ${fanout.lags.totalCount} ` +
      `follower feeds; created → on page 1 p50 ${ms(percentileMs(fanout.lags, 50))} ms, p99 ${ms(percentileMs(fanout.lags, 99))} ms, ` +
      `${fanout.missed} not seen within 10 s`,
  );
  const load = loadavg()[0]!;
  console.log(
    `   generator: CPU ${core(monitor.generatorMs)} % of a core, event-loop delay p99 ${monitor.loopP99.toFixed(1)} ms, ` +
      `sockets dropped ${live.disconnects}; machine load average ${load.toFixed(1)} on ${cpus().length} cores` +
      (load > cpus().length ? " (this run's processes included: above the cores, everything waited for CPU)" : ''),
  );

  const verdicts = [
    ...judge(figures).filter((v) => !soak || (v.target !== 'errors' && v.target !== 'latency')),
    ...extra,
  ];
  console.log('');
  for (const v of verdicts) {
    console.log(`   ${v.pass === null ? 'n/a ' : v.pass ? 'PASS' : 'FAIL'}  ${v.name} — ${v.detail}`);
  }
  return verdicts;
}
