import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@vitrina/contract/saved-searches';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/** The calls of saved searches — who may make them, what they check, what they store. */
describe(`saved searches: calls (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let agency: TestUser;
  let other: TestUser;
  let talent: TestUser;

  const as = (user: TestUser) => http.as(user);
  async function save(body: Record<string, unknown>, owner = agency): Promise<SavedSearch> {
    const res = await as(owner).post('/api/saved-searches', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SavedSearch;
  }

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    [agency, other, talent] = await Promise.all([
      createUser(app, { type: 'agencia', nombre: 'Estrella' }),
      createUser(app, { type: 'agencia', nombre: 'Otra' }),
      createUser(app, { type: 'talento', nombre: 'Curiosa' }),
    ]);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("refuses each side the other's kind (403), hides others' searches (404), and answers 401 without a session", async () => {
    const search = await save({ name: 'Para talentos no', filters: { category: '5' } });
    const refused: [string, unknown, TestUser, string, string][] = [
      ['/api/saved-searches', { name: 'Mía', filters: {} }, talent, 'saved_searches_agencies_only', 'Only agencies'],
      [
        '/api/saved-searches/board',
        { name: 'Suya', filters: {} },
        agency,
        'saved_searches_talents_only',
        'Only talents',
      ],
    ];
    for (const [url, body, user, error, message] of refused) {
      const res = await http.request('POST', url, { token: user.token, body, lang: 'en' });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ error, message: expect.stringContaining(message) });
      expect((await http.request('POST', url, { body })).statusCode, url).toBe(401);
    }
    for (const [method, body] of [
      ['PUT', { name: 'Otra' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await http.request(method, `/api/saved-searches/${search.id}`, { token: talent.token, body });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await as(talent).get('/api/saved-searches')).json()).toEqual([]);
    expect((await http.request('GET', '/api/saved-searches')).statusCode).toBe(401);
    expect((await as(agency).get('/api/saved-searches')).json()).toContainEqual(search);
  });

  it('stores the canonical query the search page opens, and renames, re-times, stops and deletes', async () => {
    const search = await save({
      name: '  Modelos <b>verdes</b>  ',
      frequency: 'weekly',
      filters: { eye_colour: 'green, blue', category: '5', country: 'mx', order: 'newest', page: '2', q: '' },
    });
    expect(search).toMatchObject({
      name: 'Modelos <b>verdes</b>',
      frequency: 'weekly',
      alerts: true,
      query: 'category=5&country=MX&eye_colour=blue%2Cgreen',
    });
    expect(JSON.stringify(search)).not.toMatch(/token|due/i);
    const renamed = await as(agency).put(`/api/saved-searches/${search.id}`, {
      name: 'Ojos claros',
      frequency: 'daily',
    });
    expect(renamed.json()).toMatchObject({ id: search.id, name: 'Ojos claros', frequency: 'daily' });
    const unchanged = await as(agency).put(`/api/saved-searches/${search.id}`, {});
    expect(unchanged.json()).toMatchObject({ name: 'Ojos claros', frequency: 'daily', alerts: true });
    const stopped = await as(agency).put(`/api/saved-searches/${search.id}`, { alerts: false });
    expect(stopped.json()).toMatchObject({ name: 'Ojos claros', alerts: false });
    const mine = (await as(agency).get('/api/saved-searches')).json() as SavedSearch[];
    expect(mine[0]).toMatchObject({ id: search.id, name: 'Ojos claros' });
    expect((await as(agency).delete(`/api/saved-searches/${search.id}`)).statusCode).toBe(204);
    expect(((await as(agency).get('/api/saved-searches')).json() as SavedSearch[]).map((s) => s.id)).not.toContain(
      search.id,
    );
  });

  it('stores several countries and travel, returns them, and knows the travellers it matches at once', async () => {
    const traveller = await createUser(app, { nombre: 'Viajera' });
    await app.database.db.execute(sql`update users set country = 'AR' where id = ${traveller.id}`);
    const sheet = await as(traveller).put('/api/users/me/attributes', {
      attributes: [{ key: 'travel', value: ['world'] }],
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    const search = await save({ name: 'México y Colombia', filters: { country: 'mx, CO', travellers: '1' } });
    expect(search.query).toBe('country=CO%2CMX&travellers=1');
    expect(
      ((await as(agency).get('/api/saved-searches')).json() as SavedSearch[]).find((s) => s.id === search.id),
    ).toMatchObject({ query: 'country=CO%2CMX&travellers=1' });
    // The snapshot is the search's own match: the Argentine traveller is known, so no alert tells of her later.
    const known = await app.database.db.execute(
      sql`select count(*)::int as n from saved_search_reported where saved_search_id = ${search.id} and talent_id = ${traveller.id}`,
    );
    expect((known as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });

  it("answers 404 for another agency's search, and for one that is gone", async () => {
    const search = await save({ name: 'Mía', filters: {} });
    expect((await as(other).put(`/api/saved-searches/${search.id}`, { name: 'Robada' })).statusCode).toBe(404);
    expect((await as(other).delete(`/api/saved-searches/${search.id}`)).statusCode).toBe(404);
    expect(((await as(other).get('/api/saved-searches')).json() as SavedSearch[]).length).toBe(0);
    await as(agency).delete(`/api/saved-searches/${search.id}`);
    expect((await as(agency).put(`/api/saved-searches/${search.id}`, { name: 'Vuelve' })).statusCode).toBe(404);
  });

  it('answers 400 naming the field, in the reader’s language, for a bad name, filter or value', async () => {
    const post = (body: unknown, lang: 'es' | 'en') =>
      http.request('POST', '/api/saved-searches', { token: agency.token, body, lang });
    const unknown = await post({ name: 'X', filters: { shoe_colour: 'red' } }, 'es');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'attribute_unknown',
      message: '«shoe_colour» no es un dato por el que se pueda buscar.',
      errors: [{ field: 'shoe_colour' }],
    });
    const value = await post({ name: 'X', filters: { eye_colour: 'plaid' } }, 'en');
    expect(value.statusCode).toBe(400);
    expect(value.json()).toMatchObject({ error: 'attribute_value_invalid', errors: [{ field: 'eye_colour' }] });
    expect(value.json().message).toMatch(/^Eye colou?r: that filter is not valid\.$/);
    const valueEs = await post({ name: 'X', filters: { eye_colour: 'plaid' } }, 'es');
    expect(valueEs.json().message).toMatch(/: ese filtro no es válido\.$/);
    const name = await post({ name: '   ', filters: {} }, 'en');
    expect(name.statusCode).toBe(400);
    expect(name.json()).toMatchObject({ errors: [{ field: 'name', code: 'saved_search_name' }] });
    const long = await post({ name: 'x'.repeat(81), filters: {} }, 'es');
    expect(long.json()).toMatchObject({ errors: [{ field: 'name', code: 'saved_search_name' }] });
    const country = await post({ name: 'X', filters: { country: 'ZZ' } }, 'es');
    expect(country.statusCode).toBe(400);
    expect(JSON.stringify(country.json().errors)).toContain('country');
    const frequency = await post({ name: 'X', frequency: 'hourly', filters: {} }, 'es');
    expect(frequency.statusCode).toBe(400);
    expect(frequency.json()).toMatchObject({ errors: [{ field: 'frequency' }] });
    const extra = await post({ name: 'X', filters: {}, owner: 3 }, 'es');
    expect(extra.statusCode).toBe(400);
    const count = await app.database.db.execute(
      sql`select count(*)::int as n from saved_searches where agency_id = ${agency.id} and name = 'X'`,
    );
    expect((count as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });

  it('refuses the 21st search with its own code, and takes one again after a deletion', async () => {
    const busy = await createUser(app, { type: 'agencia' });
    await Promise.all(Array.from({ length: 20 }, (_, i) => save({ name: `Búsqueda ${i}`, filters: {} }, busy)));
    const refused = await http.request('POST', '/api/saved-searches', {
      token: busy.token,
      body: { name: 'Una más', filters: {} },
      lang: 'en',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'saved_searches_limit',
      message: 'You can save at most 20 searches; delete one to save another.',
    });
    const [first] = (await as(busy).get('/api/saved-searches')).json() as SavedSearch[];
    await as(busy).delete(`/api/saved-searches/${first!.id}`);
    await save({ name: 'Ahora sí', filters: {} }, busy);
  });
});
