import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Post, PostPage } from '@vitrina/contract/posts';
import { users } from '../../src/db/schema/users.ts';
import type { TestUser } from '../helpers/factories.ts';
import { cacheStats } from '../helpers/caches.ts';
import { createClient } from '../helpers/http-client.ts';
import { makeImage } from '../helpers/media-files.ts';
import { createTalent, publish, publishText, uploadForPost } from '../helpers/posts.ts';
import { createAppPair, realtimeEnv } from '../helpers/sockets.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

// Decision 0005: whatever one process keeps of a post, every change made on the other process is in the first
// read that starts after the change answered. Reads go to process a, writes to process b.

async function list(app: TestApp, user: TestUser, path: string): Promise<Post[]> {
  const res = await createClient(app).as(user).get(path);
  expect(res.statusCode).toBe(200);
  return (res.json() as PostPage).posts;
}

async function single(app: TestApp, user: TestUser, id: number): Promise<Post | null> {
  const res = await createClient(app).as(user).get(`/api/posts/${id}`);
  return res.statusCode === 200 ? (res.json() as Post) : null;
}

const byId = (posts: Post[], id: number) => posts.find((post) => post.id === id);
const commentsOf = (post: Post | undefined) =>
  post?.commentsItems.map((c) => `${c.user.fullname.split(' ')[0]}: ${c.comment}`);

