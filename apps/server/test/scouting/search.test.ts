import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoutingResult } from '@vitrina/contract/scouting';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { block } from '../helpers/posts.ts';
import { createStatementLog } from '../helpers/statement-log.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

interface Sheet {
  nombre: string;
  ciudad?: string;
  biography?: string;
  birthdate?: string;
  category: number;
  attributes: Array<{ key: string; value: number | string[]; visibility?: string }>;
  availability?: Array<{ kind: string; audience: string; days: number }>;
}

/** Filters, facet counts over the other filters, who finds whom, and what counts never tell. */
describe(`scouting: faceted search (${engineName})`, () => {
  let app: TestApp;
  const log = createStatementLog();
  let agency: TestUser;
  let verifiedAgency: TestUser;
  let searcher: TestUser;
  const people: Record<string, TestUser> = {};

  async function talent(name: string, sheet: Sheet): Promise<TestUser> {
    const user = await createUser(app, { nombre: sheet.nombre });
    await app.database.db.execute(
      sql`update users set ciudad = ${sheet.ciudad ?? 'Guadalajara'}, biography = ${sheet.biography ?? ''},
        birthdate = ${sheet.birthdate ?? '1995-04-12'} where id = ${user.id}`,
    );
    await app.database.db.execute(
      sql`insert into interests (user_id, category_id) values (${user.id}, ${sheet.category})`,
    );
    const me = createClient(app).as(user);
    const saved = await me.put('/api/users/me/attributes', { attributes: sheet.attributes });
    expect(saved.statusCode, saved.body).toBe(200);
    if (sheet.availability) await me.put('/api/users/me/availability', { availability: sheet.availability });
    people[name] = user;
    return user;
  }

  beforeAll(async () => {
    app = await createTestApp({}, {}, undefined, { onQuery: log.onQuery });
    [agency, verifiedAgency, searcher] = await Promise.all([
      createUser(app, { type: 'agencia' }),
      createUser(app, { type: 'agencia' }),
      createUser(app),
    ]);
    await app.database.db.execute(sql`update users set agency_verified_at = now() where id = ${verifiedAgency.id}`);
    await talent('lucia', {
      nombre: 'Lucía',
      ciudad: 'Querétaro',
      category: 5,
      attributes: [
        { key: 'height', value: 178 },
        { key: 'eye_colour', value: ['green'] },
        { key: 'hair_colour', value: ['black'], visibility: 'agencies' },
        { key: 'languages', value: ['es', 'en'] },
      ],
      availability: [{ kind: 'castings', audience: 'everyone', days: 30 }],
    });
    await talent('marta', {
      nombre: 'Marta',
      category: 5,
      attributes: [
        { key: 'height', value: 165 },
        { key: 'eye_colour', value: ['blue'] },
        { key: 'hair_colour', value: ['black'], visibility: 'searchable' },
        { key: 'languages', value: ['es'] },
      ],
      availability: [{ kind: 'representation', audience: 'agencies', days: 60 }],
    });
    await talent('nora', {
      nombre: 'Nora',
      category: 5,
      biography: 'Modelo de pasarela en Mérida',
      attributes: [
        { key: 'height', value: 181 },
        { key: 'eye_colour', value: ['green'] },
        { key: 'languages', value: ['en'] },
      ],
    });
    await talent('menor', {
      nombre: 'Inés',
      category: 5,
      birthdate: `${new Date().getUTCFullYear() - 16}-01-01`,
      attributes: [{ key: 'eye_colour', value: ['green'] }],
    });
    await talent('musico', { nombre: 'Pablo', category: 2, attributes: [{ key: 'instruments', value: ['guitar'] }] });
  });
  afterAll(async () => {
    await app?.close();
  });

  const search = async (who: TestUser, query: string, lang?: string) => {
    const res = await createClient(app)
      .as(who)
      .get(`/api/scouting/search?${query}`, lang ? { lang } : {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ScoutingResult;
  };
  const names = (result: ScoutingResult) => result.rows.map((r) => r.fullname.split(' ')[0]).sort();
  const countOf = (result: ScoutingResult, key: string, value: string) =>
    result.facets.find((f) => f.key === key)?.values.find((v) => v.value === value)?.count ?? 0;

  it('filters by category, numbers and choices; a filtered field counts its alternatives over the other filters', async () => {
    const result = await search(verifiedAgency, 'category=5&height=170-&eye_colour=green');
    expect(names(result)).toEqual(['Lucía', 'Nora']);
    expect(result.count).toBe(2);
    // eye_colour is filtered: blue still shows, counted over category and height (Marta is 165: none).
    expect(countOf(result, 'eye_colour', 'green')).toBe(2);
    expect(countOf(result, 'eye_colour', 'blue')).toBe(0);
    const wider = await search(verifiedAgency, 'category=5&eye_colour=green');
    expect(countOf(wider, 'eye_colour', 'blue')).toBe(1);
    expect(countOf(wider, 'eye_colour', 'green')).toBe(3);
    expect(countOf(wider, 'category', '2')).toBe(0);
    expect(countOf(wider, 'languages', 'en')).toBe(2);
    // The category facet counts over the other filters (no eye colour for the musician: not counted).
    expect(countOf(await search(verifiedAgency, 'category=5'), 'category', '2')).toBe(1);
  });

  it('talents filter and count on public values only; agencies on all, yet searchable-only values never count', async () => {
    expect(names(await search(searcher, 'hair_colour=black'))).toEqual([]);
    expect(names(await search(agency, 'hair_colour=black'))).toEqual(['Lucía', 'Marta']);
    const counts = await search(agency, 'category=5');
    expect(countOf(counts, 'hair_colour', 'black')).toBe(1);
    expect(countOf(await search(searcher, 'category=5'), 'hair_colour', 'black')).toBe(0);
    // No answer carries a value its viewer may not see.
    expect(JSON.stringify(counts)).not.toContain('searchable');
  });

  it('talents share an answer that leaves them all out; one it counts reads their own, left out of rows and facets', async () => {
    const query = 'category=5&eye_colour=green';
    const other = await createUser(app);
    const first = await search(searcher, query);
    // Pablo (category 2, no eye colour) fails two filters: counted nowhere, so he reads the answer kept above.
    const statements = await log.during(() => search(people.musico!, query));
    expect(statements).toHaveLength(1);
    expect(await search(people.musico!, query)).toEqual(first);
    expect(names(first)).toEqual(['Inés', 'Lucía', 'Nora']);
    expect(countOf(first, 'eye_colour', 'blue')).toBe(1);
    // Marta fails one filter (blue eyes): she counts in the eye colour facet, so her answer is her own.
    const marta = await log.during(() => search(people.marta!, query));
    expect(marta.length).toBeGreaterThan(1);
    expect(countOf(await search(people.marta!, query), 'eye_colour', 'blue')).toBe(0);
    // Lucía matches: she is not among her own results, nor in their count or facets.
    const lucia = await search(people.lucia!, query);
    expect(names(lucia)).toEqual(['Inés', 'Nora']);
    expect(lucia.count).toBe(2);
    expect(countOf(lucia, 'eye_colour', 'green')).toBe(2);
    // The shared answer was not changed by theirs.
    expect(await search(other, query)).toEqual(first);
  });

  it('availability: a filter and a facet, agencies-only offers for agencies, a badge on the cards', async () => {
    expect(names(await search(searcher, 'available=castings,representation'))).toEqual(['Lucía']);
    const byAgency = await search(agency, 'available=castings,representation');
    expect(names(byAgency)).toEqual(['Lucía', 'Marta']);
    expect(countOf(byAgency, 'available', 'representation')).toBe(1);
    expect(countOf(await search(searcher, 'category=5'), 'available', 'representation')).toBe(0);
    const cards = (await search(searcher, 'category=5')).rows;
    expect(cards.find((c) => c.id === people.lucia!.id)?.available).toBe(true);
    expect(cards.find((c) => c.id === people.marta!.id)?.available).toBe(false);
  });

  it('minors: hidden from agencies not verified (results and counts), shown to verified ones and to talents', async () => {
    expect(names(await search(agency, 'eye_colour=green'))).toEqual(['Lucía', 'Nora']);
    expect(countOf(await search(agency, 'category=5'), 'eye_colour', 'green')).toBe(2);
    expect(names(await search(verifiedAgency, 'eye_colour=green'))).toEqual(['Inés', 'Lucía', 'Nora']);
    expect(names(await search(searcher, 'eye_colour=green'))).toEqual(['Inés', 'Lucía', 'Nora']);
  });

  it('text without accents over names, city and biography; age ranges; orders', async () => {
    expect(names(await search(searcher, 'q=lucia'))).toEqual(['Lucía']);
    expect(names(await search(searcher, 'q=QUERETARO'))).toEqual(['Lucía']);
    expect(names(await search(searcher, 'q=merida'))).toEqual(['Nora']);
    expect(names(await search(searcher, 'q=100%25_'))).toEqual([]);
    expect(names(await search(searcher, 'city=queretaro'))).toEqual(['Lucía']);
    const ages = await search(searcher, 'category=5&age=25-34');
    expect(names(ages)).toEqual(['Lucía', 'Marta', 'Nora']);
    expect(countOf(ages, 'age', '25-34')).toBe(3);
    const newest = await search(searcher, 'category=5&order=newest');
    expect(newest.rows[0]?.id).toBe(people.menor!.id);
    // Relevance without text: available talents first.
    expect((await search(searcher, 'category=5')).rows[0]?.id).toBe(people.lucia!.id);
  });

  it('blocks, cancellations and suspensions hide people from results and counts', async () => {
    const viewer = await createUser(app, { type: 'agencia' });
    // Searched once before: the recent answer kept for it does not outlive the block (decision 0027).
    expect(names(await search(viewer, 'category=5'))).toEqual(['Lucía', 'Marta', 'Nora']);
    await block(app, people.nora!.id, viewer.id);
    await app.database.db.execute(sql`update users set cancelled_at = now() where id = ${people.marta!.id}`);
    const result = await search(viewer, 'category=5');
    expect(names(result)).toEqual(['Lucía']);
    expect(countOf(result, 'eye_colour', 'green')).toBe(1);
    expect(countOf(result, 'eye_colour', 'blue')).toBe(0);
    await app.database.db.execute(sql`update users set cancelled_at = null where id = ${people.marta!.id}`);
    await app.database.db.execute(sql`update users set suspended_at = now() where id = ${people.lucia!.id}`);
    expect(names(await search(viewer, 'category=5'))).toEqual(['Marta']);
    await app.database.db.execute(sql`update users set suspended_at = null where id = ${people.lucia!.id}`);
  });

  it('answers 400 naming an unknown field or value in the user language, and 401 without a session', async () => {
    const client = createClient(app).as(agency);
    const unknown = await client.get('/api/scouting/search?peso=50');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'attribute_unknown', errors: [{ field: 'peso' }] });
    const value = await client.get('/api/scouting/search?eye_colour=violet', { lang: 'en' });
    expect(value.json()).toMatchObject({
      error: 'attribute_value_invalid',
      message: expect.stringContaining('Eye colour'),
    });
    expect((await client.get('/api/scouting/search?height=200-100')).statusCode).toBe(400);
    expect((await client.get('/api/scouting/search?age=3-4')).statusCode).toBe(400);
    expect((await client.get('/api/scouting/search?available=siempre')).statusCode).toBe(400);
    expect((await client.get('/api/scouting/search?country=ZZ')).json().errors[0]).toMatchObject({
      code: 'country_invalid',
    });
    expect((await createClient(app).get('/api/scouting/search')).statusCode).toBe(401);
  });
});
