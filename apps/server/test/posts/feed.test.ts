import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, PostPage } from '@vitrina/contract/posts';
import { POSTS_PAGE_SIZE } from '@vitrina/contract/post-limits';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { allPages, block, createAgency, createTalent, follow, publishText, settleTimelines } from '../helpers/posts.ts';
import { createStatementLog } from '../helpers/statement-log.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import type { TestUser } from '../helpers/factories.ts';

describe(`the news feed (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let reader: TestUser;
  let followed: TestUser;
  let stranger: TestUser;
  let agency: TestUser;
  const ids = { mine: [] as number[], followed: [] as number[], stranger: [] as number[] };

  const log = createStatementLog();

  beforeAll(async () => {
    app = await createTestApp({}, {}, undefined, { onQuery: log.onQuery });
    http = createClient(app);
    reader = await createTalent(app, 'Lectora');
    followed = await createTalent(app, 'Seguida');
    stranger = await createTalent(app, 'Extraña');
    agency = await createAgency(app);
    await follow(app, reader.id, followed.id);
    await follow(app, agency.id, followed.id);
    // Interleaved, so that pages mix authors: 14 + 14 + 3 posts.
    for (let i = 0; i < 14; i += 1) {
      ids.followed.push((await publishText(app, followed, `seguida ${i}`)).id);
      ids.stranger.push((await publishText(app, stranger, `extraña ${i}`)).id);
      if (i % 5 === 0) ids.mine.push((await publishText(app, reader, `mía ${i}`)).id);
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const desc = (list: number[]) => [...list].sort((a, b) => b - a);

  it('by default shows the people I follow and me, newest first, every post exactly once across pages', async () => {
    const { pages, limit } = await allPages(app, reader, '/api/posts/feed');
    const expected = desc([...ids.followed, ...ids.mine]);
    expect(limit).toBe(Math.ceil(expected.length / POSTS_PAGE_SIZE));
    expect(pages.map((p) => p.length)).toEqual([12, expected.length - 12]);
    expect(pages.flat().map((p) => p.id)).toEqual(expected);
  });

  it('with filter=agencia shows every talent’s posts, mine too, with the page count of all of them', async () => {
    const { pages, limit } = await allPages(app, reader, '/api/posts/feed?filter=agencia');
    const expected = desc([...ids.followed, ...ids.mine, ...ids.stranger]);
    expect(limit).toBe(Math.ceil(expected.length / POSTS_PAGE_SIZE));
    expect(pages.flat().map((p) => p.id)).toEqual(expected);
  });

  it('an agency’s feed holds the talents it follows', async () => {
    const page = (await http.as(agency).get('/api/posts/feed')).json() as PostPage;
    expect(page.posts.map((p) => p.user.id)).toEqual(Array(12).fill(followed.id));
    expect(page.posts.every((p) => !p.isOwner)).toBe(true);
  });

  it('keyset pages (`before`) never repeat a post when new ones arrive between two pages', async () => {
    const as = http.as(reader);
    const first = (await as.get('/api/posts/feed?filter=agencia')).json() as PostPage;
    const fresh = await publishText(app, stranger, 'recién llegada');
    const last = first.posts.at(-1)!.id;
    const second = (await as.get(`/api/posts/feed?filter=agencia&page=2&before=${last}`)).json() as PostPage;
    const seen = [...first.posts, ...second.posts].map((p) => p.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(fresh.id);
    expect(second.posts[0]!.id).toBeLessThan(last);
    // Offset paging would have shown the last post of page 1 again.
    const offset = (await as.get('/api/posts/feed?filter=agencia&page=2')).json() as PostPage;
    expect(offset.posts[0]!.id).toBe(last);
  });

  it('an empty feed says so with no pages', async () => {
    const loner = await createTalent(app, 'Sola');
    expect((await http.as(loner).get('/api/posts/feed')).json()).toEqual({ posts: [], limit: 0 });
  });

  it('a page past the end is empty and still gives each list its page count (counted on its own)', async () => {
    const as = http.as(reader);
    const past = async (path: string) => (await as.get(path)).json() as PostPage;
    expect(await past('/api/posts/feed?page=9')).toEqual({ posts: [], limit: 2 });
    expect(await past('/api/posts/feed?page=9&filter=agencia')).toEqual({
      posts: [],
      limit: Math.ceil((ids.followed.length + ids.mine.length + ids.stranger.length) / POSTS_PAGE_SIZE),
    });
    expect(await past(`/api/posts/user/${followed.profileUrl}?page=9`)).toEqual({ posts: [], limit: 2 });
  });

  it('refuses bad paging values with 400', async () => {
    for (const query of ['page=0', 'page=abc', 'before=0', 'filter=todos', 'page=1e9']) {
      expect((await http.as(reader).get(`/api/posts/feed?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('a profile’s timeline lists that person’s posts, with its own page count', async () => {
    const { pages, limit } = await allPages(app, reader, `/api/posts/user/${followed.profileUrl}`);
    expect(limit).toBe(2);
    expect(pages.flat().map((p: Post) => p.id)).toEqual(desc(ids.followed));
    expect((await http.as(reader).get('/api/posts/user/nadie-con-este-perfil')).statusCode).toBe(404);
  });

  it('a page of each list is one statement once its authors and comments are kept', async () => {
    await settleTimelines(app);
    const paths = [
      '/api/posts/feed?page=1',
      '/api/posts/feed?page=2&filter=agencia',
      `/api/posts/user/${followed.profileUrl}?page=2`,
    ];
    const counts: Record<string, number> = {};
    for (const path of paths) {
      await http.as(reader).get(path);
      const statements = await log.during(async () => {
        expect((await http.as(reader).get(path)).statusCode).toBe(200);
      });
      counts[path] = statements.length;
    }
    expect(counts).toEqual(Object.fromEntries(paths.map((path) => [path, 1])));
  });
});

