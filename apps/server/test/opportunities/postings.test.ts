import { eq, sql } from 'drizzle-orm';
import { users } from '../../src/db/schema/users.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Opportunity } from '@vitrina/contract/opportunities';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import {
  createPostingAgency,
  deadlineIn,
  opportunityForm,
  postOpportunity,
  roleForm,
} from '../helpers/opportunities.ts';
import { block } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

describe(`opportunities: writing them (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let agency: TestUser;
  let other: TestUser;
  let talent: TestUser;

  const as = (user: TestUser) => http.as(user);
  const applyAs = async (talentId: number, opportunity: Opportunity, roleIndex = 0) =>
    app.database.db.execute(sql`insert into applications (opportunity_id, role_id, talent_id, state, submitted_at)
      values (${opportunity.id}, ${opportunity.roles[roleIndex]!.id}, ${talentId}, 'sent', now())`);

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    agency = await createPostingAgency(app, { verified: true, nombre: 'Estrella' });
    other = await createPostingAgency(app, { nombre: 'Otra' });
    talent = await createUser(app, { type: 'talento', nombre: 'Tala' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 403 to a talent on every write and on mine, and 401 without a session', async () => {
    const opportunity = await postOpportunity(app, agency);
    const id = opportunity.id;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/opportunities/mine'],
      ['POST', '/api/opportunities', opportunityForm()],
      ['PUT', `/api/opportunities/${id}`, opportunityForm()],
      ['POST', `/api/opportunities/${id}/publish`],
      ['POST', `/api/opportunities/${id}/close`],
      ['POST', `/api/opportunities/${id}/cancel`],
      ['DELETE', `/api/opportunities/${id}`],
      ['POST', `/api/opportunities/${id}/roles/${opportunity.roles[0]!.id}/invites`, { userId: talent.id }],
    ];
    for (const [method, url, body] of calls) {
      const res = await http.request(method as 'GET', url, { token: talent.token, body, lang: 'en' });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({
        error: 'opportunities_agencies_only',
        message: 'Only agencies post opportunities and see their applicants.',
      });
      expect((await http.request(method as 'GET', url, { body })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('writes a draft only its agency sees, then opens it for everyone', async () => {
    const draft = await postOpportunity(app, agency, { title: '  Modelo para <b>catálogo</b> ' }, { draft: true });
    expect(draft).toMatchObject({
      title: 'Modelo para <b>catálogo</b>',
      state: 'draft',
      publishedAt: null,
      isOwner: true,
      pay: { kind: 'paid', min: 300, max: 600, currency: 'EUR' },
      agency: { id: agency.id, verified: true },
      rolesCount: 1,
    });
    expect(draft.roles[0]).toMatchObject({ name: 'Protagonista', ageMin: 18, ageMax: 99, applicantsCount: 0 });
    for (const reader of [other, talent])
      expect((await as(reader).get(`/api/opportunities/${draft.id}`)).statusCode).toBe(404);
    expect((await http.get(`/api/opportunities/${draft.id}`)).statusCode).toBe(404);
    const open = (await as(agency).post(`/api/opportunities/${draft.id}/publish`)).json() as Opportunity;
    expect(open).toMatchObject({ state: 'open', isOwner: true });
    expect(open.publishedAt).not.toBeNull();
    const seen = (await as(talent).get(`/api/opportunities/${draft.id}`)).json() as Opportunity;
    expect(seen).toMatchObject({ id: draft.id, isOwner: false, state: 'open' });
    expect(seen.roles[0]).not.toHaveProperty('applicantsCount');
    expect((await http.get(`/api/opportunities/${draft.id}`)).statusCode).toBe(200);
    expect((await as(agency).post(`/api/opportunities/${draft.id}/publish`)).json().error).toBe(
      'opportunity_not_draft',
    );
  });

  it('refuses bad forms with 400 naming the field, in Spanish and English', async () => {
    const post = (form: Record<string, unknown>, lang = 'es') =>
      as(agency).post('/api/opportunities', opportunityForm(form as never), { lang });
    const past = await post({ deadline: deadlineIn(-1) }, 'en');
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ error: 'opportunity_deadline' });
    expect(past.json().errors[0]).toMatchObject({ field: 'deadline', code: 'opportunity_deadline' });
    expect(past.json().message).toMatch(/at most 90 days ahead/);
    const far = await post({ deadline: deadlineIn(91) });
    expect(far.json().errors[0]).toMatchObject({ field: 'deadline', code: 'opportunity_deadline' });
    expect(far.json().message).toMatch(/como mucho dentro de 90 días/);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '  ' }, 'title', 'opportunity_title'],
      [{ roles: [] }, 'roles', 'opportunity_roles'],
      [{ remote: false, city: '' }, 'city', 'opportunity_place'],
      [{ pay: { kind: 'paid', min: 9, max: 1, currency: 'EUR' } }, 'pay', 'opportunity_pay'],
      [{ roles: [roleForm({ needs: [] })] }, 'roles.0.needs', 'role_needs'],
      [
        { roles: [roleForm({ requirements: [{ key: 'wings', values: ['x'] }] })] },
        'roles.0.requirements.0',
        'role_requirement',
      ],
      [
        { roles: [roleForm({ requirements: [{ key: 'height', min: 90 }] })] },
        'roles.0.requirements.0',
        'role_requirement',
      ],
    ];
    for (const [form, field, code] of cases) {
      const res = await post(form, 'en');
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[0], field).toMatchObject({ field, code });
    }
    const twice = [
      { key: 'height', min: 160 },
      { key: 'height', max: 190 },
    ];
    const repeated = await post({ roles: [roleForm({ requirements: twice })] });
    expect(repeated.json().errors[0]).toMatchObject({ field: 'roles.0.requirements.1', code: 'role_requirement' });
    const language = await post({ roles: [roleForm(), roleForm({ languages: ['es', 'klingon'] })] }, 'en');
    expect(language.json().errors[0]).toMatchObject({ field: 'roles.1.languages.1', code: 'role_requirement' });
    expect(language.json().errors[0].message).toBe('That requirement is not valid for the talent profile.');
  });

  it('lets an unverified agency keep two open ones and no role for minors; a verified one posts freely', async () => {
    const small = await createPostingAgency(app, { nombre: 'Pequeña' });
    await postOpportunity(app, small);
    await postOpportunity(app, small);
    const third = await postOpportunity(app, small, {}, { draft: true });
    const refused = await as(small).post(`/api/opportunities/${third.id}/publish`, undefined, { lang: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'opportunity_open_limit' });
    expect(refused.json().message).toMatch(/at most 2 open opportunities/);
    const young = await postOpportunity(
      app,
      other,
      { roles: [roleForm(), roleForm({ ageMin: 14, ageMax: 17 })] },
      { draft: true },
    );
    const minors = await as(other).post(`/api/opportunities/${young.id}/publish`);
    expect(minors.statusCode).toBe(403);
    expect(minors.json()).toMatchObject({ error: 'opportunity_minors_unverified' });
    expect(minors.json().errors[0]).toMatchObject({ field: 'roles.1.ageMin' });
    expect((await postOpportunity(app, agency, { roles: [roleForm({ ageMin: 14, ageMax: 17 })] })).state).toBe('open');
    for (let i = 0; i < 3; i += 1) await postOpportunity(app, agency);
    // An open one edited to ask for minors is refused as its publishing would be.
    const open = await postOpportunity(app, other);
    const edit = await as(other).put(
      `/api/opportunities/${open.id}`,
      opportunityForm({ roles: [roleForm({ id: open.roles[0]!.id, ageMin: 16 })] }),
    );
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error).toBe('opportunity_minors_unverified');
  });

  it('keeps roles by id on an edit of an open one: a role with applicants stays', async () => {
    const open = await postOpportunity(app, agency, { roles: [roleForm({ name: 'Uno' }), roleForm({ name: 'Dos' })] });
    const [one, two] = open.roles;
    await applyAs(talent.id, open, 0);
    const put = (roles: unknown[]) =>
      as(agency).put(`/api/opportunities/${open.id}`, opportunityForm({ title: 'Nuevo', roles: roles as never }));
    const dropped = await put([roleForm({ id: two!.id, name: 'Dos' })]);
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json().error).toBe('opportunity_not_editable');
    const unknown = await put([roleForm({ id: one!.id }), roleForm({ id: 99999999 })]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('roles.1.id');
    const edited = await put([
      roleForm({ name: 'Tres' }),
      roleForm({ id: one!.id, name: 'Uno bis', requirements: [{ key: 'height', min: 150 }] }),
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    const page = edited.json() as Opportunity;
    expect(page.title).toBe('Nuevo');
    expect(page.roles.map((role) => role.name)).toEqual(['Tres', 'Uno bis']);
    expect(page.roles[1]).toMatchObject({
      id: one!.id,
      applicantsCount: 1,
      requirements: [{ key: 'height', min: 150 }],
    });
    expect(page.roles.map((role) => role.id)).not.toContain(two!.id);
  });

  it('closes and cancels only open ones, edits none that ended and deletes only drafts', async () => {
    const draft = await postOpportunity(app, agency, {}, { draft: true });
    for (const action of ['close', 'cancel']) {
      const res = await as(agency).post(`/api/opportunities/${draft.id}/${action}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('opportunity_not_open');
    }
    const edited = await as(agency).put(
      `/api/opportunities/${draft.id}`,
      opportunityForm({ title: 'Borrador 2', roles: [roleForm({ name: 'Otro' })] }),
    );
    expect(edited.json()).toMatchObject({ title: 'Borrador 2', state: 'draft', roles: [{ name: 'Otro' }] });
    const closing = await postOpportunity(app, agency);
    const closed = await as(agency).post(`/api/opportunities/${closing.id}/close`);
    expect(closed.json()).toMatchObject({ state: 'closed', closeReason: 'closed' });
    expect((await as(agency).post(`/api/opportunities/${closing.id}/close`)).json().error).toBe('opportunity_not_open');
    const late = await as(agency).put(`/api/opportunities/${closing.id}`, opportunityForm(), { lang: 'en' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      error: 'opportunity_not_editable',
      message: 'This opportunity has ended and cannot be changed.',
    });
    const cancelling = await postOpportunity(app, agency);
    expect((await as(agency).post(`/api/opportunities/${cancelling.id}/cancel`)).json()).toMatchObject({
      state: 'cancelled',
      closeReason: 'cancelled',
    });
    expect((await as(talent).get(`/api/opportunities/${cancelling.id}`)).json().state).toBe('cancelled');
    const removing = await as(agency).delete(`/api/opportunities/${cancelling.id}`);
    expect(removing.statusCode).toBe(409);
    expect(removing.json().error).toBe('opportunity_not_draft');
    expect((await as(agency).delete(`/api/opportunities/${draft.id}`)).statusCode).toBe(204);
    expect((await as(agency).get(`/api/opportunities/${draft.id}`)).statusCode).toBe(404);
  });

  it('answers 404 to another agency on every write, and to unknown ids', async () => {
    const open = await postOpportunity(app, agency);
    const calls: Array<[string, string, unknown?]> = [
      ['PUT', `/api/opportunities/${open.id}`, opportunityForm()],
      ['POST', `/api/opportunities/${open.id}/publish`],
      ['POST', `/api/opportunities/${open.id}/close`],
      ['POST', `/api/opportunities/${open.id}/cancel`],
      ['DELETE', `/api/opportunities/${open.id}`],
      ['POST', `/api/opportunities/${open.id}/roles/${open.roles[0]!.id}/invites`, { userId: talent.id }],
    ];
    for (const [method, url, body] of calls)
      expect((await http.request(method as 'GET', url, { token: other.token, body })).statusCode, url).toBe(404);
    expect((await as(agency).get('/api/opportunities/99999999')).statusCode).toBe(404);
    expect((await as(agency).get('/api/opportunities/abc')).statusCode).toBe(400);
  });

  it('hides the opportunities of an agency hidden from the reader: blocks both ways, cancelled, suspended', async () => {
    const hiding = await createPostingAgency(app, { verified: true, nombre: 'Escondida' });
    const open = await postOpportunity(app, hiding);
    const blocker = await createUser(app, { type: 'talento' });
    const blocked = await createUser(app, { type: 'talento' });
    await block(app, blocker.id, hiding.id);
    await block(app, hiding.id, blocked.id);
    for (const reader of [blocker, blocked])
      expect((await as(reader).get(`/api/opportunities/${open.id}`)).statusCode).toBe(404);
    expect((await as(talent).get(`/api/opportunities/${open.id}`)).statusCode).toBe(200);
    expect((await as(hiding).get(`/api/opportunities/${open.id}`)).statusCode).toBe(200);
    for (const change of [{ cancelledAt: new Date() }, { suspendedAt: new Date() }]) {
      await app.database.db.update(users).set(change).where(eq(users.id, hiding.id));
      expect((await as(talent).get(`/api/opportunities/${open.id}`)).statusCode).toBe(404);
      expect((await http.get(`/api/opportunities/${open.id}`)).statusCode).toBe(404);
      await app.database.db.update(users).set({ cancelledAt: null, suspendedAt: null }).where(eq(users.id, hiding.id));
      expect((await http.get(`/api/opportunities/${open.id}`)).statusCode).toBe(200);
    }
  });

  it('shows the pay of a members-only one to people with a session, not to visitors', async () => {
    const open = await postOpportunity(app, agency, { payAudience: 'members' });
    expect((await http.get(`/api/opportunities/${open.id}`)).json()).toMatchObject({
      pay: null,
      payAudience: 'members',
    });
    expect((await as(talent).get(`/api/opportunities/${open.id}`)).json().pay).toMatchObject({
      kind: 'paid',
      min: 300,
    });
  });

  it("lists the agency's own, every state, newest change first, with applicants and unfiled counts", async () => {
    const mine = await createPostingAgency(app, { verified: true, nombre: 'Mía' });
    const first = await postOpportunity(app, mine, { title: 'Primera' });
    const second = await postOpportunity(app, mine, { title: 'Segunda' }, { draft: true });
    await applyAs(talent.id, first);
    const list = (await as(mine).get('/api/opportunities/mine')).json();
    expect(list.count).toBe(2);
    expect(list.rows.map((row: Opportunity) => row.id)).toEqual([second.id, first.id]);
    expect(list.rows[1]).toMatchObject({ applicantsCount: 1, unfiledCount: 1, state: 'open' });
    const drafts = (await as(mine).get('/api/opportunities/mine?state=draft')).json();
    expect(drafts.rows.map((row: Opportunity) => row.id)).toEqual([second.id]);
    expect((await as(mine).get('/api/opportunities/mine?state=nope')).statusCode).toBe(400);
  });
});
