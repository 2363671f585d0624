import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pins, Portfolio } from '@vitrina/contract/pins';
import type { TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { block, createAgency, createTalent, publishText } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/** A talent pins up to six of their own posts, in their order, at the top of their profile. */
describe(`the pinned portfolio (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let viewer: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    viewer = await createAgency(app, 'Mira');
  });
  afterAll(async () => {
    await app?.close();
  });

  const pin = (user: TestUser, postId: number) => http.as(user).put(`/api/posts/${postId}/pin`, {});
  const unpin = (user: TestUser, postId: number) => http.as(user).delete(`/api/posts/${postId}/pin`);
  const reorder = (user: TestUser, postIds: number[]) => http.as(user).put('/api/posts/pins', { postIds });
  const portfolio = async (as: TestUser, owner: TestUser) => {
    const res = await http.as(as).get(`/api/posts/user/${owner.profileUrl}/pins`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Portfolio).posts.map((post) => post.id);
  };
  const publishMany = async (author: TestUser, count: number) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) ids.push((await publishText(app, author, `Obra ${i + 1}`)).id);
    return ids;
  };

  it('keeps the order pins were made in, and a new order the owner gives', async () => {
    const ana = await createTalent(app, 'Ana');
    const [a, b, c] = await publishMany(ana, 3);
    expect(await portfolio(viewer, ana)).toEqual([]);
    for (const id of [b!, a!, c!]) expect((await pin(ana, id)).statusCode).toBe(200);
    expect(await portfolio(viewer, ana)).toEqual([b, a, c]);

    const again = await pin(ana, a!);
    expect(again.statusCode).toBe(200);
    expect((again.json() as Pins).postIds).toEqual([b, a, c]);

    const moved = await reorder(ana, [c!, b!, a!]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as Pins).postIds).toEqual([c, b, a]);
    expect(await portfolio(viewer, ana)).toEqual([c, b, a]);
    // The portfolio answers whole posts, in the feed's shape.
    const res = await http.as(viewer).get(`/api/posts/user/${ana.profileUrl}/pins`);
    expect((res.json() as Portfolio).posts[0]).toMatchObject({ id: c, description: 'Obra 3', user: { id: ana.id } });
  });

  it('refuses a seventh pin with 409 in the person’s language, and takes one once another is unpinned', async () => {
    const luis = await createTalent(app, 'Luis');
    const ids = await publishMany(luis, 7);
    for (const id of ids.slice(0, 6)) expect((await pin(luis, id)).statusCode).toBe(200);
    const seventh = await http.as(luis).put(`/api/posts/${ids[6]}/pin`, {}, { lang: 'en' });
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json()).toMatchObject({ error: 'pin_limit', message: expect.stringContaining('unpin one') });
    expect((await pin(luis, ids[6]!)).json()).toMatchObject({
      error: 'pin_limit',
      message: expect.stringMatching(/quita una/),
    });
    expect(await portfolio(viewer, luis)).toEqual(ids.slice(0, 6));

    const out = await unpin(luis, ids[2]!);
    expect((out.json() as Pins).postIds).toEqual([ids[0], ids[1], ids[3], ids[4], ids[5]]);
    expect((await unpin(luis, ids[2]!)).statusCode).toBe(200);
    expect((await pin(luis, ids[6]!)).statusCode).toBe(200);
    expect(await portfolio(viewer, luis)).toEqual([ids[0], ids[1], ids[3], ids[4], ids[5], ids[6]]);
  });

  it('pins only the owner’s own posts: not someone else’s, not a share, not a deleted post', async () => {
    const owner = await createTalent(app, 'Dueña');
    const other = await createTalent(app, 'Otra');
    const [mine] = await publishMany(owner, 1);
    const [theirs] = await publishMany(other, 1);
    expect((await pin(owner, theirs!)).json()).toMatchObject({ error: 'pin_not_own' });
    expect((await pin(owner, theirs!)).statusCode).toBe(403);
    const shared = await http.as(owner).post('/api/posts/share', { id: theirs, description: '' });
    expect(shared.statusCode, shared.body).toBe(200);
    expect((await pin(owner, (shared.json() as { id: number }).id)).statusCode).toBe(403);
    expect((await pin(owner, 999_999_999)).statusCode).toBe(404);
    expect((await pin(await createAgency(app, 'Agencia'), mine!)).statusCode).toBe(403);
    expect((await pin(other, mine!)).statusCode).toBe(403);
    expect(await portfolio(viewer, owner)).toEqual([]);

    expect((await pin(owner, mine!)).statusCode).toBe(200);
    expect((await http.as(owner).delete(`/api/posts/${mine}`)).statusCode).toBe(204);
    expect(await portfolio(viewer, owner)).toEqual([]);
    expect((await pin(owner, mine!)).statusCode).toBe(404);
  });

  it('refuses an order that does not name exactly the pinned posts', async () => {
    const eva = await createTalent(app, 'Eva');
    const [a, b, c] = await publishMany(eva, 3);
    await pin(eva, a!);
    await pin(eva, b!);
    for (const order of [[a!], [a!, b!, c!], [a!, a!], [b!, c!]]) {
      const res = await reorder(eva, order);
      expect(res.statusCode, JSON.stringify(order)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'pin_order_mismatch' });
    }
    expect((await reorder(eva, [1, 2, 3, 4, 5, 6, 7])).statusCode).toBe(400);
    expect(await portfolio(viewer, eva)).toEqual([a, b]);
  });

  it('is not there across a block, in either direction', async () => {
    const sara = await createTalent(app, 'Sara');
    const blocked = await createTalent(app, 'Bloqueada');
    const blocker = await createTalent(app, 'Bloqueadora');
    const [post] = await publishMany(sara, 1);
    await pin(sara, post!);
    await block(app, sara.id, blocked.id);
    await block(app, blocker.id, sara.id);
    for (const person of [blocked, blocker]) {
      expect((await http.as(person).get(`/api/posts/user/${sara.profileUrl}/pins`)).statusCode).toBe(404);
    }
    expect((await http.as(sara).get('/api/posts/user/nadie-aqui/pins')).statusCode).toBe(404);
    expect(await portfolio(sara, sara)).toEqual([post]);
  });

  it('pins twice at once without taking a place twice', async () => {
    const pia = await createTalent(app, 'Pía');
    const ids = await publishMany(pia, 8);
    for (const id of ids.slice(0, 4)) await pin(pia, id);
    const answers = await Promise.all(ids.slice(4).map((id) => pin(pia, id)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 409, 409]);
    expect(await portfolio(viewer, pia)).toHaveLength(6);
  });

  it('asks for a session', async () => {
    expect((await http.put('/api/posts/1/pin', {})).statusCode).toBe(401);
  });
});
