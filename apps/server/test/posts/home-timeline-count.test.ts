import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostPage } from '@vitrina/contract/posts';
import type { TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTalent, follow, publishMany, settleTimelines, timelineReads } from '../helpers/posts.ts';
import { realtimeEnv } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';

const hasTimelines = Boolean(testRedisUrl) || engineName === 'pglite';
const where = `${engineName}${testRedisUrl ? ' + Redis' : ''}`;

/** The followed feed's first page as `user` sees it now, and whether the timeline answered it. */
async function firstPage(app: TestApp, user: TestUser) {
  const before = timelineReads(app).fromTimeline;
  const res = await createClient(app).as(user).get('/api/posts/feed?page=1');
  expect(res.statusCode).toBe(200);
  const page = res.json() as PostPage;
  return {
    ids: page.posts.map((post) => post.id),
    limit: page.limit,
    stored: timelineReads(app).fromTimeline > before,
  };
}

const settle = settleTimelines;

// The network's count (the page's `limit`) is kept per reader for TIMELINE_COUNT_SECONDS (decision 0005): a
// minute here, so that what reaches it late and what must reach it at once are told apart.
describe.skipIf(!hasTimelines)(`a followed feed's kept count (${where})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ ...realtimeEnv(), TIMELINE_ACTIVE_DAYS: '0.01', TIMELINE_COUNT_SECONDS: '60' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is kept for others’ posts, and read again at once after the reader’s own post or follow', async () => {
    const reader = await createTalent(app, 'Cuenta');
    const [author, later] = [await createTalent(app, 'Autora'), await createTalent(app, 'Nueva')];
    await follow(app, reader.id, author.id);
    await publishMany(app, author, 12);
    await firstPage(app, reader);
    await settle(app);
    expect(await firstPage(app, reader)).toMatchObject({ limit: 1, stored: true });

    // Someone else's post: on the page from the timeline at once, in the count within the window.
    const [extra] = await publishMany(app, author, 1);
    await settle(app);
    const afterOthers = await firstPage(app, reader);
    expect(afterOthers).toMatchObject({ limit: 1, stored: true });
    expect(afterOthers.ids[0]).toBe(extra);

    // The reader's own post changes the count's key: 14 posts, two pages.
    await publishMany(app, reader, 1);
    await settle(app);
    expect(await firstPage(app, reader)).toMatchObject({ limit: 2, stored: true });

    // So does a follow (the follows version): 14 + 11 posts, three pages.
    await publishMany(app, later, 11);
    await follow(app, reader.id, later.id);
    await firstPage(app, reader);
    await settle(app);
    expect(await firstPage(app, reader)).toMatchObject({ limit: 3, stored: true });
  });
});
