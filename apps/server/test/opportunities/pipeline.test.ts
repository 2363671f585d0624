import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelineSchema, type Pipeline } from '@vitrina/contract/applications';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { insertApplication, insertAttribute, insertOpportunity } from '../helpers/pipeline-fixtures.ts';
import { block, createAgency, createTalent } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

describe(`an opportunity's pipeline (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let agency: TestUser;
  let other: TestUser;
  let talent: TestUser;
  let opportunityId: number;
  let roleId: number;
  let secondRole: number;
  let base: string;

  const list = async (query = '', who = agency): Promise<Pipeline> => {
    const res = await http.as(who).get(`${base}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return pipelineSchema.parse(res.json());
  };
  const namesOf = (pipeline: Pipeline) => pipeline.rows.map((row) => row.talent.fullname.split(' ')[0]);
  const applicant = async (nombre: string, agoMinutes: number, role = roleId, state = 'sent') => {
    const user = await createUser(app, { type: 'talento', nombre, apellido: 'Prueba' });
    const id = await insertApplication(app, { opportunityId, roleId: role, talentId: user.id }, { agoMinutes, state });
    return { user, id };
  };

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    agency = await createAgency(app, 'Estrella');
    other = await createAgency(app, 'Otra');
    talent = await createTalent(app, 'Curiosa');
    const made = await insertOpportunity(app, agency.id, { roles: ['Protagonista', 'Secundaria'] });
    opportunityId = made.opportunityId;
    [roleId, secondRole] = made.roleIds as [number, number];
    base = `/api/opportunities/${opportunityId}/roles/${roleId}/applicants`;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 403 to a talent on every call, reading included, 401 without a session, 404 to another agency', async () => {
    const { id } = await applicant('Acceso', 1);
    const calls: [string, string, unknown?][] = [
      ['GET', base],
      ['GET', `${base}.csv`],
      ['GET', `${base}.pdf`],
      ['POST', `/api/opportunities/${opportunityId}/roles/${roleId}/filings`, { applicationIds: [id], filing: 'yes' }],
      ['GET', `/api/applications/${id}`],
      ['PUT', `/api/applications/${id}/note`, { note: 'x' }],
      [
        'POST',
        `/api/applications/${id}/self-tapes`,
        { instructions: 'x', dueAt: new Date(Date.now() + 86e6).toISOString() },
      ],
    ];
    for (const [method, url, body] of calls) {
      const res = await http.request(method as 'GET', url, { token: talent.token, body, lang: 'en' });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({
        error: 'opportunities_agencies_only',
        message: 'Only agencies post opportunities and see their applicants.',
      });
      expect((await http.request(method as 'GET', url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await http.request(method as 'GET', url, { token: other.token, body })).statusCode).toBe(404);
    }
    const elsewhere = `/api/opportunities/${opportunityId}/roles/999999/applicants`;
    expect((await http.as(agency).get(elsewhere)).statusCode).toBe(404);
    const mismatched = `/api/opportunities/999999/roles/${roleId}/applicants`;
    expect((await http.as(agency).get(mismatched)).statusCode).toBe(404);
    expect((await http.as(agency).get(`${base}?filing=maybe`)).statusCode).toBe(400);
  });

  it('lists one filing of one role newest first, with every filing counted; drafts and withdrawn never show', async () => {
    const { opportunityId: id, roleIds } = await insertOpportunity(app, agency.id);
    const at = (talentId: number, options: Parameters<typeof insertApplication>[2]) =>
      insertApplication(app, { opportunityId: id, roleId: roleIds[0]!, talentId }, options);
    const people = await Promise.all(
      ['Ana', 'Bea', 'Cris', 'Dani', 'Eva'].map((nombre) => createUser(app, { type: 'talento', nombre })),
    );
    await at(people[0]!.id, { agoMinutes: 30 });
    await at(people[1]!.id, { agoMinutes: 10 });
    await at(people[2]!.id, { agoMinutes: 20, filing: 'yes' });
    await at(people[3]!.id, { state: 'draft' });
    await at(people[4]!.id, { state: 'withdrawn', agoMinutes: 5 });
    const url = `/api/opportunities/${id}/roles/${roleIds[0]}/applicants`;
    const unfiled = pipelineSchema.parse((await http.as(agency).get(url)).json());
    expect(namesOf(unfiled)).toEqual(['Bea', 'Ana']);
    expect(unfiled.count).toBe(2);
    expect(unfiled.counts).toEqual({ unfiled: 2, yes: 1, no: 0, audition: 0, cast: 0 });
    expect(unfiled.rows[0]).toMatchObject({ filing: 'unfiled', viewed: false, note: '', tags: [], primary: null });
    expect(unfiled.rows[0]).not.toHaveProperty('talent.birthdate');
    expect(JSON.stringify(unfiled)).not.toMatch(/1995-04-12|birth/);
    const yes = pipelineSchema.parse((await http.as(agency).get(`${url}?filing=yes`)).json());
    expect(namesOf(yes)).toEqual(['Cris']);
    const empty = pipelineSchema.parse((await http.as(agency).get(`${url}?filing=cast`)).json());
    expect(empty).toMatchObject({ rows: [], count: 0 });
  });

  it('leaves out, one by one, applicants hidden from the agency: blocks both ways, cancelled, suspended, minors', async () => {
    const before = await list();
    const blocker = await applicant('Bloqueadora', 2);
    const blocked = await applicant('Bloqueada', 3);
    const cancelled = await applicant('Cancelada', 4);
    const suspended = await applicant('Suspendida', 5);
    const minor = await applicant('Menor', 6);
    await block(app, blocker.user.id, agency.id);
    await block(app, agency.id, blocked.user.id);
    const db = app.database.db;
    await db.execute(sql`update users set cancelled_at = now() where id = ${cancelled.user.id}`);
    await db.execute(sql`update users set suspended_at = now(), suspended_until = now() + interval '3 days'
      where id = ${suspended.user.id}`);
    await db.execute(sql`update users set birthdate = current_date - interval '15 years' where id = ${minor.user.id}`);
    const after = await list();
    expect(after.count).toBe(before.count);
    expect(after.counts.unfiled).toBe(before.counts.unfiled);
    expect(namesOf(after)).not.toContain('Menor');
    for (const hidden of [blocker, blocked, cancelled, suspended, minor]) {
      expect((await http.as(agency).get(`/api/applications/${hidden.id}`)).statusCode).toBe(404);
      expect((await http.as(agency).put(`/api/applications/${hidden.id}/note`, { note: 'x' })).statusCode).toBe(404);
    }
    // A verified agency sees the minor, as the visibility rule says.
    await db.execute(sql`update users set agency_verified_at = now() where id = ${agency.id}`);
    expect(namesOf(await list())).toContain('Menor');
    await db.execute(sql`update users set agency_verified_at = null where id = ${agency.id}`);
  });

  it('filters with the scouting facets, each counted over the other filters, never searchable-only values', async () => {
    const { opportunityId: id, roleIds } = await insertOpportunity(app, agency.id);
    const url = `/api/opportunities/${id}/roles/${roleIds[0]}/applicants`;
    const sheet: Array<[string, string[], string, 'everyone' | 'searchable']> = [
      ['Uno', ['en', 'es'], 'world', 'everyone'],
      ['Dos', ['en'], 'world', 'searchable'],
      ['Tres', ['en'], 'no', 'everyone'],
      ['Cuatro', ['es'], 'world', 'everyone'],
    ];
    for (const [index, [nombre, languages, travel, visibility]] of sheet.entries()) {
      const user = await createUser(app, { type: 'talento', nombre });
      for (const language of languages) await insertAttribute(app, user.id, 'languages', language, visibility);
      await insertAttribute(app, user.id, 'travel', travel);
      await insertApplication(
        app,
        { opportunityId: id, roleId: roleIds[0]!, talentId: user.id },
        { agoMinutes: index },
      );
    }
    const both = pipelineSchema.parse((await http.as(agency).get(`${url}?languages=en&travel=world`)).json());
    expect(namesOf(both)).toEqual(['Uno', 'Dos']);
    expect(both.counts.unfiled).toBe(2);
    const languages = both.facets.find((facet) => facet.key === 'languages');
    // Each facet is counted over the other filters: the languages among who travel (Cuatro's Spanish too);
    // Dos's English is searchable-only: she is found by it, but it is never counted.
    expect(languages?.values).toEqual([
      { value: 'es', count: 2 },
      { value: 'en', count: 1 },
    ]);
    const travel = both.facets.find((facet) => facet.key === 'travel')?.values;
    expect(travel).toEqual([
      { value: 'world', count: 2 },
      { value: 'no', count: 1 },
    ]);
    const bad = await http.as(agency).get(`${url}?height_cm=abc`, { lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect((await http.as(agency).get(`${url}?unknown_field=1`)).json()).toMatchObject({ error: 'attribute_unknown' });
  });

  it('pages PIPELINE_PAGE_SIZE at a time along the second role, apart from the first', async () => {
    for (let i = 0; i < 3; i += 1) await applicant(`Segunda${i}`, i, secondRole);
    const second = `/api/opportunities/${opportunityId}/roles/${secondRole}/applicants`;
    const page = pipelineSchema.parse((await http.as(agency).get(second)).json());
    expect(namesOf(page)).toEqual(['Segunda0', 'Segunda1', 'Segunda2']);
    const beyond = pipelineSchema.parse((await http.as(agency).get(`${second}?page=2`)).json());
    expect(beyond).toMatchObject({ rows: [], count: 3 });
    expect(namesOf(await list())).not.toContain('Segunda0');
  });
});
