import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../helpers/http-client.ts';
import { createTalent } from '../helpers/posts.ts';
import { createSocketPool, listen, realtimeEnv } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';
import { METRICS_TOKEN as TOKEN, samplesOf, valueOf } from '../helpers/metrics.ts';
import { runRound } from '../helpers/rounds.ts';

describe(`GET /metrics (${engineName}${testRedisUrl ? ' + redis' : ''})`, () => {
  let app: TestApp;
  const sockets = createSocketPool();
  const scrape = async () => {
    const res = await createClient(app).get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  beforeAll(async () => {
    app = await createTestApp({ METRICS_TOKEN: TOKEN, ...realtimeEnv() });
  });
  afterAll(async () => {
    sockets.closeAll();
    await app?.close();
  });

  it('is not found without the token or with a wrong one', async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer wrong-token-of-the-same-size-01234' },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const res = await createClient(app).get('/metrics', { headers });
      expect([res.statusCode, res.json().error]).toEqual([404, 'not_found']);
    }
  });

  it('counts requests by route pattern and status, with latencies, never by raw address', async () => {
    const ana = await createTalent(app, 'Métrica');
    const before = await scrape();
    const route = { method: 'GET', route: '/api/users/:profile_url/profile', status: '200' };
    expect((await createClient(app).as(ana).get(`/api/users/${ana.profileUrl}/profile`)).statusCode).toBe(200);
    expect((await createClient(app).as(ana).get('/api/users/nadie-con-este-nombre/profile')).statusCode).toBe(404);
    const after = await scrape();
    expect(valueOf(after, 'vitrina_http_requests_total', route)).toBe(
      valueOf(before, 'vitrina_http_requests_total', route) + 1,
    );
    expect(valueOf(after, 'vitrina_http_requests_total', { ...route, status: '404' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'vitrina_http_request_duration_seconds_count', route)).toBe(
      valueOf(before, 'vitrina_http_request_duration_seconds_count', route) + 1,
    );
    expect(after).not.toContain(ana.profileUrl);
    expect(after).not.toContain('nadie-con-este-nombre');
    // Node's own: the event loop's lag among them.
    expect(samplesOf(after, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
  });

  it('reports the database pool (PostgreSQL), the jobs’ rounds, Redis and open sockets', async () => {
    const before = await scrape();
    await runRound(app, 'data-export');
    const after = await scrape();
    const job = { job: 'data-export' };
    expect(valueOf(after, 'vitrina_job_runs_total', job)).toBe(valueOf(before, 'vitrina_job_runs_total', job) + 1);
    expect(
      samplesOf(after, 'vitrina_job_failures_total')
        .map((s) => s.labels.job)
        .sort(),
    ).toEqual([
      'account-deletion',
      'availability-reminder',
      'data-export',
      'factor-removals',
      'fits-alerts',
      'guardian-adulthood',
      'guardian-summaries',
      'minor-report-alerts',
      'new-post-notices',
      'notification-mail',
      'opportunity-closing',
      'saved-search-alerts',
      'self-tape-reminders',
      'suspension-expiry',
      // Home timelines are kept in Redis or, on the embedded database, in process (decision 0005).
      ...(testRedisUrl || engineName === 'pglite' ? ['timeline-fanout'] : []),
      'video-transcoding',
      'view-counter',
      'view-pruning',
      'weekly-digest',
    ]);
    expect(valueOf(after, 'vitrina_job_last_run_timestamp_seconds', job)).toBeGreaterThan(0);

    const pool = samplesOf(after, 'vitrina_db_pool_connections');
    if (engineName === 'postgres') {
      expect(pool.map((s) => s.labels.state).sort()).toEqual(['idle', 'total', 'waiting']);
      expect(valueOf(after, 'vitrina_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      // Nobody waits for a connection now.
      expect(valueOf(after, 'vitrina_db_pool_wait_seconds')).toBe(0);
      expect(samplesOf(after, 'vitrina_db_query_errors_total')).toHaveLength(1);
    } else {
      // One embedded connection: there is no pool to report.
      expect(pool).toEqual([]);
    }

    // The image queue of uploads, idle.
    expect(samplesOf(after, 'vitrina_image_work')).toEqual([
      { labels: { state: 'queued' }, value: 0 },
      { labels: { state: 'active' }, value: 0 },
    ]);

    const redis = samplesOf(after, 'vitrina_redis_up');
    if (testRedisUrl)
      expect(redis.map((s) => s.labels.connection).sort()).toEqual(['home-timelines', 'rate-limiter', 'socket.io']);
    else expect(redis).toEqual([]);

    const url = await listen(app);
    const ana = await createTalent(app, 'Conectada');
    await sockets.connect(url, { token: ana.token });
    expect(valueOf(await scrape(), 'vitrina_socketio_connections')).toBe(1);
  });

  it('lists every process cache by name with its counts', async () => {
    const ana = await createTalent(app, 'Cacheada');
    expect((await createClient(app).as(ana).get('/api/users/self')).statusCode).toBe(200);
    const before = await scrape();
    expect((await createClient(app).as(ana).get('/api/users/self')).statusCode).toBe(200);
    const after = await scrape();
    const tokens = { cache: 'verified-tokens' };
    expect(valueOf(after, 'vitrina_cache_hits_total', tokens)).toBe(
      valueOf(before, 'vitrina_cache_hits_total', tokens) + 1,
    );
    const names = (metric: string) =>
      samplesOf(after, metric)
        .map((s) => s.labels.cache)
        .sort();
    // Home timelines are kept in Redis or, on the embedded database, in process.
    const timelines = testRedisUrl || engineName === 'pglite';
    const caches = [
      'cards',
      'first-comments',
      ...(timelines ? ['home-timelines'] : []),
      'image-variants',
      'kept-page-counters',
      'kept-pages',
      'list-cards',
      'list-windows',
      'media-catalog',
      ...(timelines ? ['network-counts'] : []),
      'opportunities-board',
      'post-cache',
      'post-json',
      'profile-card-images',
      'published-videos',
      // The abuse limits' in-process store (the one Redis falls back to).
      'rate-limits',
      'scouting-search',
      'session-owners',
      ...(timelines ? ['timeline-repairs'] : []),
      'verified-tokens',
    ];
    for (const metric of ['hits_total', 'misses_total', 'loads_total', 'evictions_total', 'entries', 'bytes'])
      expect(names(`vitrina_cache_${metric}`)).toEqual(caches);
  });
});

describe(`GET /metrics without METRICS_TOKEN (${engineName})`, () => {
  it('does not exist', async () => {
    const app = await createTestApp();
    try {
      const res = await createClient(app).get('/metrics', {
        headers: { authorization: 'Bearer anything-at-all-0123' },
      });
      expect([res.statusCode, res.json().error]).toEqual([404, 'not_found']);
    } finally {
      await app.close();
    }
  });
});
