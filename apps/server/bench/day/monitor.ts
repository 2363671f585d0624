import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { samplesOf, valueOf } from '../../test/helpers/metrics.ts';
import { cpuOfEach, processesCpu } from '../cpu.ts';
import type { AppFleet } from './app-fleet.ts';
import type { Live } from './live.ts';
import type { CrowdSource } from './people.ts';
import { errorCount, percentileMs, type Stats } from './stats.ts';

const RSS_EVERY_MS = 5_000;
const PROGRESS_EVERY_MS = 30_000;

export interface CpuFigures {
  /** App processes together, and PostgreSQL (null: unknown), over `seconds` of the counted run. */
  appMs: number | null;
  databaseMs: number | null;
  /** This database's backends only (a server shared with other work counts theirs in `databaseMs`). */
  ourDatabaseMs: number | null;
  seconds: number;
}

export interface MonitorFigures {
  cpu: CpuFigures;
  /** Resident memory of each app process every 5 s (MB), from the start; `warmIndex` is the first counted one. */
  rss: number[][];
  /** The V8 heap used (MB) at the same times: what of the RSS is JavaScript objects. */
  heap: number[][];
  warmIndex: number;
  /** The generator's own event-loop delay p99 (ms): high, and the crowd's timings include the generator's wait. */
  loopP99: number;
  /** The generator's own CPU over the counted run (ms). */
  generatorMs: number;
  /** From the apps' `/metrics` every 5 s of the counted run: their event-loop lag p99 and requests waiting for a
   * PostgreSQL connection, the worst of the processes (null: not scraped). */
  inside: { lagMs: number[]; poolWaiting: number[]; poolWaitMs: number[] };
  /** Each process cache's entries (all processes summed) when counting began and at the end: what filled up. */
  caches: { first: Map<string, number>; last: Map<string, number> };
}

/** Entries per process cache over every process's `/metrics`. */
function cacheEntries(scraped: readonly string[]): Map<string, number> {
  const entries = new Map<string, number>();
  for (const text of scraped)
    for (const { labels, value } of samplesOf(text, 'vitrina_cache_entries'))
      entries.set(labels.cache!, (entries.get(labels.cache!) ?? 0) + value);
  return entries;
}

const delta = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a);

/**
 * Watches a run: the app processes' memory every 5 s, their CPU and PostgreSQL's between the end of the warm-up
 * and the end, the generator's event-loop delay, and a one-line progress every 30 s.
 */
export function startMonitor(options: {
  fleet: AppFleet;
  stats: Stats;
  live: Live;
  source: Pick<CrowdSource, 'backendPid' | 'databaseBackends'>;
  people: number;
  label: string;
}) {
  const { fleet, stats, live } = options;
  const readCpu = processesCpu(fleet.appPids, options.source.backendPid);
  const ourBackends = () =>
    options.source
      .databaseBackends()
      .then(cpuOfEach)
      .catch(() => null);
  let ourBackends0: Map<number, number> | null = null;
  const rss: number[][] = [];
  const heap: number[][] = [];
  const inside = { lagMs: [] as number[], poolWaiting: [] as number[], poolWaitMs: [] as number[] };
  const caches = { first: new Map<string, number>(), last: new Map<string, number>() };
  let counting = false;
  let warmIndex = 0;
  let counted = { at: performance.now(), ...readCpu() };
  let windowCpu = counted;
  let generatorCpu = process.cpuUsage();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();

  const sampleRss = async () => {
    const values = await fleet.memory().catch(() => null);
    if (!values) return;
    rss.push(values.map((m) => m.rss / 1_048_576));
    heap.push(values.map((m) => m.heapUsed / 1_048_576));
    const scraped = await fleet.metrics().catch(() => null);
    if (!scraped || !counting) return;
    caches.last = cacheEntries(scraped);
    if (caches.first.size === 0) caches.first = caches.last;
    inside.lagMs.push(Math.max(...scraped.map((text) => valueOf(text, 'nodejs_eventloop_lag_p99_seconds') * 1000)));
    inside.poolWaiting.push(
      Math.max(...scraped.map((text) => valueOf(text, 'vitrina_db_pool_connections', { state: 'waiting' }))),
    );
    inside.poolWaitMs.push(Math.max(...scraped.map((text) => valueOf(text, 'vitrina_db_pool_wait_seconds') * 1000)));
  };
  const progress = () => {
    const { tally, seconds } = stats.takeWindow();
    const now = { at: performance.now(), ...readCpu() };
    const appMs = delta(windowCpu.appMs, now.appMs);
    const core = appMs === null ? '?' : ((appMs / (now.at - windowCpu.at)) * 100).toFixed(0);
    windowCpu = now;
    const memory =
      rss
        .at(-1)
        ?.map((mb) => mb.toFixed(0))
        .join('+') ?? '?';
    console.log(
      `   [${options.label} ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ` +
        `${(tally.latency.totalCount / seconds).toFixed(0)} req/s, p99 ${percentileMs(tally.latency, 99).toFixed(0)} ms, ` +
        `errors ${errorCount(tally.errors)}, app CPU ${core} % of a core, RSS ${memory} MB, ` +
        `sockets ${live.connected()}/${options.people}`,
    );
  };
  void sampleRss();
  const rssTimer = setInterval(() => void sampleRss(), RSS_EVERY_MS);
  const progressTimer = setInterval(progress, PROGRESS_EVERY_MS);

  return {
    /** The warm-up is over: CPU and memory growth are measured from here. */
    async startCounting(): Promise<void> {
      ourBackends0 = await ourBackends();
      counted = { at: performance.now(), ...readCpu() };
      warmIndex = rss.length;
      counting = true;
      generatorCpu = process.cpuUsage();
      loop.reset();
    },
    async stop(): Promise<MonitorFigures> {
      clearInterval(rssTimer);
      clearInterval(progressTimer);
      loop.disable();
      const end = { at: performance.now(), ...readCpu() };
      const generator = process.cpuUsage(generatorCpu);
      const ourBackends1 = await ourBackends();
      // A backend that began during the run counts whole; one that ended during it is lost (the pools keep theirs).
      const ours =
        ourBackends0 && ourBackends1 && ourBackends1.size > 0
          ? [...ourBackends1].reduce((sum, [pid, ms]) => sum + ms - (ourBackends0!.get(pid) ?? 0), 0)
          : null;
      return {
        cpu: {
          appMs: delta(counted.appMs, end.appMs),
          databaseMs: delta(counted.databaseMs, end.databaseMs),
          ourDatabaseMs: ours,
          seconds: (end.at - counted.at) / 1000,
        },
        rss,
        heap,
        warmIndex,
        loopP99: loop.percentile(99) / 1e6,
        generatorMs: (generator.user + generator.system) / 1000,
        inside,
        caches,
      };
    },
  };
}
