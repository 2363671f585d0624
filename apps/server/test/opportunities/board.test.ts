import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board, Opportunity } from '@vitrina/contract/opportunities';
import type { TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import {
  birthdateForAge,
  createPostingAgency,
  createTalentWithSheet,
  deadlineIn,
  postOpportunity,
  roleForm,
} from '../helpers/opportunities.ts';
import { block } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

describe(`opportunities: the board (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let star: TestUser;
  let small: TestUser;
  let talent: TestUser;
  let ad: Opportunity;
  let remote: Opportunity;
  let mexico: Opportunity;
  let training: Opportunity;

  const board = async (query = '', user?: TestUser) => {
    const res = await http.get(`/api/opportunities${query ? `?${query}` : ''}`, user ? { token: user.token } : {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Board;
  };
  const ids = (found: Board) => found.rows.map((row) => row.id);
  const facet = (found: Board, key: string) =>
    Object.fromEntries((found.facets.find((f) => f.key === key)?.values ?? []).map((v) => [v.value, v.count]));

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    star = await createPostingAgency(app, { verified: true, nombre: 'Estrella' });
    small = await createPostingAgency(app, { nombre: 'Pequeña' });
    talent = await createTalentWithSheet(app, []);
    ad = await postOpportunity(app, star, { title: 'Casting anuncio', payAudience: 'members' });
    remote = await postOpportunity(app, star, {
      title: 'Trabajo en remoto',
      kind: 'job',
      category: 1,
      remote: true,
      country: null,
      city: '',
      pay: { kind: 'expenses' },
      deadline: deadlineIn(3),
    });
    mexico = await postOpportunity(app, star, {
      title: 'Casting Guadalajara',
      category: 1,
      country: 'MX',
      city: 'Guadalajara',
      pay: { kind: 'unpaid' },
      deadline: deadlineIn(5),
    });
    await postOpportunity(app, star, { title: 'Borrador' }, { draft: true });
    const closed = await postOpportunity(app, star, { title: 'Cerrada' });
    await http.as(star).post(`/api/opportunities/${closed.id}/close`);
    training = await postOpportunity(app, small, {
      title: 'Taller',
      kind: 'training',
      city: 'Barcelona',
      deadline: deadlineIn(30),
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists open ones for visitors, newest first, with counts for every facet', async () => {
    const found = await board();
    expect(found.count).toBe(4);
    expect(ids(found)).toEqual([training.id, mexico.id, remote.id, ad.id]);
    expect(facet(found, 'kind')).toEqual({ casting: 2, job: 1, training: 1 });
    expect(facet(found, 'category')).toEqual({ 1: 2, 3: 2 });
    expect(facet(found, 'country')).toEqual({ ES: 2, MX: 1 });
    expect(facet(found, 'city')).toEqual({ Madrid: 1, Guadalajara: 1, Barcelona: 1 });
    expect(facet(found, 'remote')).toEqual({ 1: 1 });
    expect(facet(found, 'pay')).toEqual({ paid: 2, expenses: 1, unpaid: 1 });
    expect(facet(found, 'soon')).toEqual({ 1: 2 });
    expect(found.facets.map((f) => f.key)).not.toContain('fits');
    const card = found.rows.find((row) => row.id === ad.id)!;
    expect(card).toMatchObject({ pay: null, rolesCount: 1, state: 'open', agency: { id: star.id, verified: true } });
    expect(card).not.toHaveProperty('fitsMe');
    expect((await board('', talent)).rows.find((row) => row.id === ad.id)!.pay).toMatchObject({ kind: 'paid' });
  });

  it('counts a filtered facet over the other filters only', async () => {
    const castings = await board('kind=casting');
    expect(ids(castings).sort()).toEqual([ad.id, mexico.id].sort());
    expect(facet(castings, 'kind')).toEqual({ casting: 2, job: 1, training: 1 });
    expect(facet(castings, 'country')).toEqual({ ES: 1, MX: 1 });
    const both = await board('kind=casting&country=es');
    expect(ids(both)).toEqual([ad.id]);
    expect(facet(both, 'kind')).toEqual({ casting: 1, training: 1 });
    expect(facet(both, 'country')).toEqual({ ES: 1, MX: 1 });
    expect(facet(both, 'pay')).toEqual({ paid: 1 });
  });

  it('filters by every filter of the address and orders by the closest deadline', async () => {
    const cases: Array<[string, number[]]> = [
      ['soon=1', [mexico.id, remote.id]],
      ['remote=1', [remote.id]],
      ['pay=paid,unpaid', [training.id, mexico.id, ad.id]],
      ['city=madrid', [ad.id]],
      ['category=1', [mexico.id, remote.id]],
      ['q=REMOTO', [remote.id]],
      [`agency=${small.profileUrl}`, [training.id]],
      ['agency=nadie', []],
      ['order=deadline', [remote.id, mexico.id, ad.id, training.id]],
      ['page=2', []],
    ];
    for (const [query, expected] of cases) expect(ids(await board(query)), query).toEqual(expected);
    expect((await board('page=2')).count).toBe(4);
    for (const query of ['kind=nope', 'country=XX', 'order=oldest', 'page=0'])
      expect((await http.get(`/api/opportunities?${query}`)).statusCode, query).toBe(400);
  });

  it('answers 403 to anyone but a talent asking for fits', async () => {
    for (const token of [undefined, star.token]) {
      const res = await http.get('/api/opportunities?fits=1', { token, lang: 'en' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'opportunities_talents_only', message: 'Only talents can apply.' });
    }
    expect(facet(await board('fits=1', talent), 'fits')).toEqual({ 1: 4 });
  });

  it('hides the opportunities of an agency blocked either way, and unverified ones from minors', async () => {
    const blocker = await createTalentWithSheet(app, []);
    const blocked = await createTalentWithSheet(app, []);
    await block(app, blocker.id, star.id);
    await block(app, star.id, blocked.id);
    for (const reader of [blocker, blocked]) {
      const found = await board('', reader);
      expect(ids(found)).toEqual([training.id]);
      expect(facet(found, 'kind')).toEqual({ training: 1 });
    }
    const minor = await createTalentWithSheet(app, [], { birthdate: birthdateForAge(16) });
    expect(ids(await board('', minor))).toEqual([mexico.id, remote.id, ad.id]);
    expect((await http.as(minor).get(`/api/opportunities/${training.id}`)).statusCode).toBe(404);
  });

  it("lists an agency's open ones for its profile's tab", async () => {
    const found = await board(`agency=${star.profileUrl}&order=deadline`);
    expect(ids(found)).toEqual([remote.id, mexico.id, ad.id]);
    const more = await postOpportunity(app, star, { roles: [roleForm(), roleForm({ name: 'Dos' })] });
    expect((await board(`agency=${star.profileUrl}`)).rows[0]).toMatchObject({ id: more.id, rolesCount: 2 });
  });

  it('serves a share page whose preview card names the opportunity, in the visitor language', async () => {
    const res = await http.get(`/o/${ad.id}`, { lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<meta property="og:title" content="Casting anuncio · Estrella');
    expect(res.body).toContain('<meta property="og:description" content="Buscamos caras nuevas.">');
    expect(res.body).toContain(`/oportunidades/${ad.id}`);
    expect(res.body).toContain('See the opportunity');
    expect((await http.get(`/o/${ad.id}`, { lang: 'es' })).body).toContain('Ver la oportunidad');
    const draft = await postOpportunity(app, star, { title: 'Secreta' }, { draft: true });
    for (const url of [`/o/${draft.id}`, '/o/99999999', '/o/abc']) {
      const gone = await http.get(url, { lang: 'es' });
      expect(gone.statusCode, url).toBe(404);
      expect(gone.body).not.toContain('Secreta');
      expect(gone.body).toContain('Esta oportunidad no está disponible');
    }
  });
});
