import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationPage } from '@vitrina/contract/notifications';
import type { Comment } from '@vitrina/contract/posts';
import { createClient } from '../helpers/http-client.ts';
import { block, createAgency, createTalent, follow, publishText } from '../helpers/posts.ts';
import { createSocketPool, listen, realtimeEnv, waitUntil, type ClientSocket } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createStatementLog } from '../helpers/statement-log.ts';
import { runRound, settled } from '../helpers/rounds.ts';
import type { NoticesRound } from '../../src/modules/notifications/new-post-notices.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';

/** What a socket heard: new or refreshed entries, removed ids, and the latest unread count. */
function listenTo(socket: ClientSocket) {
  const heard = { entries: [] as Notification[], removed: [] as number[], unread: [] as number[] };
  socket.on('notification', (entry) => heard.entries.push(entry));
  socket.on('notification-removed', ({ id }) => heard.removed.push(id));
  socket.on('notifications-unread', ({ unread }) => heard.unread.push(unread));
  return heard;
}

describe(`notifications (${engineName}${testRedisUrl ? ' + redis' : ''})`, () => {
  let app: TestApp;
  let url: string;
  const sockets = createSocketPool();
  const statements = createStatementLog();
  const http = () => createClient(app);
  const prefix = `vitrina-test-${randomBytes(6).toString('hex')}`;

  const page = async (user: TestUser, n = 1) => {
    const res = await http().as(user).get(`/api/notifications?page=${n}`);
    expect(res.statusCode).toBe(200);
    return res.json() as NotificationPage;
  };
  const like = (user: TestUser, postId: number) => http().as(user).post(`/api/reactions/like/post/${postId}`);
  const comment = async (user: TestUser, postId: number, text: string) => {
    const res = await http().as(user).post('/api/comments', { comment: text, postId });
    expect(res.statusCode).toBe(200);
    return res.json() as Comment;
  };
  const setFlag = async (user: TestUser, type: string, status: boolean) => {
    expect((await http().as(user).post('/api/users/notifications', { type, status })).statusCode).toBe(200);
  };
  const selfUnread = async (user: TestUser) =>
    ((await http().as(user).get('/api/users/self')).json() as { user: { unreadedNotificationsCount: number } }).user
      .unreadedNotificationsCount;

  /** The round that writes new posts' NEW_POST entries, as a served process runs it within a second. */
  const runNotices = () => runRound<NoticesRound>(app, 'new-post-notices');

  beforeAll(async () => {
    app = await createTestApp({ ...realtimeEnv(prefix), TIMELINE_FANOUT_BATCH: '2' }, {}, undefined, {
      onQuery: statements.onQuery,
    });
    url = await listen(app);
  });
  afterEach(async () => {
    sockets.closeAll();
    // What a served process would have done within a second: each test starts with no new post's entries due.
    await runNotices();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('makes each kind from its action and pushes it live, with the unread count', async () => {
    const ana = await createTalent(app, 'Ana');
    const luis = await createTalent(app, 'Luis');
    const heard = listenTo(await sockets.connect(url, { token: ana.token }));
    const post = await publishText(app, ana, 'Mi primer cuadro');

    expect((await http().as(luis).post('/api/users/follow', { id: ana.id })).statusCode).toBe(200);
    const said = await comment(luis, post.id, 'Precioso');
    await settled(app, 'notifications');
    // A like to an author online: the like, the entry, then (off the request) the entry told with its actors' cards
    // and the unread count in one statement (each of those was one more). The push module's device lookup runs beside.
    const liking = await statements.during(async () => {
      expect((await like(luis, post.id)).statusCode).toBe(200);
      await settled(app, 'notifications');
    });
    const own = liking.filter((text) => !text.includes('"push_subscriptions"'));
    expect(own).toHaveLength(3);
    expect(own[2]).toMatch(/"notifications"[^]*json_build_object[^]*count\(\*\)/);
    const mine = await comment(ana, post.id, 'Gracias');
    expect((await http().as(luis).post(`/api/reactions/like/comment/${mine.id}`)).statusCode).toBe(200);

    await waitUntil(() => heard.entries.length === 4, 'four notifications');
    expect(heard.entries.map((e) => e.type)).toEqual(['FOLLOWER', 'COMMENT', 'LIKE_POST', 'LIKE_COMMENT']);
    for (const entry of heard.entries) {
      expect(entry.actor).toMatchObject({ id: luis.id, type: 'talento', profile_url: luis.profileUrl });
      expect(entry).toMatchObject({ is_read: false, actorsCount: 1 });
      expect(entry).not.toHaveProperty('recipientId');
    }
    expect(heard.entries.map((e) => e.postId)).toEqual([null, post.id, post.id, post.id]);
    await waitUntil(() => heard.unread.at(-1) === 4, 'the unread count');
    expect(said.id).toBeGreaterThan(0);

    // The list answers the same entries, the latest first, and users/self counts them.
    const listed = await page(ana);
    expect(listed.count).toBe(4);
    expect(listed.rows.map((e) => e.type)).toEqual(['LIKE_COMMENT', 'LIKE_POST', 'COMMENT', 'FOLLOWER']);
    expect(listed.rows.at(-1)).toEqual(heard.entries[0]);
    expect(await selfUnread(ana)).toBe(4);
  });

  it.skipIf(!testRedisUrl)('answers a like at once while a stalled process leaves who is online unknown', async () => {
    const ana = await createTalent(app, 'Ana');
    const luis = await createTalent(app, 'Luis');
    const post = await publishText(app, ana, 'Para el proceso lento');
    const heard = listenTo(await sockets.connect(url, { token: ana.token }));
    // Another process of the deployment that never answers: asking who is online waits for it, up to a bound.
    const stalled = new Redis(testRedisUrl!);
    try {
      await stalled.subscribe(`${prefix}-socket.io-request#/#`);
      const liking = await statements.during(async () => expect((await like(luis, post.id)).statusCode).toBe(200));
      // Answered once the entry was written, before anyone was told.
      expect(liking.filter((text) => /insert into "notifications"/.test(text))).toHaveLength(1);
      expect(liking.filter((text) => /"notifications"[^]*json_build_object[^]*count\(\*\)/.test(text))).toEqual([]);
      expect(heard.entries).toEqual([]);
      await waitUntil(() => heard.entries.length === 1, 'the entry, once the wait is over');
      expect(heard.entries[0]).toMatchObject({ type: 'LIKE_POST', postId: post.id, actor: { id: luis.id } });
    } finally {
      stalled.disconnect();
    }
  });

  it('tells the followers of a talent who publishes, in one go, and no one else', async () => {
    const author = await createTalent(app, 'Autora');
    const fans = await Promise.all([createTalent(app, 'Fan'), createAgency(app, 'Agencia'), createTalent(app, 'Fan')]);
    const stranger = await createTalent(app, 'Nadie');
    for (const fan of fans) await follow(app, fan.id, author.id);
    const heard = listenTo(await sockets.connect(url, { token: fans[1]!.token }));

    let post!: { id: number };
    const ran = await statements.withParams(async () => {
      post = await publishText(app, author, 'Nueva serie');
      // Written off the request: the post is answered before any follower's entry exists.
      expect((await page(fans[0]!)).count).toBe(0);
      // Three followers in batches of two (TIMELINE_FANOUT_BATCH): two steps, then one that finds none left.
      expect(await runNotices()).toEqual({ posts: 1, entries: 3 });
      await waitUntil(() => heard.unread.length === 1, 'the unread count');
    });
    expect(await runNotices()).toEqual({ posts: 0, entries: 0 });
    expect(heard.entries[0]).toMatchObject({ type: 'NEW_POST', postId: post.id, actor: { id: author.id } });
    expect(heard.unread).toEqual([1]);
    // Counted for the one follower with a socket open: the others' apps read it when they open.
    const counts = ran.filter(({ text }) => text.includes('count(*)') && text.includes('from unnest('));
    expect(counts.map(({ params }) => params[0])).toEqual([[fans[1]!.id]]);
    for (const fan of fans) expect((await page(fan)).rows.map((e) => e.type)).toEqual(['NEW_POST']);
    expect((await page(stranger)).count).toBe(0);
    expect((await page(author)).count).toBe(0);
  });

  it('writes no entry for a post deleted before its round, nor for a share', async () => {
    const author = await createTalent(app, 'Autora');
    const fans = [await createTalent(app, 'Fan'), await createTalent(app, 'Fan'), await createTalent(app, 'Fan')];
    for (const fan of fans) await follow(app, fan.id, author.id);
    const gone = await publishText(app, author, 'Me arrepiento');
    expect((await http().as(author).delete(`/api/posts/${gone.id}`)).statusCode).toBe(204);
    const sharer = await createTalent(app, 'Comparte');
    await follow(app, fans[0]!.id, sharer.id);
    const kept = await publishText(app, author, 'Esta queda');
    expect((await http().as(sharer).post('/api/posts/share', { id: kept.id, description: '' })).statusCode).toBe(200);

    expect(await runNotices()).toEqual({ posts: 1, entries: 3 });
    for (const fan of fans) {
      const { rows } = await page(fan);
      expect(rows.map((e) => [e.type, e.postId])).toEqual([['NEW_POST', kept.id]]);
    }
  });

  it('never notifies me of my own doing', async () => {
    const ana = await createTalent(app, 'Ana');
    const post = await publishText(app, ana, 'Solo mío');
    await like(ana, post.id);
    const mine = await comment(ana, post.id, 'Mi comentario');
    await http().as(ana).post(`/api/reactions/like/comment/${mine.id}`);
    expect(await page(ana)).toEqual({ rows: [], count: 0 });
    expect(await selfUnread(ana)).toBe(0);
  });

  it('like, unlike and like again leave one entry; unlike alone leaves none', async () => {
    const ana = await createTalent(app, 'Ana');
    const luis = await createTalent(app, 'Luis');
    const post = await publishText(app, ana, 'Otra obra');
    const heard = listenTo(await sockets.connect(url, { token: ana.token }));

    await like(luis, post.id);
    await like(luis, post.id); // unlike
    await settled(app, 'notifications');
    await waitUntil(() => heard.removed.length === 1, 'the removal');
    expect((await page(ana)).count).toBe(0);
    expect(heard.unread.at(-1)).toBe(0);

    await like(luis, post.id);
    const listed = await page(ana);
    expect(listed.count).toBe(1);
    expect(listed.rows[0]).toMatchObject({ type: 'LIKE_POST', actorsCount: 1, actor: { id: luis.id } });
  });

  it('groups the likes of a post on one day into one entry naming the latest actors', async () => {
    const ana = await createTalent(app, 'Ana');
    const post = await publishText(app, ana, 'La más querida');
    const fans = [];
    for (const name of ['Uno', 'Dos', 'Tres', 'Cuatro']) {
      const fan = await createTalent(app, name);
      await like(fan, post.id);
      fans.push(fan);
    }
    const heard = listenTo(await sockets.connect(url, { token: ana.token }));
    const fifth = await createTalent(app, 'Cinco');
    await like(fifth, post.id);

    const listed = await page(ana);
    expect(listed.count).toBe(1);
    const [entry] = listed.rows;
    expect(entry).toMatchObject({ type: 'LIKE_POST', postId: post.id, actorsCount: 5, actor: { id: fifth.id } });
    expect(entry!.actors.map((a) => a.id)).toEqual([fifth.id, fans[3]!.id, fans[2]!.id]);
    // The grouped entry comes again, refreshed, with the same id.
    await waitUntil(() => heard.entries.length === 1, 'the refreshed entry');
    expect(heard.entries[0]).toEqual(entry);

    // Someone taking their like back leaves the entry to the others, and it goes again as it now reads.
    await like(fifth, post.id);
    expect((await page(ana)).rows[0]).toMatchObject({ id: entry!.id, actorsCount: 4, actor: { id: fans[3]!.id } });
    await waitUntil(() => heard.entries.length === 2, 'the entry as it now reads');
    expect(heard.entries[1]).toMatchObject({ id: entry!.id, actorsCount: 4, actor: { id: fans[3]!.id } });
    expect(heard.removed).toEqual([]);
  });

  it('removes what an unfollow, a deleted comment and a deleted post caused', async () => {
    const ana = await createTalent(app, 'Ana');
    const luis = await createTalent(app, 'Luis');
    const heard = listenTo(await sockets.connect(url, { token: ana.token }));
    await http().as(luis).post('/api/users/follow', { id: ana.id });
    await http().as(luis).post('/api/users/unfollow', { id: ana.id });
    expect((await page(ana)).count).toBe(0);

    const post = await publishText(app, ana, 'Pronto la borro');
    const said = await comment(luis, post.id, 'Hola');
    await like(luis, post.id);
    expect((await page(ana)).count).toBe(2);
    expect((await http().as(luis).delete(`/api/comments/${said.id}`)).statusCode).toBe(200);
    expect((await page(ana)).rows.map((e) => e.type)).toEqual(['LIKE_POST']);

    // Luis follows Ana, who publishes and then deletes: Luis's NEW_POST goes, and Ana's LIKE_POST.
    await http().as(luis).post('/api/users/follow', { id: ana.id });
    const second = await publishText(app, ana, 'Esta también');
    await runNotices();
    await like(luis, second.id);
    expect((await page(luis)).rows.map((e) => e.type)).toEqual(['NEW_POST']);
    for (const id of [post.id, second.id])
      expect((await http().as(ana).delete(`/api/posts/${id}`)).statusCode).toBe(204);
    expect((await page(luis)).count).toBe(0);
    expect((await page(ana)).rows.map((e) => e.type)).toEqual(['FOLLOWER']);
    await waitUntil(() => heard.unread.at(-1) === 1, 'the badge after the removals');
    expect(heard.removed.length).toBeGreaterThanOrEqual(4);
  });

  it('blocks are total: nothing is made across one, and a block removes what the two caused, both ways', async () => {
    const ana = await createTalent(app, 'Ana');
    const luis = await createTalent(app, 'Luis');
    const anaPost = await publishText(app, ana, 'De Ana');
    const luisPost = await publishText(app, luis, 'De Luis');
    await like(luis, anaPost.id);
    await like(ana, luisPost.id);
    expect((await page(ana)).count).toBe(1);
    expect((await page(luis)).count).toBe(1);

    expect((await http().as(ana).post('/api/users/block', { userId: luis.id })).statusCode).toBe(200);
    expect((await page(ana)).count).toBe(0);
    expect((await page(luis)).count).toBe(0);
    expect(await selfUnread(luis)).toBe(0);

    // A follower in a block relation (either direction) hears nothing of a new post.
    const author = await createTalent(app, 'Autora');
    const blockedByAuthor = await createTalent(app, 'Uno');
    const blockerOfAuthor = await createTalent(app, 'Dos');
    const friend = await createTalent(app, 'Tres');
    for (const fan of [blockedByAuthor, blockerOfAuthor, friend]) await follow(app, fan.id, author.id);
    await block(app, author.id, blockedByAuthor.id);
    await block(app, blockerOfAuthor.id, author.id);
    await publishText(app, author, 'Solo para amigos');
    await runNotices();
    expect((await page(friend)).count).toBe(1);
    expect((await page(blockedByAuthor)).count).toBe(0);
    expect((await page(blockerOfAuthor)).count).toBe(0);
  });

  it('honours each flag: off means no row and no push; on again restores it', async () => {
    const ana = await createTalent(app, 'Ana');
    const luis = await createTalent(app, 'Luis');
    const post = await publishText(app, ana, 'Con avisos');
    const heard = listenTo(await sockets.connect(url, { token: ana.token }));

    await setFlag(ana, 'photos_videos', false);
    await setFlag(ana, 'followers', false);
    await like(luis, post.id);
    await comment(luis, post.id, 'Sin aviso');
    await http().as(luis).post('/api/users/follow', { id: ana.id });
    expect((await page(ana)).count).toBe(0);

    await setFlag(ana, 'photos_videos', true);
    await comment(luis, post.id, 'Con aviso');
    expect((await page(ana)).rows.map((e) => e.type)).toEqual(['COMMENT']);
    await setFlag(ana, 'followers', true);
    await http().as(luis).post('/api/users/unfollow', { id: ana.id });
    await http().as(luis).post('/api/users/follow', { id: ana.id });
    expect((await page(ana)).rows.map((e) => e.type)).toEqual(['FOLLOWER', 'COMMENT']);
    await waitUntil(() => heard.entries.length === 2, 'the pushes after the flags came back');
    expect(heard.entries.map((e) => e.type)).toEqual(['COMMENT', 'FOLLOWER']);

    // `following` governs new posts of those I follow.
    await setFlag(luis, 'following', false);
    await publishText(app, ana, 'Luis no se entera');
    await runNotices();
    expect((await page(luis)).count).toBe(0);
    await setFlag(luis, 'following', true);
    await publishText(app, ana, 'Ahora sí');
    await runNotices();
    expect((await page(luis)).rows.map((e) => e.type)).toEqual(['NEW_POST']);
  });

  it('pages 12 at a time, the latest first, and marks read only my own entries', async () => {
    const ana = await createTalent(app, 'Ana');
    const posts = [];
    for (let i = 0; i < 14; i += 1) posts.push(await publishText(app, ana, `Obra ${i}`));
    const luis = await createTalent(app, 'Luis');
    for (const post of posts) await like(luis, post.id);

    const first = await page(ana, 1);
    const second = await page(ana, 2);
    expect(first.count).toBe(14);
    expect(first.rows).toHaveLength(12);
    expect(second.rows).toHaveLength(2);
    expect(second.count).toBe(14);
    const order = [...first.rows, ...second.rows].map((e) => e.postId);
    expect(order).toEqual(posts.map((p) => p.id).reverse());
    // Past the end, and with nothing at all: still how many there are.
    expect(await page(ana, 3)).toEqual({ rows: [], count: 14 });
    expect(await page(luis, 1)).toEqual({ rows: [], count: 0 });
    // The page and its count are one statement.
    const pageStatements = await statements.during(() => page(ana, 1));
    expect(pageStatements.filter((text) => /from "notifications"/.test(text))).toHaveLength(1);
    expect((await http().as(ana).get('/api/notifications?page=0')).statusCode).toBe(400);

    // Someone else's ids are ignored; mine turn read and the count follows at once.
    const other = await createTalent(app, 'Otra');
    const otherPost = await publishText(app, other, 'Ajena');
    await like(luis, otherPost.id);
    const [othersEntry] = (await page(other)).rows;
    const heard = listenTo(await sockets.connect(url, { token: ana.token }));
    const read = await http()
      .as(ana)
      .post('/api/notifications/update_read', {
        notificationIds: [...first.rows.slice(0, 5).map((e) => e.id), othersEntry!.id],
      });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unread: 9 });
    expect(await selfUnread(ana)).toBe(9);
    expect(await selfUnread(other)).toBe(1);
    expect((await page(other)).rows[0]!.is_read).toBe(false);
    expect((await page(ana)).rows.map((e) => e.is_read)).toEqual([...Array(5).fill(true), ...Array(7).fill(false)]);
    await waitUntil(() => heard.unread.at(-1) === 9, 'the count in my other tabs');

    // "Mark all as read" reaches the entries past the first page too.
    const all = await http().as(ana).post('/api/notifications/update_read', { notificationIds: [], all: true });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await page(ana, 2)).rows.map((e) => e.is_read)).toEqual([true, true]);
    expect(await selfUnread(other)).toBe(1);

    const bad = await http()
      .as(ana)
      .post('/api/notifications/update_read', { notificationIds: ['x'] });
    expect(bad.statusCode).toBe(400);
    expect((await http().get('/api/notifications')).statusCode).toBe(401);
  });

  it('pushes the same unread count users/self answers, leaving out entries of people now hidden', async () => {
    const ana = await createTalent(app, 'Ana');
    const leaver = await createUser(app, { type: 'talento', passwordHash: await hashPassword('una-clave-larga-1') });
    const post = await publishText(app, ana, 'Vista por quien se fue');
    await like(leaver, post.id);
    expect(await selfUnread(ana)).toBe(1);
    expect((await http().as(leaver).post('/api/users/cancel', { password: 'una-clave-larga-1' })).statusCode).toBe(200);
    expect(await selfUnread(ana)).toBe(0);

    const heard = listenTo(await sockets.connect(url, { token: ana.token }));
    const eva = await createTalent(app, 'Eva');
    await http().as(eva).post('/api/users/follow', { id: ana.id });
    await waitUntil(() => heard.unread.length === 1, 'the unread count');
    expect(heard.unread).toEqual([await selfUnread(ana)]);
    expect(heard.unread).toEqual([1]);
  });
});
