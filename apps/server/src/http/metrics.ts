import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseStats } from '../db/client.ts';
import type { JobStats } from '../jobs/periodic-job.ts';
import { keptCaches } from '../platform/kept-registry.ts';
import { registerCacheMetrics } from './cache-metrics.ts';
import { errorBody } from './error-handler.ts';

/** What the metrics read at each scrape, handed in by app.ts once the parts exist. */
export interface MetricsSources {
  /** The PostgreSQL pool; absent on PGlite (one embedded connection, nothing to pool). */
  database?: () => DatabaseStats;
  /** Each Redis connection by its user (`rate-limiter`, `socket.io`, `home-timelines`): up now? null when not configured. */
  redis: Record<string, (() => boolean) | null>;
  /** Socket.IO connections open on this process. */
  openSockets: () => number;
  /** The background jobs, each with its rounds so far (periodic-job.ts). */
  jobs: ReadonlyArray<{ name: string; stats(): JobStats }>;
  /** Items given up after their last attempt, by round (`npm run jobs -- list`); read from the database. */
  deadJobItems?: () => Promise<Map<string, number>>;
  /** The image work queue of uploads (media): images waiting and being processed. */
  imageWork?: () => { queued: number; active: number };
}

export interface Metrics {
  /** Tells the metrics where to read what they report at each scrape. */
  observe(sources: MetricsSources): void;
}

/** Request latencies, from a quick answer to a slow upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The route label of a request no route matched (its URL is never a label: unbounded and may hold secrets). */
const UNMATCHED = '(unmatched)';

const digest = (value: string) => createHash('sha256').update(value).digest();

// GET /metrics for Prometheus behind METRICS_TOKEN (404 otherwise, so it is not advertised); one registry per
// app. Register it before the routes so its hooks see every request.
export function registerMetrics(server: FastifyInstance, options: { token: string | undefined }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let sources: MetricsSources | undefined;

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'vitrina_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'vitrina_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  server.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'vitrina_db_pool_connections',
    help: 'PostgreSQL pool connections by state: total (open), idle, waiting (requests queued for one)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.reset();
      const stats = sources?.database?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'vitrina_db_pool_wait_seconds',
    help: 'How long the request waiting longest for a PostgreSQL connection has waited (0 when none waits)',
    registers: [registry],
    collect() {
      const stats = sources?.database?.();
      this.set(stats ? stats.oldestWaitMs / 1000 : 0);
    },
  });
  new Counter({
    name: 'vitrina_db_query_errors_total',
    help: 'PostgreSQL statements that failed',
    registers: [registry],
    collect() {
      const stats = sources?.database?.();
      this.reset();
      if (stats) this.inc(stats.queryErrors);
    },
  });
  new Gauge({
    name: 'vitrina_redis_up',
    help: 'Whether a Redis connection is up (1) or down (0), by its user: rate-limiter, socket.io, home-timelines',
    labelNames: ['connection'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [connection, isUp] of Object.entries(sources?.redis ?? {}))
        if (isUp) this.set({ connection }, isUp() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'vitrina_socketio_connections',
    help: 'Socket.IO connections open on this process',
    registers: [registry],
    collect() {
      this.set(sources?.openSockets() ?? 0);
    },
  });
  const jobStats = () => (sources?.jobs ?? []).map((job) => ({ job: job.name, stats: job.stats() }));
  new Counter({
    name: 'vitrina_job_runs_total',
    help: 'Rounds of a background job finished in this process, failed ones included',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { job, stats } of jobStats()) this.inc({ job }, stats.runs);
    },
  });
  new Counter({
    name: 'vitrina_job_failures_total',
    help: 'Rounds of a background job that failed in this process',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { job, stats } of jobStats()) this.inc({ job }, stats.failures);
    },
  });
  new Gauge({
    name: 'vitrina_job_running',
    help: 'Whether a round of a background job is running now in this process',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { job, stats } of jobStats()) this.set({ job }, stats.isRunning ? 1 : 0);
    },
  });
  new Gauge({
    name: 'vitrina_job_last_run_timestamp_seconds',
    help: 'When the last round of a background job finished in this process (absent before the first)',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { job, stats } of jobStats()) if (stats.lastRunAt !== null) this.set({ job }, stats.lastRunAt / 1000);
    },
  });
  new Gauge({
    name: 'vitrina_job_dead_items',
    help: 'Items of a round given up after their last attempt (dead letters), in the whole database',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await sources?.deadJobItems?.().catch(() => new Map<string, number>());
      for (const { job } of jobStats()) this.set({ job }, counts?.get(job) ?? 0);
    },
  });
  new Gauge({
    name: 'vitrina_image_work',
    help: 'Images of uploads by state: queued (waiting for a worker), active (being processed)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.reset();
      const stats = sources?.imageWork?.();
      if (!stats) return;
      this.set({ state: 'queued' }, stats.queued);
      this.set({ state: 'active' }, stats.active);
    },
  });

  registerCacheMetrics(registry, () => keptCaches(server).list());

  const expected = options.token === undefined ? null : digest(`Bearer ${options.token}`);
  server.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization;
    // Compared as digests, in constant time: the answer does not tell how much of a guess was right.
    if (!expected || typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      return reply.status(404).send(errorBody('not_found', request.lang));
    }
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
  server.addHook('onClose', async () => registry.clear());

  return {
    observe(observed) {
      sources = observed;
    },
  };
}