describe(`blocks hide posts in both directions (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a blocked author vanishes from the blocker’s feeds, timeline and post, and the other way round', async () => {
    const blocker = await createTalent(app, 'Bloqueadora');
    const blocked = await createTalent(app, 'Bloqueado');
    const sharer = await createTalent(app, 'Compartidora');
    await follow(app, blocker.id, blocked.id);
    await follow(app, blocked.id, blocker.id);
    const byBlocked = await publishText(app, blocked, 'del bloqueado');
    const byBlocker = await publishText(app, blocker, 'de la bloqueadora');
    const share = (await http.as(sharer).post('/api/posts/share', { id: byBlocked.id })).json() as Post;
    await block(app, blocker.id, blocked.id);

    for (const [viewer, hidden, own] of [
      [blocker, byBlocked, byBlocker],
      [blocked, byBlocker, byBlocked],
    ] as const) {
      const as = http.as(viewer);
      for (const path of ['/api/posts/feed', '/api/posts/feed?filter=agencia']) {
        const page = (await as.get(path)).json() as PostPage;
        expect(page.posts.map((p) => p.id)).not.toContain(hidden.id);
        expect(page.posts.map((p) => p.id)).toContain(own.id);
      }
      expect((await as.get(`/api/posts/${hidden.id}`)).statusCode).toBe(404);
      const otherUrl = viewer === blocker ? blocked.profileUrl : blocker.profileUrl;
      expect((await as.get(`/api/posts/user/${otherUrl}`)).statusCode).toBe(404);
      for (const type of ['PHOTO', 'VIDEO', 'FILE']) {
        expect((await as.get(`/api/posts/user/${otherUrl}/${type}/type`)).statusCode).toBe(404);
      }
    }
    // The global feed's page count leaves the hidden posts out too: blocker sees its own and the share.
    const global = (await http.as(blocker).get('/api/posts/feed?filter=agencia')).json() as PostPage;
    expect(global.posts.map((p) => p.id).sort()).toEqual([byBlocker.id, share.id].sort());
    expect(global.limit).toBe(1);
    // A share of a hidden author's post shows that the original is not available, never its content.
    const seenShare = global.posts.find((p) => p.id === share.id)!;
    expect(seenShare.sharedPost).toEqual({ available: false });
    expect(JSON.stringify(seenShare)).not.toContain('del bloqueado');
    // Someone outside the block still sees everything.
    const outsider = await createTalent(app, 'Fuera');
    const all = (await http.as(outsider).get('/api/posts/feed?filter=agencia')).json() as PostPage;
    expect(all.posts.map((p) => p.id)).toEqual(expect.arrayContaining([byBlocked.id, byBlocker.id, share.id]));
    expect(all.posts.find((p) => p.id === share.id)!.sharedPost).toMatchObject({ available: true, id: byBlocked.id });
  });

  it('a person in a block can neither share, like nor comment on the other’s post', async () => {
    const owner = await createTalent(app, 'Dueña');
    const other = await createTalent(app, 'Otro');
    const post = await publishText(app, owner, 'privado para ti');
    await block(app, other.id, owner.id);
    for (const [method, path, body] of [
      ['POST', '/api/posts/share', { id: post.id }],
      ['POST', `/api/reactions/like/post/${post.id}`, undefined],
      ['POST', '/api/comments', { postId: post.id, comment: 'hola' }],
      ['GET', `/api/comments/post/${post.id}`, undefined],
    ] as const) {
      const res = await http.as(other).request(method, path, body === undefined ? {} : { body });
      expect(res.statusCode, path).toBe(404);
    }
    const fresh = (await http.as(owner).get(`/api/posts/${post.id}`)).json() as Post;
    expect(fresh).toMatchObject({ likesCount: 0, commentsCount: 0, shareCount: 0 });
  });
});
