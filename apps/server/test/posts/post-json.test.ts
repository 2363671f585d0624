import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Post, PostPage } from '@vitrina/contract/posts';
import { users } from '../../src/db/schema/users.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { cacheStats } from '../helpers/caches.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTalent, publishText } from '../helpers/posts.ts';
import { createAppPair, realtimeEnv } from '../helpers/sockets.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

// Decision 0005: a post's JSON as someone with no part in it sees it is kept per process and served again only while
// its page reads the same signature. Reads go to process a, writes to process b.

const PASSWORD = 'una-clave-segura-123';
const ok = (res: { statusCode: number }) => expect(res.statusCode).toBeLessThan(300);

describe(`neutral posts' kept JSON, two processes (${engineName})`, () => {
  let pair: Awaited<ReturnType<typeof createAppPair>> | undefined;
  afterAll(async () => {
    await pair?.close();
  });

  it('serves the bytes a cold process builds, and every change or own part in the first read after it', async () => {
    // Counters read with every kept page, so another's like is in the very next read here.
    pair = await createAppPair({ ...realtimeEnv(), TIMELINE_ACTIVE_DAYS: '0.01', TIMELINE_COUNTERS_MS: '0' });
    const [a, b] = pair.apps;
    const [onlooker, witness, author, sharer, fan] = (await Promise.all(
      ['Mirona', 'Testigo', 'Autora', 'Comparte', 'Fan'].map((n) => createTalent(b, n)),
    )) as [TestUser, TestUser, TestUser, TestUser, TestUser];
    const as = (user: TestUser, app: TestApp = b) => createClient(app).as(user);
    for (const viewer of [onlooker, witness])
      for (const person of [author, sharer]) ok(await as(viewer).post('/api/users/follow', { id: person.id }));
    const post = await publishText(b, author, 'obra');
    const shareRes = await as(sharer).post('/api/posts/share', { id: post.id, description: 'mirad' });
    ok(shareRes);
    const share = (shareRes.json() as Post).id;

    const paths = ['/api/posts/feed', '/api/posts/feed?filter=agencia', `/api/posts/user/${author.profileUrl}`];
    const body = async (app: TestApp, path: string, viewer = onlooker) => {
      const res = await as(viewer, app).get(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res.body;
    };
    /** Each list as the onlooker (or the witness) sees it on process a: the post, and the share's copy of it. */
    const reads = async (viewer = onlooker) =>
      Promise.all(
        paths.map(async (path) => {
          const { posts } = JSON.parse(await body(a, path, viewer)) as PostPage;
          const own = posts.find((p) => p.id === post.id);
          const copy = posts.find((p) => p.id === share)?.sharedPost;
          return { own, copy: copy === undefined ? undefined : copy };
        }),
      );

    // Warm: the second read of each list is served from the kept JSON, byte for byte what a cold process answers.
    const warm = await Promise.all(paths.map((path) => body(a, path)));
    const hits = cacheStats(a, 'post-json').hits;
    expect(await Promise.all(paths.map((path) => body(a, path)))).toEqual(warm);
    expect(cacheStats(a, 'post-json').hits).toBeGreaterThanOrEqual(hits + 4);
    expect(await Promise.all(paths.map((path) => body(b, path)))).toEqual(warm);

    // Another person's like: both counts (the post, and the original inside the share).
    ok(await as(fan).post(`/api/reactions/like/post/${post.id}`));
    for (const { own, copy } of await reads()) {
      expect(own).toMatchObject({ likesCount: 1, reacted: false });
      if (copy) expect(copy).toMatchObject({ likesCount: 1, reacted: false });
    }
    // The onlooker's own like, and its undoing; the witness, reading next, sees the like only in the count.
    // The share's copy of the post says so too, in both feeds (the author's profile holds no share).
    ok(await as(onlooker).post(`/api/reactions/like/post/${post.id}`));
    const liked = await reads();
    expect(liked.filter(({ copy }) => copy !== undefined)).toHaveLength(2);
    for (const { own, copy } of liked) {
      expect(own).toMatchObject({ likesCount: 2, reacted: true });
      if (copy) expect(copy).toMatchObject({ likesCount: 2, reacted: true });
    }
    for (const { own, copy } of await reads(witness)) {
      expect(own).toMatchObject({ likesCount: 2, reacted: false });
      if (copy) expect(copy).toMatchObject({ likesCount: 2, reacted: false });
    }
    ok(await as(onlooker).post(`/api/reactions/like/post/${post.id}`));
    for (const { own, copy } of await reads()) {
      expect(own).toMatchObject({ likesCount: 1, reacted: false });
      if (copy) expect(copy).toMatchObject({ likesCount: 1, reacted: false });
    }
    // Another share: the share count.
    ok(await as(fan).post('/api/posts/share', { id: post.id, description: 'otra vez' }));
    for (const { own } of await reads()) expect(own?.shareCount).toBe(2);
    // A comment by another, then a like of it: the count, the list and the comment's count.
    const comment = await as(fan).post('/api/comments', { postId: post.id, comment: 'bonito' });
    ok(comment);
    for (const { own } of await reads()) {
      expect(own?.commentsCount).toBe(1);
      expect(own?.commentsItems.map((c) => [c.comment, c.likesCount, c.isOwner, c.canDelete])).toEqual([
        ['bonito', 0, false, false],
      ]);
    }
    ok(await as(author).post(`/api/reactions/like/comment/${(comment.json() as { id: number }).id}`));
    for (const { own } of await reads()) expect(own?.commentsItems[0]?.likesCount).toBe(1);
    // An edit: the post, and the original inside the share.
    ok(await as(author).put('/api/posts/change-comment', { id: post.id, description: 'obra nueva' }));
    for (const { own, copy } of await reads()) {
      expect(own?.description).toBe('obra nueva');
      if (copy) expect(copy).toMatchObject({ description: 'obra nueva' });
    }
    // The author's new name (a card).
    await b.database.db.update(users).set({ nombre: 'Renombrada' }).where(eq(users.id, author.id));
    for (const { own, copy } of await reads()) {
      expect(own?.user.fullname).toMatch(/^Renombrada /);
      if (copy) expect(copy).toMatchObject({ user: { fullname: expect.stringMatching(/^Renombrada /) } });
    }
    // The onlooker's own comment: theirs to delete, on their page only.
    const mine = await as(onlooker).post('/api/comments', { postId: post.id, comment: 'mío' });
    ok(mine);
    for (const { own } of await reads()) {
      expect(own?.commentsItems.map((c) => [c.comment, c.isOwner, c.canDelete])).toEqual([
        ['bonito', false, false],
        ['mío', true, true],
      ]);
    }
    for (const { own } of await reads(witness)) {
      expect(own?.commentsItems.map((c) => [c.comment, c.isOwner, c.canDelete])).toEqual([
        ['bonito', false, false],
        ['mío', false, false],
      ]);
    }
    ok(await as(onlooker).delete(`/api/comments/${(mine.json() as { id: number }).id}`));
    // A commenter who blocks the onlooker leaves the onlooker's copy of the list only.
    ok(await as(fan).post('/api/users/block', { userId: onlooker.id }));
    for (const { own } of await reads()) expect(own?.commentsItems).toEqual([]);
    for (const { own } of await reads(witness)) expect(own?.commentsItems.map((c) => c.comment)).toEqual(['bonito']);
    // A fourth commenter who cancels their account: the count drops, though no comment row changed.
    const leaver = await createUser(b, { nombre: 'Se va', passwordHash: await hashPassword(PASSWORD) });
    for (const comment of ['gracias', 'tres']) ok(await as(author).post('/api/comments', { postId: post.id, comment }));
    ok(await as(leaver).post('/api/comments', { postId: post.id, comment: 'cuarto' }));
    for (const { own } of await reads(witness)) expect(own?.commentsCount).toBe(4);
    ok(await as(leaver).post('/api/users/cancel', { password: PASSWORD }));
    for (const { own } of await reads(witness)) {
      expect(own?.commentsCount).toBe(3);
      expect(own?.commentsItems.map((c) => c.comment)).toEqual(['bonito', 'gracias', 'tres']);
    }
    // The original deleted: the share says it is gone.
    ok(await as(author).delete(`/api/posts/${post.id}`));
    const { posts } = JSON.parse(await body(a, '/api/posts/feed')) as PostPage;
    expect(posts.find((p) => p.id === share)?.sharedPost).toEqual({ available: false });
  });
});
