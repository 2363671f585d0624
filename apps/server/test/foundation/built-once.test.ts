import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { createAccountsRepository } from '../../src/modules/accounts/accounts.repository.ts';
import { createFeedRepository } from '../../src/modules/feed/feed.repository.ts';
import { createProfileMediaRepository } from '../../src/modules/feed/profile-media.repository.ts';
import { createPostsRepository } from '../../src/modules/posts/posts.repository.ts';
import { createProfilesRepository } from '../../src/modules/profiles/profiles.repository.ts';
import { listFirstForAnyone } from '../../src/modules/feed/first-comments.ts';
import { visibleTo } from '../../src/modules/graph/visibility.ts';
import { createMessagesRepository } from '../../src/modules/messages/messages.repository.ts';
import { createNotificationsRepository } from '../../src/modules/notifications/notifications.repository.ts';
import { createUserDirectory } from '../../src/modules/profiles/user-directory.ts';
import { createSessionStore } from '../../src/sessions/session-store.ts';
import { block, createTalent, publish, publishText, uploadForPost } from '../helpers/posts.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeImage } from '../helpers/media-files.ts';
import { engineName } from '../helpers/test-database.ts';

/**
 * The reads a profile visit, a photo and a session run with nearly every request are turned into text once, not
 * on every call: drizzle walking their trees was a tenth of the app's CPU under the day crowd (decision 0053).
 */
describe(`the hot reads are built once (${engineName})`, () => {
  let app: TestApp;
  let db: Db;
  let ids: { ana: number; bruno: number; carla: number; posts: number[] };
  let urls: { ana: string; bruno: string };

  beforeAll(async () => {
    app = await createTestApp();
    db = app.database.db;
    const [ana, bruno, carla] = await Promise.all(['Ana', 'Bruno', 'Carla'].map((name) => createTalent(app, name)));
    const photo = await uploadForPost(app, bruno!, await makeImage(64, 48), 'foto.jpg', 'image/jpeg');
    const posts = [
      await publishText(app, ana!, 'uno'),
      await publish(app, bruno!, { description: 'dos', files: [{ filename: photo }] }),
    ].map((p) => p.id);
    // Ana's like: an entry on Bruno's notifications page.
    const liked = await createClient(app).as(ana!).post(`/api/reactions/like/post/${posts[1]}`);
    expect(liked.statusCode).toBe(200);
    await block(app, carla!.id, bruno!.id);
    ids = { ana: ana!.id, bruno: bruno!.id, carla: carla!.id, posts };
    urls = { ana: ana!.profileUrl, bruno: bruno!.profileUrl };
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** What `work` answers, and the statements drizzle turned into text meanwhile. */
  async function built<T>(work: () => Promise<T>): Promise<{ answer: T; texts: string[] }> {
    const toQuery = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    const answer = await work();
    const texts = toQuery.mock.results.map((result) => (result.value as { sql: string }).sql);
    toQuery.mockRestore();
    return { answer, texts };
  }

  it('answers each call with its own values from a text built on the first', async () => {
    const feed = createFeedRepository(db);
    const directory = createUserDirectory(db);
    const accounts = createAccountsRepository(db);
    const sessions = createSessionStore(db);
    const profiles = createProfilesRepository(db);
    const posts = createPostsRepository(db);
    const media = createProfileMediaRepository(db);
    const notices = createNotificationsRepository(db);
    const messages = createMessagesRepository(db);
    const announced = async (recipient: number) => {
      const [entry] = (await notices.listPage(visibleTo(recipient), 0, 10)).rows;
      return entry && (await notices.findAnnounced(visibleTo(recipient), entry.id))?.unread;
    };
    const reads = (viewer: number, other: number, post: number) => async () => ({
      page: await profiles.findPage(viewer, { profileUrl: urls.bruno }).then((page) => page?.visible),
      popup: await profiles.findPage(viewer, { id: other }).then((page) => page?.user.profileUrl),
      entry: await directory.findVisibleByProfileUrl(visibleTo(viewer), urls.bruno).then((entry) => entry?.id),
      anyone: (await directory.findByProfileUrl(urls.ana))?.id,
      post: await posts.findVisiblePost(visibleTo(viewer), post).then((row) => row?.visible),
      photos: (await media.listFiles(visibleTo(viewer), ids.bruno, 'PHOTO', 12, 0)).count,
      hidden: await visibleTo(viewer).hides(db, other),
      comments: (await listFirstForAnyone(db, [post])).map((row) => row.postId),
      files: (await feed.listFiles([post])).length,
      cards: [...(await directory.listAuthors([viewer, other])).keys()].sort(),
      confirmed: (await directory.listAuthors([other], { confirmedOnly: true })).size,
      subject: (await accounts.findSessionSubject(viewer))?.id,
      ended: await sessions.listEnded(viewer, new Date()),
      notices: (await notices.listPage(visibleTo(other), 0, 10)).count,
      announced: await announced(other),
      thread: (await messages.readThread(viewer, urls.bruno, undefined, 10))?.person.id,
    });
    const first = await built(reads(ids.carla, ids.bruno, ids.posts[1]!));
    expect(first.answer).toEqual({
      page: false,
      popup: urls.bruno,
      entry: undefined,
      anyone: ids.ana,
      post: false,
      photos: 0,
      hidden: true,
      comments: [ids.posts[1]],
      files: 1,
      cards: [ids.bruno, ids.carla].sort(),
      confirmed: 1,
      subject: ids.carla,
      ended: [],
      notices: 1,
      announced: 1,
      thread: undefined,
    });
    expect(first.texts.length).toBeGreaterThan(0);

    const second = await built(reads(ids.ana, ids.bruno, ids.posts[0]!));
    expect(second.answer).toMatchObject({
      page: true,
      entry: ids.bruno,
      post: true,
      photos: 1,
      hidden: false,
      comments: [ids.posts[0]],
      subject: ids.ana,
      notices: 1,
      announced: 1,
      thread: ids.bruno,
    });
    expect(second.texts).toEqual([]);
  });
});
