import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Post, PostPage } from '@vitrina/contract/posts';
import { POSTS_PAGE_SIZE } from '@vitrina/contract/post-limits';
import { users } from '../../src/db/schema/users.ts';
import type { TestUser } from '../helpers/factories.ts';
import { cacheFigure } from '../helpers/caches.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTalent, publishMany, publishText, settleTimelines, timelinesBuilt } from '../helpers/posts.ts';
import { createAppPair, realtimeEnv } from '../helpers/sockets.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { createPrivateRedis, hasRedisServer, type PrivateRedis } from '../helpers/private-redis.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';

// Decision 0005: a followed, global or profile page is kept and served again while its stamp holds; whatever changes, on either
// process, is in the first read that starts after the change answered (counters within TIMELINE_COUNTERS_MS).
// Reads go to process a, writes to process b.

const COUNTERS_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const byId = (posts: Post[], id: number) => posts.find((post) => post.id === id);

/** Talents named `names`, made on `app`, in that order. */
async function talents<const N extends readonly string[]>(app: TestApp, names: N) {
  return (await Promise.all(names.map((n) => createTalent(app, n)))) as { [K in keyof N]: TestUser };
}

/**
 * The reader's page of `path` on process `app`: `feed` reads it; `kept` reads it (rebuilds done), then again, and
 * asks that this last read was served kept, with what the read before it had.
 */
function readerOf(app: TestApp, reader: TestUser, path: string) {
  const feed = async (): Promise<Post[]> => {
    const res = await createClient(app).as(reader).get(path);
    expect(res.statusCode).toBe(200);
    return (res.json() as PostPage).posts;
  };
  const kept = async (): Promise<Post[]> => {
    await feed();
    await timelinesBuilt(app);
    const read = await feed();
    const served = cacheFigure(app, 'kept-pages', 'served');
    expect(await feed()).toEqual(read);
    expect(cacheFigure(app, 'kept-pages', 'served')).toBe(served + 1);
    return read;
  };
  return { feed, kept };
}

/**
 * Someone else's like (within the counters' age), the reader's own (at once), the author's edit and someone's
 * comment on `postId`, each in the next read of a page that was served kept before it.
 */
async function postChanges(
  { feed, kept }: ReturnType<typeof readerOf>,
  writer: TestApp,
  { reader, author, witness }: Record<'reader' | 'author' | 'witness', TestUser>,
  postId: number,
) {
  const as = (user: TestUser) => createClient(writer).as(user);
  await kept();
  expect((await as(witness).post(`/api/reactions/like/post/${postId}`)).statusCode).toBe(200);
  await sleep(COUNTERS_MS + 50);
  expect(byId(await feed(), postId)).toMatchObject({ likesCount: 1, reacted: false });
  await kept();
  expect((await as(reader).post(`/api/reactions/like/post/${postId}`)).statusCode).toBe(200);
  expect(byId(await feed(), postId)).toMatchObject({ likesCount: 2, reacted: true });
  await kept();
  expect((await as(author).put('/api/posts/change-comment', { id: postId, description: 'otro' })).statusCode).toBe(200);
  expect(byId(await feed(), postId)?.description).toBe('otro');
  await kept();
  expect((await as(witness).post('/api/comments', { postId, comment: 'hola' })).statusCode).toBe(200);
  expect(byId(await feed(), postId)?.commentsItems.map((c) => c.comment)).toEqual(['hola']);
}

// The pair is the file's, made before its tests; each test makes its own people and posts, so runs alone.
// Two processes on PostgreSQL keep home timelines only with a Redis between them: without TEST_REDIS_URL the
// file starts a Redis of its own.
const ownRedis = engineName === 'postgres' && !testRedisUrl;

