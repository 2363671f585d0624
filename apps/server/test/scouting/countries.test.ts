import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoutingResult } from '@vitrina/contract/scouting';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { block } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/**
 * Country first: several countries at once, their counts over the other filters, and "willing to travel there":
 * talents of other countries whose `travel` is `world` join the chosen countries' own.
 */
describe(`scouting: countries and travel (${engineName})`, () => {
  let app: TestApp;
  let agency: TestUser;
  let searcher: TestUser;
  const people: Record<string, TestUser> = {};

  async function talent(name: string, country: string, category: number, travel?: [string, string?]) {
    const user = await createUser(app, { nombre: name });
    await app.database.db.execute(sql`update users set country = ${country} where id = ${user.id}`);
    await app.database.db.execute(sql`insert into interests (user_id, category_id) values (${user.id}, ${category})`);
    if (travel) {
      const [value, visibility] = travel;
      const saved = await createClient(app)
        .as(user)
        .put('/api/users/me/attributes', { attributes: [{ key: 'travel', value: [value], visibility }] });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    people[name] = user;
  }

  beforeAll(async () => {
    app = await createTestApp();
    [agency, searcher] = await Promise.all([createUser(app, { type: 'agencia' }), createUser(app)]);
    await talent('Ana', 'MX', 5);
    await talent('Berta', 'MX', 5, ['country']);
    await talent('Carla', 'CO', 5);
    await talent('Dora', 'AR', 5, ['world']);
    await talent('Elena', 'ES', 5, ['world', 'searchable']);
    await talent('Fina', 'ES', 5, ['country']);
    await talent('Gala', 'AR', 2, ['world']);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const search = async (who: TestUser, query: string) => {
    const res = await createClient(app).as(who).get(`/api/scouting/search?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ScoutingResult;
  };
  const names = (result: ScoutingResult) => result.rows.map((r) => r.fullname.split(' ')[0]).sort();
  const countOf = (result: ScoutingResult, key: string, value: string) =>
    result.facets.find((f) => f.key === key)?.values.find((v) => v.value === value)?.count;

  it('filters by any of several countries; each country counts over the other filters, not over the countries', async () => {
    const result = await search(agency, 'category=5&country=mx,CO');
    expect(names(result)).toEqual(['Ana', 'Berta', 'Carla']);
    expect(result.count).toBe(3);
    // A multi-select facet: the countries not chosen still count, so a scout can add one.
    expect(countOf(result, 'country', 'MX')).toBe(2);
    expect(countOf(result, 'country', 'CO')).toBe(1);
    expect(countOf(result, 'country', 'AR')).toBe(1);
    expect(countOf(result, 'country', 'ES')).toBe(2);
    // Another filter narrows the country counts (Gala, in music, leaves Argentina's).
    expect(countOf(await search(agency, 'country=AR'), 'country', 'AR')).toBe(2);
    expect(names(await search(agency, 'country=co'))).toEqual(['Carla']);
  });

  it('adds talents of other countries willing to travel anywhere, counted beside the countries', async () => {
    const result = await search(agency, 'category=5&country=MX,CO&travellers=1');
    // Berta travels within her country (Mexico, already chosen); Fina within Spain: not to Mexico.
    expect(names(result)).toEqual(['Ana', 'Berta', 'Carla', 'Dora', 'Elena']);
    // The count beside the switch: Dora; Elena's value is searchable-only, so it filters but never counts.
    expect(countOf(result, 'travellers', '1')).toBe(1);
    expect(countOf(await search(agency, 'category=5&country=MX,CO'), 'travellers', '1')).toBe(1);
    // A talent filters on public values only: Elena's searchable-only value does not match.
    expect(names(await search(searcher, 'category=5&country=MX,CO&travellers=1'))).toEqual([
      'Ana',
      'Berta',
      'Carla',
      'Dora',
    ]);
    // Travel needs a country to travel to: alone it changes nothing.
    expect((await search(agency, 'category=5&travellers=1')).count).toBe(6);
  });

  it('keeps the visibility rule for travellers: a blocked talent neither shows nor counts', async () => {
    const viewer = await createUser(app, { type: 'agencia' });
    await block(app, people.Dora!.id, viewer.id);
    const result = await search(viewer, 'category=5&country=MX&travellers=1');
    expect(names(result)).toEqual(['Ana', 'Berta', 'Elena']);
    expect(countOf(result, 'travellers', '1')).toBe(0);
  });

  it('refuses an unknown country or too many, naming the field', async () => {
    const client = createClient(app).as(agency);
    const unknown = await client.get('/api/scouting/search?country=MX,ZZ');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'country', code: 'country_invalid' });
    const many = 'AR,BO,BR,CA,CL,CO,CR,CU,DE,DO,EC,ES,FR,GB,GT,HN,IT,MX,NI,PA,PE'; // 21
    expect((await client.get(`/api/scouting/search?country=${many}`)).statusCode).toBe(400);
    expect((await client.get('/api/scouting/search?country=MX&travellers=yes')).statusCode).toBe(400);
  });
});
