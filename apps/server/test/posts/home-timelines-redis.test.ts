import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PostPage } from '@vitrina/contract/posts';
import { queryRows } from '../../src/db/client.ts';
import type { TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTalent, publishText, runFanout, settleTimelines, timelineReads } from '../helpers/posts.ts';
import { createPrivateRedis, hasRedisServer, type PrivateRedis } from '../helpers/private-redis.ts';
import { createAppPair, realtimeEnv } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';

async function feedIds(app: TestApp, user: TestUser): Promise<number[]> {
  const res = await createClient(app).as(user).get('/api/posts/feed');
  expect(res.statusCode).toBe(200);
  return (res.json() as PostPage).posts.map((post) => post.id);
}

const settle = settleTimelines;

const fromTimeline = (app: TestApp) => timelineReads(app).fromTimeline;

async function followOver(app: TestApp, user: TestUser, other: TestUser): Promise<void> {
  expect((await createClient(app).as(user).post('/api/users/follow', { id: other.id })).statusCode).toBe(200);
}

describe.skipIf(!testRedisUrl)(`home timelines in Redis, two processes (${engineName})`, () => {
  let pair: Awaited<ReturnType<typeof createAppPair>> | undefined;
  afterAll(async () => {
    await pair?.close();
  });

  it('a post delivered by one process is read from the timeline by the other; a delete or block on one is seen on the other at once', async () => {
    // A short active window: the test's timelines leave the shared Redis by themselves.
    pair = await createAppPair({ ...realtimeEnv(), TIMELINE_ACTIVE_DAYS: '0.01' });
    const [a, b] = pair.apps;
    const reader = await createTalent(a, 'Lectora');
    const author = await createTalent(a, 'Autora');
    const other = await createTalent(a, 'Otra');
    await followOver(a, reader, author);
    await followOver(a, reader, other);
    const first = await publishText(a, author, 'primera');
    const second = await publishText(a, other, 'segunda');
    await settle(a);
    // Built by process b's read, delivered by process a's round.
    expect(await feedIds(b, reader)).toEqual([second.id, first.id]);
    await settle(b);
    const third = await publishText(a, author, 'tercera');
    await settle(a);
    const before = fromTimeline(b);
    expect(await feedIds(b, reader)).toEqual([third.id, second.id, first.id]);
    expect(fromTimeline(b)).toBe(before + 1);

    expect((await createClient(a).as(author).delete(`/api/posts/${third.id}`)).statusCode).toBe(204);
    expect(await feedIds(b, reader)).toEqual([second.id, first.id]);
    expect((await createClient(b).as(other).post('/api/users/block', { userId: reader.id })).statusCode).toBe(200);
    expect(await feedIds(a, reader)).toEqual([first.id]);
  });
});

describe.skipIf(!hasRedisServer)(`home timelines while Redis is away (${engineName})`, () => {
  let app: TestApp | undefined;
  let redis: PrivateRedis | undefined;
  afterAll(async () => {
    await app?.close();
    await redis?.stop();
  });

  it('the feed answers from the database without an error; once Redis is back the timeline is rebuilt, with no gap', async () => {
    redis = await createPrivateRedis();
    await redis.start();
    app = await createTestApp({ REDIS_URL: redis.url, REDIS_PREFIX: 'tl-away' });
    const reader = await createTalent(app, 'Lectora');
    const author = await createTalent(app, 'Autora');
    await followOver(app, reader, author);
    const before = await publishText(app, author, 'antes');
    await feedIds(app, reader);
    await settle(app);
    await feedIds(app, reader);
    expect(fromTimeline(app)).toBe(1);

    await redis.stop();
    expect(await feedIds(app, reader)).toEqual([before.id]);
    // The post cache needs no Redis (decision 0005): an edit and a comment are in the next read.
    const http = createClient(app);
    const edit = { id: before.id, description: 'editado' };
    expect((await http.as(author).put('/api/posts/change-comment', edit)).statusCode).toBe(200);
    expect((await http.as(reader).post('/api/comments', { postId: before.id, comment: 'sin redis' })).statusCode).toBe(
      200,
    );
    const page = (await http.as(reader).get('/api/posts/feed')).json() as PostPage;
    expect(page.posts.map((p) => [p.description, p.commentsItems.map((c) => c.comment)])).toEqual([
      ['editado', ['sin redis']],
    ]);
    const early = await publishText(app, author, 'mientras 1');
    const during = await publishText(app, author, 'mientras 2');
    // The deliveries fail and stay due, given back at once.
    expect(await runFanout(app)).toEqual({ posts: 0, followers: 0 });
    expect(await feedIds(app, reader)).toEqual([during.id, early.id, before.id]);
    expect(fromTimeline(app)).toBe(1);

    // Back, empty (it kept nothing): deliveries resume and the timeline is rebuilt within 10 s.
    await redis.start();
    const deadline = Date.now() + 10_000;
    const due = async () => (await queryRows(app!.database.db, sql`select post_id from timeline_fanouts`)).length;
    let served = fromTimeline(app);
    while ((fromTimeline(app) === served || (await due()) > 0) && Date.now() < deadline) {
      await settle(app);
      served = fromTimeline(app);
      expect(await feedIds(app, reader)).toEqual([during.id, early.id, before.id]);
      if (fromTimeline(app) === served) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(fromTimeline(app)).toBeGreaterThan(1);
    expect(await due()).toBe(0);
  });
});