describe.skipIf(ownRedis && !hasRedisServer)(`kept feed and profile pages, two processes (${engineName})`, () => {
  let pair: Awaited<ReturnType<typeof createAppPair>> | undefined;
  let redis: PrivateRedis | undefined;
  beforeAll(async () => {
    if (ownRedis) {
      redis = await createPrivateRedis();
      await redis.start();
    }
    pair = await createAppPair({
      ...(redis ? { REDIS_URL: redis.url } : realtimeEnv()),
      TIMELINE_ACTIVE_DAYS: '0.01',
      TIMELINE_COUNTERS_MS: String(COUNTERS_MS),
    });
  });
  afterAll(async () => {
    await pair?.close();
    await redis?.stop();
  });

  it('serves a page again until something on it changes, and every change is in the next read', async () => {
    const [a, b] = pair!.apps;
    const [reader, author, other, witness] = await talents(b, ['Lectora', 'Autora', 'Otra', 'Testigo']);
    const as = (user: TestUser) => createClient(b).as(user);
    for (const person of [author, other])
      expect((await as(reader).post('/api/users/follow', { id: person.id })).statusCode).toBe(200);
    const first = await publishText(b, author, 'uno');
    const second = await publishText(b, other, 'dos');
    await settleTimelines(a, b);

    const { feed, kept } = readerOf(a, reader, '/api/posts/feed');
    const ids = (posts: Post[]) => posts.map((p) => p.id);

    // A returning reader's first page comes from the database while the timeline is rebuilt.
    await feed();
    await timelinesBuilt(a);
    expect(ids(await kept())).toEqual([second.id, first.id]);

    // Someone else's like: the count within the counters' age, the reader's `reacted` still false.
    expect((await as(witness).post(`/api/reactions/like/post/${first.id}`)).statusCode).toBe(200);
    await sleep(COUNTERS_MS + 50);
    const refreshed = cacheFigure(a, 'kept-pages', 'refreshed');
    expect(byId(await feed(), first.id)).toMatchObject({ likesCount: 1, reacted: false });
    expect(cacheFigure(a, 'kept-pages', 'refreshed')).toBe(refreshed + 1);

    // The reader's own like: its `reacted` and its count at once.
    await kept();
    expect((await as(reader).post(`/api/reactions/like/post/${second.id}`)).statusCode).toBe(200);
    expect(byId(await feed(), second.id)).toMatchObject({ likesCount: 1, reacted: true });

    // An edit.
    await kept();
    const edit = await as(author).put('/api/posts/change-comment', { id: first.id, description: 'cambiado' });
    expect(edit.statusCode).toBe(200);
    expect(byId(await feed(), first.id)?.description).toBe('cambiado');

    // A comment by someone else: its count and the comment.
    await kept();
    expect((await as(witness).post('/api/comments', { postId: first.id, comment: 'hola' })).statusCode).toBe(200);
    expect(byId(await feed(), first.id)).toMatchObject({ commentsCount: 1, commentsItems: [{ comment: 'hola' }] });

    // A new name.
    await kept();
    await b.database.db.update(users).set({ nombre: 'Renombrada' }).where(eq(users.id, author.id));
    expect(byId(await feed(), first.id)?.user.fullname).toMatch(/^Renombrada /);

    // A suspension, and its end by the clock (no write in between).
    await kept();
    const until = new Date(Date.now() + 1_500);
    await b.database.db
      .update(users)
      .set({ suspendedAt: new Date(), suspendedUntil: until })
      .where(eq(users.id, other.id));
    expect(ids(await kept())).toEqual([first.id]);
    await sleep(until.getTime() - Date.now() + 100);
    expect(ids(await feed())).toEqual([second.id, first.id]);

    // A new post of someone followed, still due (no fan-out round yet): in the feed at once.
    await kept();
    const third = await publishText(b, author, 'tres');
    expect(ids(await feed())).toEqual([third.id, second.id, first.id]);
    await settleTimelines(a, b);

    // A delete.
    await kept();
    expect((await as(author).delete(`/api/posts/${third.id}`)).statusCode).toBe(204);
    expect(ids(await feed())).toEqual([second.id, first.id]);

    // A cancellation.
    await kept();
    await b.database.db.update(users).set({ cancelledAt: new Date() }).where(eq(users.id, author.id));
    expect(ids(await feed())).toEqual([second.id]);
    await b.database.db.update(users).set({ cancelledAt: null }).where(eq(users.id, author.id));

    // A block by someone the reader does not follow: their comment leaves the reader's page.
    await kept();
    expect((await as(witness).post('/api/users/block', { userId: reader.id })).statusCode).toBe(200);
    expect(byId(await feed(), first.id)?.commentsItems).toEqual([]);

    // An unfollow.
    await kept();
    expect((await as(reader).post('/api/users/unfollow', { id: author.id })).statusCode).toBe(200);
    expect(ids(await feed())).toEqual([second.id]);

    // A block by someone followed (which ends their follows too).
    await kept();
    expect((await as(other).post('/api/users/block', { userId: reader.id })).statusCode).toBe(200);
    expect(ids(await feed())).toEqual([]);
  });

  it('serves a global page again until something on it changes, and every change is in the next read', async () => {
    const [a, b] = pair!.apps;
    const [reader, author, stranger, witness] = await talents(b, ['Lectora', 'Autora', 'Extraña', 'Testigo']);
    const as = (user: TestUser) => createClient(b).as(user);
    const first = await publishText(b, author, 'uno global');
    const page = readerOf(a, reader, '/api/posts/feed?filter=agencia');
    const { feed, kept } = page;
    const newest = async () => (await feed())[0]?.id;

    expect((await kept())[0]?.id).toBe(first.id);
    // Anyone's new post: at once (the live posts' count).
    const second = await publishText(b, stranger, 'dos global');
    expect(await newest()).toBe(second.id);
    await postChanges(page, b, { reader, author, witness }, first.id);
    // A suspension and its end by the clock; a cancellation; a block; a delete.
    await kept();
    const until = new Date(Date.now() + 1_500);
    await b.database.db
      .update(users)
      .set({ suspendedAt: new Date(), suspendedUntil: until })
      .where(eq(users.id, stranger.id));
    expect(byId(await kept(), second.id)).toBeUndefined();
    await sleep(until.getTime() - Date.now() + 100);
    expect(await newest()).toBe(second.id);
    await kept();
    await b.database.db.update(users).set({ cancelledAt: new Date() }).where(eq(users.id, stranger.id));
    expect(byId(await feed(), second.id)).toBeUndefined();
    await b.database.db.update(users).set({ cancelledAt: null }).where(eq(users.id, stranger.id));
    await kept();
    expect((await as(stranger).post('/api/users/block', { userId: reader.id })).statusCode).toBe(200);
    expect(byId(await feed(), second.id)).toBeUndefined();
    await kept();
    expect((await as(author).delete(`/api/posts/${first.id}`)).statusCode).toBe(204);
    expect(byId(await feed(), first.id)).toBeUndefined();
    // A block the reader makes.
    const third = await publishText(b, witness, 'tres global');
    expect(await newest()).toBe(third.id);
    await kept();
    expect((await as(reader).post('/api/users/block', { userId: witness.id })).statusCode).toBe(200);
    expect(byId(await feed(), third.id)).toBeUndefined();
    // A new post and a deletion off the page, one after the other: the live count is the same, the page is not.
    const [older, filler, newcomer] = await talents(b, ['Vieja', 'Relleno', 'Nueva']);
    const old = await publishText(b, older, 'viejo');
    await publishMany(b, filler, POSTS_PAGE_SIZE, 'relleno');
    expect(byId(await kept(), old.id)).toBeUndefined();
    const fourth = await publishText(b, newcomer, 'nuevo');
    expect((await as(older).delete(`/api/posts/${old.id}`)).statusCode).toBe(204);
    expect(await newest()).toBe(fourth.id);
  });

  it('serves a profile page again until something on it changes, and every change is in the next read', async () => {
    const [a, b] = pair!.apps;
    const [reader, author, stranger, witness] = await talents(b, ['Lectora', 'Autora', 'Extraña', 'Testigo']);
    const as = (user: TestUser) => createClient(b).as(user);
    const first = await publishText(b, author, 'uno perfil');
    const path = `/api/posts/user/${author.profileUrl}`;
    const page = readerOf(a, reader, path);
    const { feed, kept } = page;
    const ids = async () => (await feed()).map((p) => p.id);
    const status = async () => (await createClient(a).as(reader).get(path)).statusCode;

    expect((await kept()).map((p) => p.id)).toEqual([first.id]);
    // Someone else's post elsewhere, commented on and edited: the page is still served kept.
    const elsewhere = await publishText(b, stranger, 'otro perfil');
    expect((await as(witness).post('/api/comments', { postId: elsewhere.id, comment: 'fuera' })).statusCode).toBe(200);
    const retold = await as(stranger).put('/api/posts/change-comment', { id: elsewhere.id, description: 'otro bis' });
    expect(retold.statusCode).toBe(200);
    const served = cacheFigure(a, 'kept-pages', 'served');
    expect(await ids()).toEqual([first.id]);
    expect(cacheFigure(a, 'kept-pages', 'served')).toBe(served + 1);
    // The author's new post and a delete: at once (the author's live posts' count).
    const second = await publishText(b, author, 'dos perfil');
    expect(await ids()).toEqual([second.id, first.id]);
    await kept();
    expect((await as(author).delete(`/api/posts/${second.id}`)).statusCode).toBe(204);
    expect(await ids()).toEqual([first.id]);
    // The author's share, and its original edited by its own author.
    const share = await as(author).post('/api/posts/share', { id: elsewhere.id, description: 'mirad' });
    expect(share.statusCode).toBe(200);
    const shareId = (share.json() as Post).id;
    expect(await ids()).toEqual([shareId, first.id]);
    await kept();
    const edited = await as(stranger).put('/api/posts/change-comment', { id: elsewhere.id, description: 'otro ter' });
    expect(edited.statusCode).toBe(200);
    expect((await feed())[0]?.sharedPost).toMatchObject({ description: 'otro ter' });
    expect((await as(author).delete(`/api/posts/${shareId}`)).statusCode).toBe(204);
    await postChanges(page, b, { reader, author, witness }, first.id);
    // A suspension of the author and its end by the clock.
    await kept();
    const until = new Date(Date.now() + 1_500);
    await b.database.db
      .update(users)
      .set({ suspendedAt: new Date(), suspendedUntil: until })
      .where(eq(users.id, author.id));
    expect(await status()).toBe(404);
    await sleep(until.getTime() - Date.now() + 100);
    expect(await ids()).toEqual([first.id]);
    // The address given to someone else, and back.
    await kept();
    await b.database.db
      .update(users)
      .set({ profileUrl: `${author.profileUrl}-x` })
      .where(eq(users.id, author.id));
    await b.database.db.update(users).set({ profileUrl: author.profileUrl }).where(eq(users.id, stranger.id));
    expect((await feed()).map((p) => p.user.id)).toEqual([stranger.id]);
    await b.database.db.update(users).set({ profileUrl: stranger.profileUrl }).where(eq(users.id, stranger.id));
    await b.database.db.update(users).set({ profileUrl: author.profileUrl }).where(eq(users.id, author.id));
    expect(await ids()).toEqual([first.id]);
    // A block the reader makes.
    await kept();
    expect((await as(reader).post('/api/users/block', { userId: author.id })).statusCode).toBe(200);
    expect(await status()).toBe(404);
  });
});
