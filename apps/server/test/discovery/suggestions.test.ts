import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TalentCard } from '@vitrina/contract/discovery';
import { createUser, type TestUser, type UserFactoryOptions } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { block, follow } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/** A person with the fields suggestions choose by (country, categories, posts, followers), set in the database. */
async function person(
  app: TestApp,
  options: UserFactoryOptions & { followers?: number; posts?: number; country?: string; categories?: number[] },
): Promise<TestUser> {
  const user = await createUser(app, options);
  await app.database.db.execute(
    sql`update users set followers_count = ${options.followers ?? 0}, posts_count = ${options.posts ?? 1},
          country = ${options.country ?? 'MX'} where id = ${user.id}`,
  );
  for (const categoryId of options.categories ?? []) {
    await app.database.db.execute(sql`insert into interests (user_id, category_id) values (${user.id}, ${categoryId})`);
  }
  return user;
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe(`people to follow: GET /api/users/suggestions (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let me: TestUser;
  let homeLow: TestUser;
  let homeHigh: TestUser;
  let abroad: TestUser;
  let blockedByMe: TestUser;
  let blockerOfMe: TestUser;
  let followed: TestUser;
  let excluded: TestUser[];

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    me = await person(app, { type: 'talento', nombre: 'Yo', categories: [1], posts: 3, country: 'MX' });
    homeLow = await person(app, { type: 'talento', nombre: 'Casa poco', categories: [1, 4], followers: 5 });
    homeHigh = await person(app, { type: 'talento', nombre: 'Casa mucho', categories: [1], followers: 50 });
    // Far more followed, but of another country: after the viewer's own country.
    abroad = await person(app, { type: 'talento', nombre: 'Fuera', categories: [1], followers: 900, country: 'AR' });
    blockedByMe = await person(app, { type: 'talento', nombre: 'Bloqueado', categories: [1], followers: 700 });
    blockerOfMe = await person(app, { type: 'talento', nombre: 'Bloqueador', categories: [1], followers: 600 });
    followed = await person(app, { type: 'talento', nombre: 'Seguido', categories: [1], followers: 500 });
    excluded = [
      blockedByMe,
      blockerOfMe,
      followed,
      await person(app, { type: 'agencia', nombre: 'Agencia', categories: [1], followers: 800 }),
      await person(app, { type: 'talento', nombre: 'Sin posts', categories: [1], followers: 400, posts: 0 }),
      await person(app, { type: 'talento', nombre: 'Otra categoría', categories: [2], followers: 300 }),
      await person(app, { type: 'talento', nombre: 'Sin confirmar', categories: [1], isVerified: false }),
    ];
    await block(app, me.id, blockedByMe.id);
    await block(app, blockerOfMe.id, me.id);
    await follow(app, me.id, followed.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  const suggestionsOf = async (user: TestUser, query = '') => {
    const res = await http.as(user).get(`/api/users/suggestions${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TalentCard[];
  };

  it('talents of my categories with posts, not followed, my country first, then most followed', async () => {
    const rows = await suggestionsOf(me);
    expect(ids(rows)).toEqual([homeHigh.id, homeLow.id, abroad.id]);
    expect(rows[0]).toEqual({
      id: homeHigh.id,
      fullname: expect.stringMatching(/^Casa mucho /),
      profile_url: homeHigh.profileUrl,
      profileImage: expect.any(String),
      coverImage: expect.any(String),
      ciudad: 'Guadalajara',
      country: 'MX',
      categories: [1],
      followersCount: 50,
      // Text posts only (or none): a card without photos.
      photos: [],
      available: false,
    });
  });

  it('never myself, anyone blocked either way, anyone I follow, agencies, talents without posts or of other categories', async () => {
    const shown = new Set(ids(await suggestionsOf(me, '?limit=24')));
    expect(shown.has(me.id)).toBe(false);
    for (const other of excluded) expect(shown.has(other.id), `person ${other.id} must not be suggested`).toBe(false);
  });

  it('the block holds from the other side: neither blocked party is suggested to the other', async () => {
    for (const other of [blockedByMe, blockerOfMe]) {
      const rows = await suggestionsOf(other, '?limit=24');
      expect(ids(rows)).not.toContain(me.id);
      expect(ids(rows)).toContain(homeHigh.id);
    }
    // Without a block, the same viewer position does suggest me.
    expect(ids(await suggestionsOf(homeLow, '?limit=24'))).toContain(me.id);
  });

  it('following a suggestion takes it off the list', async () => {
    const viewer = await person(app, { type: 'talento', nombre: 'Nueva', categories: [1], posts: 0 });
    expect(ids(await suggestionsOf(viewer))).toContain(homeHigh.id);
    const res = await http.as(viewer).post('/api/users/follow', { id: homeHigh.id });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(ids(await suggestionsOf(viewer))).not.toContain(homeHigh.id);
  });

  it('an account without categories gets talents of any category; agencies are never suggested', async () => {
    const agency = await person(app, { type: 'agencia', nombre: 'Agencia nueva', posts: 0 });
    const rows = await suggestionsOf(agency, '?limit=24');
    expect(ids(rows)).toEqual(expect.arrayContaining([homeHigh.id, excluded[5]!.id, me.id]));
    expect(ids(rows)).not.toContain(excluded[3]!.id);
  });

  it('is limited: ?limit cuts the list, out-of-range limits are refused, a guest is refused', async () => {
    expect(ids(await suggestionsOf(me, '?limit=1'))).toEqual([homeHigh.id]);
    for (const limit of ['0', '25', 'x']) {
      expect((await http.as(me).get(`/api/users/suggestions?limit=${limit}`)).statusCode).toBe(400);
    }
    expect((await http.get('/api/users/suggestions')).statusCode).toBe(401);
  });
});