describe(`the shared post cache, two processes (${engineName})`, () => {
  let pair: Awaited<ReturnType<typeof createAppPair>> | undefined;
  afterAll(async () => {
    await pair?.close();
  });

  it('every change made on one process is in the next read on the other, in each list and the single post', async () => {
    pair = await createAppPair({ ...realtimeEnv(), TIMELINE_ACTIVE_DAYS: '0.01' });
    const [a, b] = pair.apps;
    const [reader, author, commenter, other] = (await Promise.all(
      ['Lectora', 'Autora', 'Comenta', 'Otra'].map((n) => createTalent(b, n)),
    )) as [TestUser, TestUser, TestUser, TestUser];
    const writer = (user: TestUser) => createClient(b).as(user);
    for (const person of [author, commenter, other])
      expect((await writer(reader).post('/api/users/follow', { id: person.id })).statusCode).toBe(200);
    const photo = await uploadForPost(b, author, await makeImage(320, 240), 'foto.jpg', 'image/jpeg');
    const withPhoto = await publish(b, author, {
      description: 'con foto',
      files: [{ filename: photo, type: 'image', description: 'La foto' }],
    });
    const text = await publishText(b, author, 'solo texto');
    const others = await publishText(b, other, 'de otra');
    const shared = await writer(other).post('/api/posts/share', { id: withPhoto.id, description: 'mira' });
    expect(shared.statusCode).toBe(200);
    const share = (shared.json() as Post).id;
    const originalIn = (posts: Post[]) => {
      const original = byId(posts, share)?.sharedPost;
      return original && original.available ? original : original ? null : undefined;
    };
    const firstComment = await writer(commenter).post('/api/comments', { postId: text.id, comment: 'hola' });
    expect(firstComment.statusCode).toBe(200);
    const feed = () => list(a, reader, '/api/posts/feed');
    const lists = () =>
      Promise.all([
        feed(),
        list(a, reader, '/api/posts/feed?filter=agencia'),
        list(a, reader, `/api/posts/user/${author.profileUrl}`).catch(() => []),
      ]);

    // Warm: the second read finds the posts' files held.
    expect((await feed()).map((p) => p.id)).toEqual([share, others.id, text.id, withPhoto.id]);
    const hits = cacheStats(a, 'post-cache').hits;
    const warm = await feed();
    expect(cacheStats(a, 'post-cache').hits).toBeGreaterThan(hits);
    expect(byId(warm, withPhoto.id)?.files.map((f) => f.description)).toEqual(['La foto']);

    // A like: its `reacted` and its count.
    expect((await writer(reader).post(`/api/reactions/like/post/${text.id}`)).statusCode).toBe(200);
    for (const posts of await lists()) {
      expect(byId(posts, text.id)).toMatchObject({ reacted: true, likesCount: 1 });
    }
    // An edit.
    const edit = await writer(author).put('/api/posts/change-comment', { id: text.id, description: 'cambiado' });
    expect(edit.statusCode).toBe(200);
    for (const posts of await lists()) expect(byId(posts, text.id)?.description).toBe('cambiado');
    expect((await single(a, reader, text.id))?.description).toBe('cambiado');
    const originalEdit = { id: withPhoto.id, description: 'foto cambiada' };
    expect((await writer(author).put('/api/posts/change-comment', originalEdit)).statusCode).toBe(200);
    for (const posts of (await lists()).slice(0, 2)) {
      expect(originalIn(posts)?.description).toBe('foto cambiada');
      expect(originalIn(posts)?.files.map((f) => f.description)).toEqual(['La foto']);
    }
    // A new comment, and an edited one.
    expect((await writer(other).post('/api/comments', { postId: text.id, comment: 'segundo' })).statusCode).toBe(200);
    const commentId = (firstComment.json() as { id: number }).id;
    const changed = await writer(commenter).put('/api/comments/change-comment', { id: commentId, comment: 'adiós' });
    expect(changed.statusCode).toBe(200);
    for (const posts of await lists()) {
      expect(commentsOf(byId(posts, text.id))).toEqual(['Comenta: adiós', 'Otra: segundo']);
      expect(byId(posts, text.id)?.commentsCount).toBe(2);
    }
    // A like of a comment: its count and the liker's `reacted`; another viewer's `reacted` stays false.
    expect((await writer(reader).post(`/api/reactions/like/comment/${commentId}`)).statusCode).toBe(200);
    for (const posts of await lists()) {
      expect(byId(posts, text.id)?.commentsItems[0]).toMatchObject({ likesCount: 1, reacted: true });
    }
    const asOther = await list(a, other, '/api/posts/feed?filter=agencia');
    expect(byId(asOther, text.id)?.commentsItems[0]).toMatchObject({ likesCount: 1, reacted: false });
    // A deleted comment: the next ones move up, a fourth one among the first three.
    const more = [];
    for (const comment of ['tercero', 'cuarto']) {
      more.push(
        ((await writer(other).post('/api/comments', { postId: text.id, comment })).json() as { id: number }).id,
      );
    }
    for (const posts of await lists()) {
      expect(commentsOf(byId(posts, text.id))).toEqual(['Comenta: adiós', 'Otra: segundo', 'Otra: tercero']);
    }
    expect((await writer(other).delete(`/api/comments/${more[0]}`)).statusCode).toBe(200);
    for (const posts of await lists()) {
      expect(commentsOf(byId(posts, text.id))).toEqual(['Comenta: adiós', 'Otra: segundo', 'Otra: cuarto']);
    }
    expect((await writer(other).delete(`/api/comments/${more[1]}`)).statusCode).toBe(200);
    // The author's new name and picture, and a commenter's new name.
    await b.database.db
      .update(users)
      .set({ nombre: 'Renombrada', profileImage: 'nueva.jpg' })
      .where(eq(users.id, author.id));
    await b.database.db.update(users).set({ nombre: 'Cambia' }).where(eq(users.id, commenter.id));
    for (const posts of await lists()) {
      expect(byId(posts, withPhoto.id)?.user.fullname).toMatch(/^Renombrada /);
      expect(byId(posts, withPhoto.id)?.user.profileImage).toContain('nueva.jpg');
      expect(commentsOf(byId(posts, text.id))).toEqual(['Cambia: adiós', 'Otra: segundo']);
    }
    for (const posts of (await lists()).slice(0, 2)) expect(originalIn(posts)?.user.fullname).toMatch(/^Renombrada /);
    // A block: the blocker's comment leaves the reader's posts.
    expect((await writer(commenter).post('/api/users/block', { userId: reader.id })).statusCode).toBe(200);
    for (const posts of await lists()) expect(commentsOf(byId(posts, text.id))).toEqual(['Otra: segundo']);
    // An unfollow.
    expect((await writer(reader).post('/api/users/unfollow', { id: other.id })).statusCode).toBe(200);
    expect((await feed()).map((p) => p.id)).toEqual([text.id, withPhoto.id]);
    expect((await list(a, reader, '/api/posts/feed?filter=agencia')).map((p) => p.id)).toContain(share);
    // A delete.
    expect((await writer(author).delete(`/api/posts/${text.id}`)).statusCode).toBe(204);
    expect((await feed()).map((p) => p.id)).toEqual([withPhoto.id]);
    expect(await single(a, reader, text.id)).toBeNull();
    // A cancellation.
    await b.database.db.update(users).set({ cancelledAt: new Date() }).where(eq(users.id, author.id));
    for (const posts of (await lists()).slice(0, 2)) expect(byId(posts, withPhoto.id)).toBeUndefined();
    expect(originalIn(await list(a, reader, '/api/posts/feed?filter=agencia'))).toBeNull();
    await b.database.db.update(users).set({ cancelledAt: null }).where(eq(users.id, author.id));

    // Process b's cache and a's agree on the files, and match what was published.
    const [fromA, fromB] = await Promise.all([single(a, reader, withPhoto.id), single(b, reader, withPhoto.id)]);
    expect(fromA?.files).toEqual(withPhoto.files);
    expect(fromB?.files).toEqual(withPhoto.files);
  });
});
