import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TalentCard, TalentPage } from '@vitrina/contract/discovery';
import { createUser, type TestUser, type UserFactoryOptions } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { block } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

interface Talent extends TestUser {
  followers: number;
  createdAt: Date;
}

const DAY = 86_400_000;
const BASE = Date.parse('2026-06-01T12:00:00Z');

/** A person with the fields the explore lists order and filter by, set straight in the database. */
async function person(
  app: TestApp,
  options: UserFactoryOptions & { followers?: number; daysAgo?: number; country?: string; categories?: number[] },
): Promise<Talent> {
  const user = await createUser(app, options);
  const followers = options.followers ?? 0;
  const createdAt = new Date(BASE - (options.daysAgo ?? 0) * DAY);
  await app.database.db.execute(
    sql`update users set followers_count = ${followers}, created_at = ${createdAt.toISOString()}::timestamptz,
          country = ${options.country ?? 'MX'} where id = ${user.id}`,
  );
  for (const categoryId of options.categories ?? []) {
    await app.database.db.execute(sql`insert into interests (user_id, category_id) values (${user.id}, ${categoryId})`);
  }
  return { ...user, followers, createdAt };
}

/** Every page of a `{rows, count}` list, until a short page. */
async function allRows(
  client: TestClient,
  path: string,
): Promise<{ rows: TalentCard[]; count: number; pages: number }> {
  const rows: TalentCard[] = [];
  let count = -1;
  let pages = 0;
  for (let page = 1; page < 50; page += 1) {
    const res = await client.get(`${path}${path.includes('?') ? '&' : '?'}page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TalentPage;
    count = body.count;
    pages += 1;
    rows.push(...body.rows);
    expect(body.rows.length).toBeLessThanOrEqual(12);
    if (body.rows.length < 12) break;
  }
  return { rows, count, pages };
}

/** The categories of the n-th (1-based) ordinary talent of the lists' fixture. */
const categoriesOf = (n: number) => (n % 2 === 1 ? [1] : n % 4 === 0 ? [2, 3] : [2]);

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const byFollowers = (a: Talent, b: Talent) => b.followers - a.followers || b.id - a.id;
const byRecent = (a: Talent, b: Talent) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

describe(`explore lists (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let me: Talent;
  let talents: Talent[];
  let agency: Talent;
  let agencyWithoutCategories: Talent;
  /** People no list may show to `me`: agencies, an unconfirmed talent, a talent without type, blocks both ways. */
  let hidden: Talent[];
  let blockedByMe: Talent;
  let blockerOfMe: Talent;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    me = await person(app, { type: 'talento', nombre: 'Yo', categories: [1], followers: 25 });
    talents = [];
    for (let i = 1; i <= 26; i += 1) {
      talents.push(
        await person(app, {
          type: 'talento',
          nombre: `Talento ${i}`,
          // Ties on both orders, so only the id can make pages stable.
          followers: (i % 5) * 10,
          daysAgo: i % 4,
          country: i % 3 === 0 ? 'AR' : 'MX',
          categories: categoriesOf(i),
        }),
      );
    }
    agency = await person(app, { type: 'agencia', nombre: 'Agencia', categories: [2], followers: 500 });
    agencyWithoutCategories = await person(app, { type: 'agencia', nombre: 'Agencia vacía' });
    blockedByMe = await person(app, { type: 'talento', nombre: 'Bloqueado', categories: [1, 2], followers: 900 });
    blockerOfMe = await person(app, { type: 'talento', nombre: 'Bloqueador', categories: [1, 2], followers: 800 });
    hidden = [
      agency,
      agencyWithoutCategories,
      blockedByMe,
      blockerOfMe,
      await person(app, {
        type: 'talento',
        isVerified: false,
        nombre: 'Sin confirmar',
        categories: [1],
        followers: 700,
      }),
      await person(app, { type: null, nombre: 'Sin tipo', categories: [1], followers: 600 }),
      await person(app, { type: 'agencia', nombre: 'Otra agencia', categories: [1, 2], followers: 650, daysAgo: -1 }),
    ];
    await block(app, me.id, blockedByMe.id);
    await block(app, blockerOfMe.id, me.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  const expectNoneHidden = (rows: TalentCard[], viewer: { id: number } = me) => {
    const shown = new Set(ids(rows));
    expect(shown.has(viewer.id)).toBe(false);
    for (const person of viewer === me ? hidden : hidden.filter((p) => p !== blockedByMe && p !== blockerOfMe)) {
      expect(shown.has(person.id), `person ${person.id} must not be listed`).toBe(false);
    }
  };

  it('featured: every visible talent once, most followed first, ties by id, 12 a page, the card’s shape', async () => {
    const { rows, count, pages } = await allRows(http.as(me), '/api/users/destacados');
    expect(count).toBe(26);
    expect(pages).toBe(3);
    // The count comes with the page's rows (decision 0001): a page past the end still answers it.
    const beyond = (await http.as(me).get('/api/users/destacados?page=9')).json() as TalentPage;
    expect(beyond).toEqual({ rows: [], count: 26 });
    expect(ids(rows)).toEqual(ids([...talents].sort(byFollowers)));
    expectNoneHidden(rows);
    const sample = rows.find((r) => r.id === talents[3]!.id);
    expect(sample).toEqual({
      id: talents[3]!.id,
      fullname: expect.stringMatching(/^Talento 4 /),
      profile_url: talents[3]!.profileUrl,
      profileImage: expect.any(String),
      coverImage: expect.any(String),
      ciudad: 'Guadalajara',
      country: 'MX',
      categories: [2, 3],
      followersCount: 40,
      // Text posts only (or none): a card without photos.
      photos: [],
      // Not available for anything: no badge.
      available: false,
    });
  });

  it('recent: newest first, ties by id, the same rules', async () => {
    const { rows, count } = await allRows(http.as(me), '/api/users/recientes');
    expect(count).toBe(26);
    expect(ids(rows)).toEqual(ids([...talents].sort(byRecent)));
    expectNoneHidden(rows);
  });

  it('a blocked person sees none of it either: the rule holds from the other side', async () => {
    for (const other of [blockedByMe, blockerOfMe]) {
      for (const path of ['/api/users/destacados', '/api/users/recientes', '/api/categories/users/all']) {
        const { rows } = await allRows(http.as(other), path);
        expect(ids(rows)).not.toContain(me.id);
        expect(ids(rows)).toContain(talents[0]!.id);
      }
      const found = (await http
        .as(other)
        .get('/api/users/search?term=Yo')
        .then((r) => r.json())) as TalentPage;
      expect(ids(found.rows)).not.toContain(me.id);
      const similar = (await http
        .as(other)
        .get('/api/users/similares')
        .then((r) => r.json())) as TalentCard[];
      expect(ids(similar)).not.toContain(me.id);
    }
    // And without the block, the same people do see me.
    const { rows } = await allRows(http.as(talents[0]!), '/api/users/destacados');
    expect(ids(rows)).toContain(me.id);
  });

  it('an agency sees the talents of its own categories; without categories it is asked to choose some', async () => {
    const scoped = talents.filter((_, i) => categoriesOf(i + 1).includes(2));
    const featured = await allRows(http.as(agency), '/api/users/destacados');
    expect(ids(featured.rows)).toEqual(ids([...scoped, blockedByMe, blockerOfMe].sort(byFollowers)));
    expect(featured.count).toBe(scoped.length + 2);
    const recent = await allRows(http.as(agency), '/api/users/recientes');
    expect(ids(recent.rows)).toEqual(ids([...scoped, blockedByMe, blockerOfMe].sort(byRecent)));

    for (const path of ['/api/users/destacados', '/api/users/recientes']) {
      const res = await http.as(agencyWithoutCategories).get(path, { lang: 'en' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'categories_required', message: expect.stringMatching(/category/) });
    }
    const es = await http.as(agencyWithoutCategories).get('/api/users/destacados');
    expect(es.json().message).toMatch(/categoría/);
  });

  it('similar: up to ten distinct talents; a talent’s own categories; stable for a seed, varied across seeds', async () => {
    const mine = new Set(talents.filter((_, i) => categoriesOf(i + 1).includes(1)).map((t) => t.id));
    const draws: number[][] = [];
    for (const seed of [1, 2, 3, 4]) {
      const res = await http.as(me).get(`/api/users/similares?seed=${seed}`);
      expect(res.statusCode).toBe(200);
      const list = res.json() as TalentCard[];
      expect(list).toHaveLength(10);
      expect(new Set(ids(list)).size).toBe(10);
      for (const card of list) expect(mine.has(card.id), `talent ${card.id} shares no category with me`).toBe(true);
      expectNoneHidden(list);
      const again = (await http
        .as(me)
        .get(`/api/users/similares?seed=${seed}`)
        .then((r) => r.json())) as TalentCard[];
      expect(ids(again)).toEqual(ids(list));
      draws.push(ids(list));
    }
    expect(new Set(draws.map((d) => d.join())).size).toBeGreaterThan(1);
  });

  it('similar for an agency: talents of other categories and none of its own, and every category while it has none', async () => {
    const outside = (await http
      .as(agency)
      .get('/api/users/similares?seed=7')
      .then((r) => r.json())) as TalentCard[];
    expect(outside.length).toBe(10);
    for (const card of outside) {
      expect(card.categories).not.toContain(2);
      expect(card.categories.length).toBeGreaterThan(0);
    }
    const any = (await http
      .as(agencyWithoutCategories)
      .get('/api/users/similares?seed=7')
      .then((r) => r.json())) as TalentCard[];
    expect(any.length).toBe(10);
    expectNoneHidden(any, agencyWithoutCategories);
  });

  it('category lists: every slug form, `all`, the country filter, most followed first; unknown slug 404', async () => {
    const sports = talents.filter((_, i) => categoriesOf(i + 1).includes(1)).sort(byFollowers);
    for (const slug of ['deportes', 'sports']) {
      const { rows, count } = await allRows(http.as(me), `/api/categories/users/${slug}`);
      expect(count).toBe(sports.length);
      expect(ids(rows)).toEqual(ids(sports));
      expectNoneHidden(rows);
    }
    const science = await person(app, { type: 'talento', nombre: 'Científica', categories: [7] });
    for (const slug of ['ciencia', 'ciencia-tecnologia', 'science-and-technology']) {
      const res = await http.as(me).get(`/api/categories/users/${slug}`);
      expect(ids((res.json() as TalentPage).rows)).toEqual([science.id]);
    }
    for (const [slug, id] of [
      ['cinematografia', 4],
      ['literatura', 6],
      ['musica', 2],
      ['artes', 3],
      ['modelaje', 5],
      ['cocina', 8],
    ] as const) {
      const expected = talents.filter((_, i) => categoriesOf(i + 1).includes(id));
      const { count } = await allRows(http.as(me), `/api/categories/users/${slug}`);
      expect(count, slug).toBe(expected.length);
    }

    const argentineSports = sports.filter((t) => talents.indexOf(t) % 3 === 2);
    const ar = await allRows(http.as(me), '/api/categories/users/deportes?country=ar');
    expect(ids(ar.rows)).toEqual(ids(argentineSports));
    expect(ar.count).toBe(argentineSports.length);

    const all = await allRows(http.as(me), '/api/categories/users/all');
    expect(all.count).toBe(talents.length + 1);
    expect(ids(all.rows)).toEqual(ids([...talents, { ...science, followers: 0 }].sort(byFollowers)));
    expectNoneHidden(all.rows);
    const allMx = await allRows(http.as(me), '/api/categories/users/all?country=MX');
    expect(allMx.rows.every((r) => r.country === 'MX')).toBe(true);
    expect(allMx.count).toBe(talents.filter((t) => talents.indexOf(t) % 3 !== 2).length + 1);

    const unknown = await http.as(me).get('/api/categories/users/astrologia');
    expect(unknown.statusCode).toBe(404);
    const badCountry = await http.as(me).get('/api/categories/users/all?country=XX');
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().errors[0]).toMatchObject({ field: 'country', code: 'country_invalid' });
  });

  it('every list is for logged-in users only', async () => {
    for (const path of [
      '/api/users/destacados',
      '/api/users/recientes',
      '/api/users/similares',
      '/api/users/search?term=ta',
      '/api/categories/users/all',
    ]) {
      expect((await http.get(path)).statusCode, path).toBe(401);
    }
  });
});

// Shared among viewers (decision 0006's windows, the default) and read for the viewer alone (windows off).
describe.each([
  ['shared', {}],
  ['each read alone', { LIST_WINDOW_SECONDS: '0' }],
])(`talent search, %s (${engineName})`, (_, env) => {
  let app: TestApp;
  let http: TestClient;
  let me: Talent;
  const named: Record<string, Talent> = {};

  beforeAll(async () => {
    app = await createTestApp(env);
    http = createClient(app);
    me = await person(app, { type: 'talento', nombre: 'José', apellido: 'Yo Mismo' });
    const talent = async (key: string, nombre: string, apellido: string, followers = 0) => {
      named[key] = await person(app, { type: 'talento', nombre, apellido, followers });
    };
    await talent('jose', 'José', 'Pérez');
    await talent('josefa', 'Ana', 'Josefa Ruiz', 50);
    await talent('marijose', 'Marijosé', 'Luna', 90);
    await talent('muller', 'Greta', 'Müller');
    await talent('percent', 'Cien%Real', 'Uno');
    await talent('annRuiz', 'Ann', 'Ruiz');
    await talent('underscore', 'Guion_Bajo', 'Dos');
    await talent('annBo', 'Ann', 'Bo');
    await talent('backslash', 'Barra\\Invertida', 'Tres');
    await talent('kai', 'Kai', 'Ibáñez');
    for (let i = 1; i <= 14; i += 1) await talent(`page${i}`, 'Paginado', `Número ${i}`, i % 3);
    named.agency = await person(app, { type: 'agencia', nombre: 'José', apellido: 'Agencia' });
    named.blocked = await person(app, { type: 'talento', nombre: 'José', apellido: 'Bloqueado' });
    named.blocker = await person(app, { type: 'talento', nombre: 'José', apellido: 'Bloqueador' });
    await block(app, me.id, named.blocked.id);
    await block(app, named.blocker.id, me.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  const search = async (term: string, page = 1) => {
    const res = await http.as(me).get(`/api/users/search?term=${encodeURIComponent(term)}&page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TalentPage;
  };

  it('accent- and case-insensitive; the whole name first, then a word’s start, then anywhere', async () => {
    const found = await search('jose');
    expect(ids(found.rows)).toEqual([named.jose!.id, named.josefa!.id, named.marijose!.id]);
    expect(found.count).toBe(3);
    expect(ids((await search('JOSÉ')).rows)).toEqual(ids(found.rows));
    expect(ids((await search('muller')).rows)).toEqual([named.muller!.id]);
    expect(ids((await search('Müll')).rows)).toEqual([named.muller!.id]);
    expect(ids((await search('ibanez')).rows)).toEqual([named.kai!.id]);
  });

  it('by prefix of any word and by substring, the surname and the profile URL included', async () => {
    expect(ids((await search('per')).rows)).toContain(named.jose!.id);
    expect(ids((await search('ruiz')).rows).sort()).toEqual([named.josefa!.id, named.annRuiz!.id].sort());
    expect(ids((await search('osef')).rows)).toEqual([named.josefa!.id]);
    expect(ids((await search(named.muller!.profileUrl)).rows)).toEqual([named.muller!.id]);
  });

  it('%, _ and \\ in the term are plain text', async () => {
    expect(ids((await search('n%r')).rows)).toEqual([named.percent!.id]);
    expect(ids((await search('n_b')).rows)).toEqual([named.underscore!.id]);
    expect(ids((await search('a\\i')).rows)).toEqual([named.backslash!.id]);
    expect((await search('%%')).count).toBe(0);
  });

  it('agencies, myself and anyone in a block relation with me are never found', async () => {
    const found = await search('jose');
    for (const key of ['agency', 'blocked', 'blocker']) expect(ids(found.rows)).not.toContain(named[key]!.id);
    expect(ids(found.rows)).not.toContain(me.id);
  });

  it('pages of 12 in a stable order, no talent twice', async () => {
    const first = await search('paginado', 1);
    const second = await search('paginado', 2);
    expect(first.count).toBe(14);
    expect(first.rows).toHaveLength(12);
    expect(second.rows).toHaveLength(2);
    const all = [...ids(first.rows), ...ids(second.rows)];
    // All fourteen start with the term alike, so followers decide, then id.
    const expected = Array.from({ length: 14 }, (_, i) => named[`page${i + 1}`]!).sort(byFollowers);
    expect(all).toEqual(ids(expected));
  });

  it('two characters match the start of a word; three or more match anywhere', async () => {
    expect(ids((await search('jo')).rows)).toEqual([named.jose!.id, named.josefa!.id]);
    expect(ids((await search('ij')).rows)).toEqual([]);
    expect(ids((await search('ijo')).rows)).toEqual([named.marijose!.id]);
    expect(ids((await search('ib')).rows)).toEqual([named.kai!.id]);
  });

  it('a term under two characters is refused with a clear error in my language', async () => {
    for (const term of ['j', '  j  ', '']) {
      const res = await http.as(me).get(`/api/users/search?term=${encodeURIComponent(term)}`, { lang: 'en' });
      expect(res.statusCode, term).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'term', code: 'search_term_too_short' });
    }
    const missing = await http.as(me).get('/api/users/search');
    expect(missing.statusCode).toBe(400);
  });
});
