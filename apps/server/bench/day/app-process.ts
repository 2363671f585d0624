/**
 * An app process under test of the day crowd (bench/day/app-fleet.ts forks it): the real app in production mode,
 * rate limits off, jobs started, PostgreSQL and Redis from the environment, the media of DATA_DIR (the seeded
 * photos). It tells its parent its port and answers over IPC with session tokens and its memory.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { issueToken } from '../../test/helpers/session-tokens.ts';

type Request =
  { id: number; kind: 'tokens'; userIds: number[] } | { id: number; kind: 'memory' } | { id: number; kind: 'close' };

// No web build is served: the crowd calls the API, sockets and media only.
const webDist = mkdtempSync(path.join(tmpdir(), 'vitrina-day-web-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_DAY_LOG_LEVEL ?? 'silent',
  WEB_DIST: webDist,
  JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  RATE_LIMITS: 'false',
});
const app = await buildApp(config);
await app.server.listen({ host: '127.0.0.1', port: 0 });
app.jobs.start();
const address = app.server.server.address();
if (!address || typeof address === 'string') throw new Error('no address');

process.on('message', (request: Request) => {
  void (async () => {
    if (request.kind === 'tokens') {
      const tokens = await Promise.all(request.userIds.map((id) => issueToken(app, id)));
      process.send!({ id: request.id, tokens });
    } else if (request.kind === 'memory') {
      process.send!({ id: request.id, memory: process.memoryUsage() });
    } else {
      await app.server.close();
      process.send!({ id: request.id, closed: true }, () => process.exit(0));
    }
  })();
});
// A generator that dies without closing us takes its app along (no orphan keeps the port and the database).
process.on('disconnect', () => process.exit(0));
process.send!({ ready: true, port: address.port });
