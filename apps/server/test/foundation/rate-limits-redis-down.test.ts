import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '../helpers/http-client.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { freePort } from '../helpers/free-port.ts';
import { createPrivateRedis, hasRedisServer, type PrivateRedis } from '../helpers/private-redis.ts';
import { waitUntil } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const FALLBACK = 'counting in this process';
const BACK = 'rate limits: redis reachable again';

/** Wrong logins for one address until the first 429; answers how many were refused with 400 before it. */
async function attemptsBeforeLimit(app: TestApp, email: string): Promise<number> {
  const api = createClient(app);
  for (let i = 0; i < 15; i += 1) {
    const res = await api.post('/api/users/authenticate', { email, password: 'cualquier-cosa' });
    if (res.statusCode === 429) {
      expect(res.json().error).toBe('too_many_requests');
      return i;
    }
    expect(res.statusCode).toBe(400);
  }
  return Infinity;
}

const address = () => `limits-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;

/** The limits hold while Redis is away, counted in the process, and say so in the log. */
describe('rate limits while Redis is unreachable', () => {
  const apps: TestApp[] = [];
  let redis: PrivateRedis | undefined;
  afterAll(async () => {
    for (const app of apps) await app.close();
    await redis?.stop();
  });

  it('a Redis that never answered: the eleventh wrong login for an address is refused (429)', async () => {
    const app = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, LOG_LEVEL: 'warn' });
    apps.push(app);
    expect(await attemptsBeforeLimit(app, address())).toBe(10);
  });

  it.skipIf(!hasRedisServer)(
    'Redis going away and coming back: limits hold throughout, and the log says each change once',
    async () => {
      redis = await createPrivateRedis();
      await redis.start();
      const app = await createTestApp({ REDIS_URL: redis.url, REDIS_PREFIX: 'limits-down', LOG_LEVEL: 'info' });
      apps.push(app);
      const logs = captureLogs(app);
      const said = (text: string) => logs.filter((line) => line.includes(text)).length;
      expect(await attemptsBeforeLimit(app, address())).toBe(10);
      expect(said(FALLBACK)).toBe(0);

      await redis.stop();
      await waitUntil(() => said(FALLBACK) > 0, 'the log to say the limits count in process');
      expect(await attemptsBeforeLimit(app, address())).toBe(10);

      await redis.start();
      await waitUntil(() => said(BACK) > 0, 'the log to say Redis is back');
      // Back in Redis: a new address's count starts there, and holds.
      expect(await attemptsBeforeLimit(app, address())).toBe(10);
      expect(said(FALLBACK)).toBe(1);
      expect(said(BACK)).toBe(1);
    },
    60_000,
  );
});
