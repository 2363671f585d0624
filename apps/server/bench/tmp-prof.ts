import { mkdirSync, writeFileSync } from 'node:fs';
import { startBenchServer } from './bench-server.ts';
import { load } from './load.ts';
const url = process.env.BENCH_DATABASE_URL!;
mkdirSync('/tmp/exp/web', { recursive: true });
writeFileSync('/tmp/exp/web/index.html', '<!doctype html>');
const server = await startBenchServer(
  { kind: 'postgres', url },
  { webDist: '/tmp/exp/web', dataDir: '/tmp/exp/data' },
  { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'exp' + Date.now(), TIMELINE_ACTIVE_DAYS: '0.01' },
);
const viewer = await server.pickViewer(150);
const headers = { 'x-access-token': viewer.token };
const p = process.argv[2] ?? '/api/posts/feed?page=1&filter=agencia';
await load(`${server.base}${p}`, { connections: 50, seconds: 3, headers });
const r = await load(`${server.base}${p}`, { connections: 50, seconds: 10, headers });
console.log('req/s', (r.total / 10).toFixed(0));
await server.close();
process.exit(0);
