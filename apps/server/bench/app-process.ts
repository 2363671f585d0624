/**
 * An app process under test of a benchmark (forked by `forked-app.ts`: the day crowd, messaging): the real app in
 * production mode, rate limits off, jobs started, PostgreSQL, Redis and DATA_DIR from the environment (the day
 * crowd's is the seed's, with its photos). It tells its parent its port and answers over IPC with session tokens
 * and its memory (after a full collection when started with --expose-gc).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { issueToken } from '../test/helpers/session-tokens.ts';

type Request =
  | { id: number; kind: 'tokens'; userIds: number[] }
  | { id: number; kind: 'memory'; collect?: boolean }
  | { id: number; kind: 'close' };

// No web build is served: the crowd calls the API, sockets and media only.
const webDist = mkdtempSync(path.join(tmpdir(), 'vitrina-bench-web-'));
process.on('exit', () => rmSync(webDist, { recursive: true, force: true }));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_APP_LOG_LEVEL ?? 'silent',
  WEB_DIST: webDist,
  JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  RATE_LIMITS: 'false',
});
const app = await buildApp(config);
await app.server.listen({ host: '127.0.0.1', port: 0 });
app.jobs.start();
const address = app.server.server.address();
if (!address || typeof address === 'string') throw new Error('no address');

const gc = (globalThis as { gc?: () => void }).gc;
process.on('message', (request: Request) => {
  void (async () => {
    if (request.kind === 'tokens') {
      const tokens = await Promise.all(request.userIds.map((id) => issueToken(app, id)));
      process.send!({ id: request.id, tokens });
    } else if (request.kind === 'memory') {
      if (request.collect) {
        gc?.();
        gc?.();
      }
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
