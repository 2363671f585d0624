import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../helpers/log-capture.ts';
import { createTalent } from '../helpers/posts.ts';
import { collectMessages, createSocketPool, listen, sendOverSocket, waitUntil } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/**
 * REDIS_URL names a Redis that is not there (a closed loopback port): the process starts anyway, its own
 * sockets are served, and broadcasts that cannot reach Redis are logged when the client gives up on them —
 * never an unhandled rejection, which would end the process (and fail this run).
 */
describe(`realtime with Redis unreachable (${engineName})`, () => {
  let app: TestApp;
  let url: string;
  let logs: string[];
  const sockets = createSocketPool();

  beforeAll(async () => {
    app = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' });
    logs = captureLogs(app);
    url = await listen(app);
  });
  afterEach(() => sockets.closeAll());
  afterAll(async () => {
    await app?.close();
  });

  it('still delivers on its own process, and logs the broadcasts Redis never got', async () => {
    const ana = await createTalent(app, 'Ana');
    const bruno = await createTalent(app, 'Bruno');
    const heard = collectMessages(await sockets.connect(url, { token: bruno.token }));
    const ack = await sendOverSocket(await sockets.connect(url, { token: ana.token }), {
      message: 'sin redis',
      receiverId: bruno.id,
    });
    expect(ack.ok).toBe(true);
    await waitUntil(() => heard.length === 1, 'delivery on the same process');

    const deadline = Date.now() + 30_000;
    while (!logs.some((line) => line.includes('a broadcast could not reach redis')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(logs.some((line) => line.includes('a broadcast could not reach redis'))).toBe(true);
  });
});
