import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './free-port.ts';

/** Whether a redis-server binary is installed (CI installs one; the tests that need it skip otherwise). */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/**
 * A Redis of the test's own on a free port, which the test may stop and start again at will — never the
 * shared one other tests use.
 */
export interface PrivateRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function createPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  return {
    url,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      // Waits for it to answer (ioredis keeps reconnecting until it does; the file's timeout bounds it).
      const probe = new Redis(url, { maxRetriesPerRequest: null, retryStrategy: () => 20 });
      probe.on('error', () => undefined);
      try {
        await probe.ping();
      } finally {
        probe.disconnect();
      }
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
}
