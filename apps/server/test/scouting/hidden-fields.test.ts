import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { publish } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import type { OpenApiDocument } from '../visibility/list-operations.ts';

/** Values no answer may carry but to those they are for (the hidden-field sweep). */
const SEARCHABLE = 'Marcasecreta';
const AGENCIES = 'Obrasoloagencias';

interface Get {
  path: string;
  parameters: Array<{ in: string; name: string; required?: boolean; schema?: { enum?: unknown[] } }>;
}

/**
 * Every GET of the API's own description is called as a talent, an agency and the owner, with each parameter
 * filled where the fixture can (and each optional one also left out); the searchable-only value appears only in
 * the owner's answers, the agencies-only one only in the agency's and the owner's.
 */
describe(`scouting: hidden fields never leave the server but to those they are for (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let owner: TestUser;
  let talent: TestUser;
  let agency: TestUser;
  let gets: Get[];

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    [owner, talent, agency] = await Promise.all([
      createUser(app, { nombre: 'Zorzal' }),
      createUser(app, { nombre: 'Zorzal' }),
      createUser(app, { type: 'agencia', nombre: 'Zorzal' }),
    ]);
    await app.database.db.execute(
      sql`insert into interests (user_id, category_id) values (${owner.id}, 6), (${agency.id}, 6)`,
    );
    const saved = await http.as(owner).put('/api/users/me/attributes', {
      attributes: [
        { key: 'certifications', value: [SEARCHABLE] },
        { key: 'published_works', value: [AGENCIES], visibility: 'agencies' },
        { key: 'literary_genres', value: ['poetry'], visibility: 'searchable' },
        { key: 'languages', value: ['pt'], visibility: 'agencies' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await http.as(owner).put('/api/users/me/availability', {
      availability: [{ kind: 'representation', audience: 'agencies', days: 30 }],
    });
    await publish(app, owner, { title: '', categoryId: 6, description: 'Poemas nuevos' });
    const doc = (await http.get('/api/docs/json')).json() as OpenApiDocument & {
      paths: Record<string, Record<string, Get>>;
    };
    gets = Object.entries(doc.paths).flatMap(([path, ops]) =>
      ops.get ? [{ path, parameters: ops.get.parameters ?? [] }] : [],
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  /** The URLs of a GET: enums and fillers for each parameter; null when a required one cannot be filled. */
  function urls(get: Get): string[] | null {
    const fillers: Record<string, string[]> = {
      profile_url: [owner.profileUrl],
      lang: ['es', 'en'],
      slug: ['all', 'literatura'],
      term: ['Zorzal'],
      q: ['Zorzal'],
      id: [String(owner.id)],
      type: ['talento'],
      category: ['6'],
      certifications: [SEARCHABLE],
      published_works: [AGENCIES],
    };
    let list = [{ path: get.path, query: [] as string[] }];
    for (const p of get.parameters.filter((x) => x.in === 'path' || x.in === 'query')) {
      const values: Array<string | undefined> = [...(p.schema?.enum?.map(String) ?? []), ...(fillers[p.name] ?? [])];
      if ((p.in === 'path' || p.required) && !values.length) return null;
      if (p.in === 'query' && !p.required) values.push(undefined);
      list = list.flatMap((u) =>
        values.map((v) =>
          v === undefined
            ? u
            : p.in === 'path'
              ? { ...u, path: u.path.replace(`{${p.name}}`, encodeURIComponent(v)) }
              : { ...u, query: [...u.query, `${p.name}=${encodeURIComponent(v)}`] },
        ),
      );
    }
    return list.map((u) => (u.query.length ? `${u.path}?${u.query.join('&')}` : u.path));
  }

  it('scans every answer of every GET for each viewer', async () => {
    const leaks: string[] = [];
    let called = 0;
    const reached = new Set<string>();
    for (const get of gets) {
      for (const url of urls(get) ?? []) {
        for (const [viewer, may] of [
          [talent, []],
          [agency, [AGENCIES]],
          [owner, [AGENCIES, SEARCHABLE]],
        ] as const) {
          const res = await http.as(viewer).get(url);
          called += 1;
          const body = res.body.toLowerCase();
          for (const marker of [SEARCHABLE, AGENCIES]) {
            if (!body.includes(marker.toLowerCase())) continue;
            reached.add(`${marker}:${viewer === owner ? 'owner' : viewer === agency ? 'agency' : 'talent'}`);
            if (!(may as readonly string[]).includes(marker)) leaks.push(`${url} as ${viewer.profileUrl}: ${marker}`);
          }
          if (viewer !== owner && res.statusCode === 200 && url.includes('/attributes')) {
            if (body.includes('poetry') || (viewer === talent && body.includes('"pt"')))
              leaks.push(`${url}: a hidden choice`);
            if (viewer === talent && body.includes('representation')) leaks.push(`${url}: an agencies-only offer`);
          }
        }
      }
    }
    expect(called).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
    // The sweep reached the values where they may be seen (a broken fixture would prove nothing).
    expect([...reached].sort()).toEqual(['Marcasecreta:owner', 'Obrasoloagencias:agency', 'Obrasoloagencias:owner']);
  }, 180_000);

  it('a searchable-only value finds its talent for an agency, and never shows or counts', async () => {
    const found = await http
      .as(agency)
      .get(`/api/scouting/search?certifications=${SEARCHABLE}&literary_genres=poetry&category=6`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().rows.map((r: { id: number }) => r.id)).toEqual([owner.id]);
    const genres = found.json().facets.find((f: { key: string }) => f.key === 'literary_genres');
    expect(genres?.values ?? []).toEqual([]);
    const byTalent = await http.as(talent).get(`/api/scouting/search?certifications=${SEARCHABLE}`);
    expect(byTalent.json().rows).toEqual([]);
  });
});
