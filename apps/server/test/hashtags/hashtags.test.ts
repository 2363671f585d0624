import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Post } from '@vitrina/contract/posts';
import type { TagPostPage, TrendingTags } from '@vitrina/contract/hashtags';
import { interests } from '../../src/db/schema/interests.ts';
import { postTags } from '../../src/db/schema/post-tags.ts';
import { users } from '../../src/db/schema/users.ts';
import type { TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { block, createTalent, publishText } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

describe(`hashtags (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let ana: TestUser;
  let bruno: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    ana = await createTalent(app, 'Ana');
    bruno = await createTalent(app, 'Bruno');
    reader = await createTalent(app, 'Lectora');
  });
  afterAll(async () => {
    await app?.close();
  });

  const tagPage = async (user: TestUser, tag: string, query = '') => {
    const res = await http.as(user).get(`/api/tags/${encodeURIComponent(tag)}/posts${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TagPostPage;
  };
  const ids = (page: TagPostPage) => page.rows.map((post) => post.id);

  it('folds case and accents but keeps ñ, with or without #', async () => {
    const diseno = await publishText(app, ana, 'Nuevo trabajo #Diseño y #Música');
    const ano = await publishText(app, ana, 'Feliz #año');
    for (const tag of ['diseño', '#DISEÑO', '#diseño']) expect(ids(await tagPage(reader, tag))).toEqual([diseno.id]);
    expect(ids(await tagPage(reader, 'diseno'))).toEqual([]);
    expect(ids(await tagPage(reader, '#musica'))).toEqual([diseno.id]);
    expect(ids(await tagPage(reader, 'MÚSICA'))).toEqual([diseno.id]);
    expect(ids(await tagPage(reader, 'año'))).toEqual([ano.id]);
    expect(ids(await tagPage(reader, 'ano'))).toEqual([]);
    expect(await tagPage(reader, 'no es etiqueta')).toEqual({ rows: [], count: 0 });
  });

  it('lists newest first in the feed shape, with the count, and pages by keyset', async () => {
    const made: Post[] = [];
    for (let i = 0; i < 14; i += 1) made.push(await publishText(app, bruno, `Ensayo ${i} #ensayo`));
    const first = await tagPage(reader, 'ensayo');
    expect(first.count).toBe(14);
    expect(ids(first)).toEqual(
      made
        .slice(2)
        .map((post) => post.id)
        .reverse(),
    );
    expect(first.rows[0]).toMatchObject({ description: 'Ensayo 13 #ensayo', user: { id: bruno.id } });
    const next = await tagPage(reader, 'ensayo', `?page=2&before=${first.rows.at(-1)!.id}`);
    expect(ids(next)).toEqual([made[1]!.id, made[0]!.id]);
  });

  it('an edit moves the post between tags and a delete drops it', async () => {
    const post = await publishText(app, ana, 'Ensayo general #teatro');
    expect(ids(await tagPage(reader, 'teatro'))).toEqual([post.id]);
    const edited = await http.as(ana).put('/api/posts/change-comment', { id: post.id, description: 'Ahora #Danza' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ids(await tagPage(reader, 'teatro'))).toEqual([]);
    expect(ids(await tagPage(reader, 'danza'))).toEqual([post.id]);
    expect((await http.as(ana).delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    expect(await tagPage(reader, 'danza')).toEqual({ rows: [], count: 0 });
    expect(await app.database.db.select().from(postTags).where(eq(postTags.postId, post.id))).toEqual([]);
  });

  it('hides blocked people both ways and cancelled authors', async () => {
    const blocker = await createTalent(app, 'Bloquea');
    const blocked = await createTalent(app, 'Bloqueada');
    const gone = await createTalent(app, 'Cancelada');
    const byBlocker = await publishText(app, blocker, 'Uno #escena');
    const byBlocked = await publishText(app, blocked, 'Dos #escena');
    const byGone = await publishText(app, gone, 'Tres #escena');
    expect(ids(await tagPage(reader, 'escena'))).toEqual([byGone.id, byBlocked.id, byBlocker.id]);
    await block(app, blocker.id, blocked.id);
    await app.database.db.update(users).set({ cancelledAt: new Date() }).where(eq(users.id, gone.id));
    expect(await tagPage(blocker, 'escena')).toMatchObject({ count: 1, rows: [{ id: byBlocker.id }] });
    expect(await tagPage(blocked, 'escena')).toMatchObject({ count: 1, rows: [{ id: byBlocked.id }] });
    expect((await tagPage(reader, 'escena')).count).toBe(2);
  });

  it('suggests tags by their folded start', async () => {
    await publishText(app, bruno, '#Fotografía de estudio');
    const res = await http.as(reader).get(`/api/tags/suggestions?term=${encodeURIComponent('#FOTO')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['fotografia']);
  });

  it('trends a tag used by 3 people of a category in the last 7 days, not by 2 or older', async () => {
    const people = [await createTalent(app, 'P1'), await createTalent(app, 'P2'), await createTalent(app, 'P3')];
    for (const person of people) await app.database.db.insert(interests).values({ userId: person.id, categoryId: 5 });
    for (const person of people) await publishText(app, person, 'Hoy #Coreografia');
    for (const person of people.slice(0, 2)) await publishText(app, person, 'Y #solodos');
    const old = await publishText(app, people[2]!, '#antigua');
    for (const person of people.slice(0, 2)) await publishText(app, person, '#antigua');
    await app.database.db
      .update(postTags)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(postTags.postId, old.id));
    const trending = (await http.as(reader).get('/api/tags/trending')).json() as TrendingTags;
    const five = trending.find((group) => group.categoryId === 5);
    expect(five?.tags).toEqual([{ tag: 'coreografia', people: 3 }]);
    // Across a block, the blocked person no longer counts: two people are not a trend.
    await block(app, reader.id, people[0]!.id);
    const after = (await http.as(reader).get('/api/tags/trending')).json() as TrendingTags;
    expect(after.find((group) => group.categoryId === 5)).toBeUndefined();
  });
});
