import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testRedisUrl } from '../helpers/test-database.ts';

/** With REDIS_URL, every server process counts against the same limits (DESIGN §1). */
describe.skipIf(!testRedisUrl)('accounts: rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL: testRedisUrl });
    second = await createTestApp({ REDIS_URL: testRedisUrl });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('login attempts on one process count on the other', async () => {
    const email = `redis-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const attempt = (app: TestApp) =>
      createClient(app).post('/api/users/authenticate', { email, password: 'cualquier-cosa' });
    for (let i = 0; i < 5; i += 1) expect((await attempt(first)).statusCode).toBe(400);
    for (let i = 0; i < 5; i += 1) expect((await attempt(second)).statusCode).toBe(400);
    const over = await attempt(first);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('too_many_requests');
    expect((await attempt(second)).statusCode).toBe(429);
  });
});
