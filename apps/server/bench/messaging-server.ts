/**
 * One server process of the messaging benchmark (bench/messaging.ts forks two): the real app on
 * 127.0.0.1 with PostgreSQL and Redis from the environment, no rate limits, silent logs. It tells its
 * parent its port, and answers over IPC with session tokens for user ids and with its memory after a
 * full garbage collection (the parent starts it with --expose-gc).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { issueToken } from '../test/helpers/session-tokens.ts';

type Request =
  { id: number; kind: 'tokens'; userIds: number[] } | { id: number; kind: 'memory' } | { id: number; kind: 'close' };

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-messaging-bench-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST: dataDir,
  JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  RATE_LIMITS: 'false',
});
const app = await buildApp(config);
await app.server.listen({ host: '127.0.0.1', port: 0 });
// A served process runs its background jobs (main.ts starts them the same way).
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
      gc?.();
      gc?.();
      process.send!({ id: request.id, memory: process.memoryUsage() });
    } else {
      await app.server.close();
      process.send!({ id: request.id, closed: true }, () => process.exit(0));
    }
  })();
});
process.send!({ ready: true, port: address.port });
