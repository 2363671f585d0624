import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@vitrina/contract/posts';
import { MAX_POST_LENGTH } from '@vitrina/contract/post-limits';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { makeDocx, makeImage, makePdf } from '../helpers/media-files.ts';
import { createAgency, createTalent, publish, publishText, uploadForPost } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import type { TestUser } from '../helpers/factories.ts';
import { queryRows } from '../../src/db/client.ts';
import { sql } from 'drizzle-orm';

describe(`publishing, editing and deleting posts (${engineName})`, () => {
  let app: TestApp;
  let ana: TestUser;
  let bruno: TestUser;
  let agency: TestUser;
  let http: TestClient;

  beforeAll(async () => {
    app = await createTestApp();
    ana = await createTalent(app, 'Ana');
    bruno = await createTalent(app, 'Bruno');
    agency = await createAgency(app);
    http = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const counters = async (postId: number) => {
    const [row] = await queryRows<{ likes: number; comments: number; shares: number }>(
      app.database.db,
      sql`select likes_count as likes, comments_count as comments, shares_count as shares from posts where id = ${postId}`,
    );
    return row;
  };
  const postsCountOf = async (userId: number) =>
    Number(
      (await queryRows<{ n: number }>(app.database.db, sql`select posts_count as n from users where id = ${userId}`))[0]
        ?.n,
    );
  const livePosts = async () =>
    Number(
      (await queryRows<{ n: number }>(app.database.db, sql`select live_posts as n from post_stats where id = 1`))[0]?.n,
    );

  it('a talent publishes a text post: the spec’s shape, owner flag, no comments yet', async () => {
    const before = await postsCountOf(ana.id);
    const post = await publishText(app, ana, '  Mi primera obra  ');
    expect(post).toMatchObject({
      title: '',
      description: 'Mi primera obra',
      categoryId: 1,
      files: [],
      videoId: null,
      videoUrl: null,
      likesCount: 0,
      shareCount: 0,
      commentsCount: 0,
      reacted: false,
      isOwner: true,
      commentsItems: [],
      sharedPost: null,
      user: { id: ana.id, profile_url: ana.profileUrl, type: 'talento' },
    });
    expect(post.user.fullname).toMatch(/^Ana /);
    expect(JSON.stringify(post)).not.toMatch(/email|password|hash/i);
    expect(await postsCountOf(ana.id)).toBe(before + 1);
  });

  it('a talent publishes three photos, each with its description, in order', async () => {
    const ids = [];
    for (const [i, size] of [
      [640, 480],
      [480, 640],
      [800, 800],
    ].entries()) {
      ids.push(await uploadForPost(app, ana, await makeImage(size[0]!, size[1]!), `foto-${i}.jpg`, 'image/jpeg'));
    }
    const post = await publish(app, ana, {
      description: '',
      files: ids.map((filename, i) => ({ filename, type: 'image', description: `Foto ${i + 1}` })),
    });
    expect(post.files.map((f) => [f.type, f.description, f.width])).toEqual([
      ['PHOTO', 'Foto 1', 640],
      ['PHOTO', 'Foto 2', 480],
      ['PHOTO', 'Foto 3', 800],
    ]);
    expect(post.files[0]!.url).toMatch(/^\/media\/[a-z0-9_-]+\.jpg$/);
    const served = await http.get(post.files[0]!.url);
    expect(served.statusCode).toBe(200);
  });

  it('a talent publishes documents with their shown names and sizes', async () => {
    const pdf = await uploadForPost(app, ana, makePdf(), 'Mi Portafolio 2026.pdf', 'application/pdf');
    const docx = await uploadForPost(
      app,
      ana,
      makeDocx(),
      'CV.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const post = await publish(app, ana, {
      description: 'Mi portafolio',
      files: [{ filename: pdf }, { filename: docx }],
    });
    expect(post.files.map((f) => [f.type, f.name, f.ext])).toEqual([
      ['FILE', 'Mi Portafolio 2026.pdf', 'pdf'],
      ['FILE', 'CV.docx', 'docx'],
    ]);
    expect(post.files[0]!.size).toBeGreaterThan(0);
  });

  it('a talent publishes a YouTube link: only the id is kept, the address is rebuilt', async () => {
    const post = await publish(app, ana, { description: '', videoUrl: 'https://youtu.be/dQw4w9WgXcQ?t=1' });
    expect(post.videoId).toBe('dQw4w9WgXcQ');
    expect(post.videoUrl).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it('refuses a link that is not YouTube’s, an empty post, mixed attachments and an overlong text', async () => {
    const as = http.as(ana);
    const vimeo = await as.post('/api/posts', { description: 'mira', videoUrl: 'https://vimeo.com/1' });
    expect(vimeo.statusCode).toBe(400);
    expect(vimeo.json().error).toBe('video_url_invalid');

    const empty = await as.post('/api/posts', { description: '   ' }, { lang: 'en' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error: 'post_empty',
      message: 'Write something or add a photo, a video or a file.',
    });

    const photo = await uploadForPost(app, ana, await makeImage(300, 300), 'a.jpg', 'image/jpeg');
    const pdf = await uploadForPost(app, ana, makePdf(), 'a.pdf', 'application/pdf');
    const mixed = await as.post('/api/posts', { files: [{ filename: photo }, { filename: pdf }] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error).toBe('mixed_attachments');

    const long = await as.post('/api/posts', { description: 'a'.repeat(MAX_POST_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([expect.objectContaining({ field: 'description', code: 'post_too_long' })]);

    const url = await as.post('/api/posts', { description: 'x', files: [{ filename: 'https://evil.test/a.jpg' }] });
    expect(url.statusCode).toBe(400);
    expect(url.json().error).toBe('validation');

    const extra = await as.post('/api/posts', { description: 'x', userId: bruno.id });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors[0].code).toBe('unknown_field');
  });

  it('refuses a file uploaded by someone else, and an upload used twice', async () => {
    const brunos = await uploadForPost(app, bruno, await makeImage(300, 300), 'b.jpg', 'image/jpeg');
    const stolen = await http.as(ana).post('/api/posts', { files: [{ filename: brunos }] });
    expect(stolen.statusCode).toBe(404);

    const mine = await uploadForPost(app, ana, await makeImage(300, 300), 'c.jpg', 'image/jpeg');
    await publish(app, ana, { files: [{ filename: mine }] });
    const again = await http.as(ana).post('/api/posts', { files: [{ filename: mine }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('upload_in_use');
  });

  it('an agency cannot publish or share; nobody can without a session', async () => {
    const post = await publishText(app, ana, 'Para compartir');
    const publishing = await http.as(agency).post('/api/posts', { description: 'Hola' });
    expect(publishing.statusCode).toBe(403);
    expect(publishing.json().error).toBe('talents_only');
    const sharing = await http.as(agency).post('/api/posts/share', { id: post.id, description: '' });
    expect(sharing.statusCode).toBe(403);
    expect(sharing.json().error).toBe('talents_only');
    expect((await http.post('/api/posts', { description: 'x' })).statusCode).toBe(401);
    expect((await http.get('/api/posts/feed')).statusCode).toBe(401);
    expect((await http.get(`/api/posts/${post.id}`)).statusCode).toBe(401);
  });

  it('shares: never my own post, never a share; the original counts its shares', async () => {
    const original = await publishText(app, ana, 'Original');
    const own = await http.as(ana).post('/api/posts/share', { id: original.id, description: '' });
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toBe('share_own_post');

    const shared = await http.as(bruno).post('/api/posts/share', { id: original.id, description: 'Miren esto' });
    expect(shared.statusCode).toBe(200);
    const share = shared.json() as Post;
    expect(share).toMatchObject({ description: 'Miren esto', isOwner: true, user: { id: bruno.id } });
    expect(share.sharedPost).toMatchObject({
      available: true,
      id: original.id,
      description: 'Original',
      user: { id: ana.id },
    });
    expect((await counters(original.id))?.shares).toBe(1);

    const ofShare = await http.as(ana).post('/api/posts/share', { id: share.id, description: '' });
    expect(ofShare.statusCode).toBe(409);
    expect(ofShare.json().error).toBe('share_of_share');
    expect((await http.as(bruno).post('/api/posts/share', { id: 999_999_999 })).statusCode).toBe(404);
  });

  it('only the owner edits; an edit cannot empty a text post', async () => {
    const post = await publishText(app, ana, 'Antes');
    const edited = await http.as(ana).put('/api/posts/change-comment', { id: post.id, description: 'Después' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ description: 'Después', editedAt: expect.any(String) });
    expect(
      (await http.as(bruno).put('/api/posts/change-comment', { id: post.id, description: 'Mío' })).statusCode,
    ).toBe(403);
    expect(
      (await http.as(ana).put('/api/posts/change-comment', { id: 999_999_999, description: 'x' })).statusCode,
    ).toBe(404);
    const emptied = await http.as(ana).put('/api/posts/change-comment', { id: post.id, description: ' ' });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().error).toBe('post_empty');
    expect((await http.as(ana).get(`/api/posts/${post.id}`)).json().description).toBe('Después');
  });

  it('deleting a post: owner only, gone everywhere, counters right, its files removed from storage', async () => {
    const photo = await uploadForPost(app, ana, await makeImage(500, 400), 'borrar.jpg', 'image/jpeg');
    const post = await publish(app, ana, { description: 'Efímera', files: [{ filename: photo }] });
    const share = (await http.as(bruno).post('/api/posts/share', { id: post.id })).json() as Post;
    const file = post.files[0]!;
    expect((await http.get(`/resize/c92x92/${file.filename}`)).statusCode).toBe(200);
    const [postsBefore, liveBefore] = [await postsCountOf(ana.id), await livePosts()];

    expect((await http.as(bruno).delete(`/api/posts/${post.id}`)).statusCode).toBe(403);
    expect((await http.as(ana).delete('/api/posts/999999999')).statusCode).toBe(404);
    const deleted = await http.as(ana).delete(`/api/posts/${post.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await http.as(ana).delete(`/api/posts/${post.id}`)).statusCode).toBe(404);

    expect((await http.as(ana).get(`/api/posts/${post.id}`)).statusCode).toBe(404);
    expect(await postsCountOf(ana.id)).toBe(postsBefore - 1);
    expect(await livePosts()).toBe(liveBefore - 1);
    // The share stays, and says its original is gone.
    expect((await http.as(bruno).get(`/api/posts/${share.id}`)).json().sharedPost).toEqual({ available: false });
    // The file and its crops are gone from storage and from /media.
    expect((await http.get(file.url)).statusCode).toBe(404);
    expect((await http.get(`/resize/c92x92/${file.filename}`)).statusCode).toBe(404);
    const stored = await readdir(path.join(app.dataDir, 'media', 'media')).catch(() => []);
    expect(stored).not.toContain(file.filename);

    // Deleting the share gives the original's share back, even though the original is gone.
    expect((await http.as(bruno).delete(`/api/posts/${share.id}`)).statusCode).toBe(204);
    expect((await counters(post.id))?.shares).toBe(0);
  });

  it('ids that do not exist answer 404, malformed ids 400', async () => {
    expect((await http.as(ana).get('/api/posts/424242424')).statusCode).toBe(404);
    expect((await http.as(ana).get('/api/posts/abc')).statusCode).toBe(400);
    expect((await http.as(ana).get('/api/posts/-1')).statusCode).toBe(400);
  });
});
