import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostPage } from '@vitrina/contract/posts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTalent, follow, publishText, runFanout, settleTimelines } from '../helpers/posts.ts';
import { createPrivateRedis, hasRedisServer, type PrivateRedis } from '../helpers/private-redis.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const FOLLOWERS = 20;

/**
 * Issue 65: a Redis that stops answering for longer than a command's time-out (CLIENT PAUSE: the connection stays
 * up, the commands wait) in the middle of a fan-out. The round fails and keeps the post due, nothing is left
 * unhandled in the process, and the post reaches every follower once Redis answers again.
 */
describe.skipIf(!hasRedisServer)(`the fan-out when Redis commands time out (${engineName})`, () => {
  let app: TestApp | undefined;
  let redis: PrivateRedis | undefined;
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  beforeAll(() => {
    process.on('unhandledRejection', record);
  });
  afterAll(async () => {
    process.off('unhandledRejection', record);
    await app?.close();
    await redis?.stop();
  });

  const feedIds = async (user: TestUser) => {
    const res = await createClient(app!).as(user).get('/api/posts/feed');
    expect(res.statusCode).toBe(200);
    return (res.json() as PostPage).posts.map((post) => post.id);
  };

  it('keeps the post due without an unhandled rejection, and delivers it once Redis answers', async () => {
    redis = await createPrivateRedis();
    await redis.start();
    // Batches of 5: the pause falls between the round's many deliveries.
    app = await createTestApp({ REDIS_URL: redis.url, REDIS_PREFIX: 'tl-timeout', TIMELINE_FANOUT_BATCH: '5' });
    const author = await createTalent(app, 'Autora');
    const followers: TestUser[] = [];
    for (let i = 0; i < FOLLOWERS; i += 1) {
      const follower = await createUser(app, { type: 'talento', nombre: `Seguidora ${i}` });
      await follow(app, follower.id, author.id);
      followers.push(follower);
    }
    // Each follower's timeline is built (a first read), so the fan-out delivers into all of them.
    for (const follower of followers) await feedIds(follower);
    await settleTimelines(app);

    const post = await publishText(app, author, 'durante la pausa');
    const admin = new Redis(redis.url);
    try {
      await admin.call('CLIENT', 'PAUSE', '1600', 'ALL');
      const paused = await runFanout(app);
      expect(paused.posts).toBe(0);
      // The paused commands are answered late, after their time-out: still nothing may be unhandled.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    } finally {
      admin.disconnect();
    }
    expect(unhandled).toEqual([]);

    // The failed delivery is retried after its backoff (a second at first): once it runs, every follower has it.
    const deadline = Date.now() + 20_000;
    let delivered = 0;
    while (delivered === 0 && Date.now() < deadline) {
      delivered = (await runFanout(app)).posts;
      if (delivered === 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(delivered).toBe(1);
    for (const follower of followers) expect((await feedIds(follower))[0]).toBe(post.id);
    expect(unhandled).toEqual([]);
  });
});
