import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Board, FitsMe, Opportunity } from '@vitrina/contract/opportunities';
import { queryRows } from '../../src/db/client.ts';
import { CLOSING_ROUND } from '../../src/modules/opportunities/closing/closing-round.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createPostingAgency, opportunityForm, postOpportunity, roleForm } from '../helpers/opportunities.ts';
import { runRound } from '../helpers/rounds.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const tallRole = (min: number, max: number) =>
  roleForm({ name: 'Modelo', languages: ['es'], requirements: [{ key: 'height', min, max }] });

// `role_fits` follows every write that changes who fits: publish, edit, close, the deadline and her sheet.
describe(`opportunities: the fits table follows the writes (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let agency: TestUser;

  /** A talent whose sheet is written as she writes it (PUT users/me/attributes). */
  const talentOf = async (height: number, languages = ['es']) => {
    const talent = await createUser(app, { type: 'talento' });
    await sheet(talent, height, languages);
    return talent;
  };
  const sheet = async (talent: TestUser, height: number, languages: string[]) => {
    const saved = await http.as(talent).put('/api/users/me/attributes', {
      attributes: [
        { key: 'height', value: height },
        { key: 'languages', value: languages },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const fitsMe = async (talent: TestUser) =>
    ((await http.as(talent).get('/api/opportunities/fits-me')).json() as FitsMe).map((row) => row.opportunity.id);
  const fitsFilter = async (talent: TestUser) =>
    ((await http.as(talent).get('/api/opportunities?fits=1')).json() as Board).rows.map((row) => row.id);
  const rowsOf = async (id: number) => {
    const [row] = await queryRows<{ n: number | string }>(
      app.database.db,
      sql`select count(*) as n from role_fits f join opportunity_roles r on r.id = f.role_id
        where r.opportunity_id = ${id}`,
    );
    return Number(row?.n ?? 0);
  };

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    agency = await createPostingAgency(app, { verified: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a published one fits the talents who meet it; a draft fits no one', async () => {
    const fit = await talentOf(170);
    const tall = await talentOf(190);
    const draft = await postOpportunity(
      app,
      agency,
      { title: 'Pasarela', roles: [tallRole(160, 180)] },
      { draft: true },
    );
    expect(await fitsMe(fit)).not.toContain(draft.id);
    expect(await rowsOf(draft.id)).toBe(0);
    const published = await http.as(agency).post(`/api/opportunities/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(await fitsMe(fit)).toContain(draft.id);
    expect(await fitsFilter(fit)).toContain(draft.id);
    expect(await fitsMe(tall)).not.toContain(draft.id);
    expect(await fitsFilter(tall)).not.toContain(draft.id);
  });

  it('an edit of an open one moves its fits: who stops fitting goes, who starts fitting comes', async () => {
    const fit = await talentOf(170);
    const tall = await talentOf(190);
    const open = await postOpportunity(app, agency, { title: 'Catálogo', roles: [tallRole(160, 180)] });
    const role = { ...tallRole(185, 195), id: open.roles[0]!.id };
    const edited = await http.as(agency).put(`/api/opportunities/${open.id}`, opportunityForm({ roles: [role] }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await fitsMe(fit)).not.toContain(open.id);
    expect(await fitsMe(tall)).toContain(open.id);
    // A role that asks nothing fits every talent: one row for all of them.
    const plain = { ...roleForm(), id: open.roles[0]!.id };
    await http.as(agency).put(`/api/opportunities/${open.id}`, opportunityForm({ roles: [plain] }));
    expect(await rowsOf(open.id)).toBe(1);
    expect(await fitsMe(fit)).toContain(open.id);
    expect(await fitsMe(tall)).toContain(open.id);
  });

  it('her sheet change moves her fits at once', async () => {
    const talent = await talentOf(170);
    const open = await postOpportunity(app, agency, { title: 'Desfile', roles: [tallRole(160, 180)] });
    expect(await fitsMe(talent)).toContain(open.id);
    await sheet(talent, 190, ['es']);
    expect(await fitsMe(talent)).not.toContain(open.id);
    expect(await fitsFilter(talent)).not.toContain(open.id);
    await sheet(talent, 175, ['fr']);
    expect(await fitsMe(talent)).not.toContain(open.id);
    await sheet(talent, 175, ['fr', 'es']);
    expect(await fitsMe(talent)).toContain(open.id);
    expect(await fitsFilter(talent)).toContain(open.id);
  });

  it('closing, cancelling and the deadline drop its rows', async () => {
    const talent = await talentOf(170);
    const ids: number[] = [];
    for (const title of ['Cerrada', 'Cancelada', 'Vencida']) {
      const open = await postOpportunity(app, agency, { title, roles: [tallRole(160, 180), roleForm()] });
      expect(await rowsOf(open.id)).toBeGreaterThan(1);
      ids.push(open.id);
    }
    expect(await fitsMe(talent)).toEqual(expect.arrayContaining(ids));
    await http.as(agency).post(`/api/opportunities/${ids[0]}/close`);
    await http.as(agency).post(`/api/opportunities/${ids[1]}/cancel`);
    await app.database.db.execute(sql`update opportunities set deadline = now() - interval '1 minute'
      where id = ${ids[2]!}`);
    await runRound(app, CLOSING_ROUND);
    for (const id of ids) expect(await rowsOf(id)).toBe(0);
    const page = (await http.as(talent).get(`/api/opportunities/${ids[0]}`)).json() as Opportunity;
    expect(page.state).toBe('closed');
    const listed = await fitsMe(talent);
    for (const id of ids) expect(listed).not.toContain(id);
  });
});
