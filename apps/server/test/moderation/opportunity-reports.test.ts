import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail } from '@vitrina/contract/moderation';
import type { CreateReportResponse, NoticeList } from '@vitrina/contract/reports';
import { opportunities, opportunityRoles } from '../../src/db/schema/opportunities.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { grantRoleWithFactor } from '../helpers/role-holders.ts';

/** An opportunity asking talents for money is reported, copied, and removed by a moderator. */
describe(`reports on opportunities (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let moderator: TestUser;
  let agency: TestUser;
  let talent: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    moderator = await createUser(app, { type: 'talento', nombre: 'Moderadora', email: 'opp-mod@example.test' });
    await grantRoleWithFactor(app, 'opp-mod@example.test', 'moderator');
    agency = await createUser(app, { type: 'agencia', nombre: 'Castings Dudosos', email: 'opp-agency@example.test' });
    talent = await createUser(app, { type: 'talento', nombre: 'Lucía', email: 'opp-talent@example.test' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const insertOpportunity = async (state: 'draft' | 'open', title: string) => {
    const { db } = app.database;
    const [row] = await db
      .insert(opportunities)
      .values({
        agencyId: agency.id,
        state,
        title,
        kind: 'casting',
        category: 2,
        description: 'Cuota de inscripción: 50 €',
        remote: true,
        deadline: new Date(Date.now() + 7 * 86_400_000),
        payKind: 'unpaid',
        publishedAt: state === 'open' ? new Date() : null,
      })
      .returning();
    await db
      .insert(opportunityRoles)
      .values({ opportunityId: row!.id, position: 0, name: 'Bailarina', ageMin: 18, ageMax: 99 });
    return row!.id;
  };
  const stateOf = async (id: number) => {
    const [row] = await app.database.db.select().from(opportunities).where(eq(opportunities.id, id));
    return { state: row!.state, closeReason: row!.closeReason };
  };
  const report = (as: TestUser, id: number, category = 'asks_for_money') =>
    http.as(as).post('/api/reports', { target: { kind: 'opportunity', id }, category });

  it('takes a report that an opportunity asks for money, copying what it said', async () => {
    const id = await insertOpportunity('open', 'Casting con cuota');
    const res = await report(talent, id);
    expect(res.statusCode, res.body).toBe(201);
    const { report: made } = res.json() as CreateReportResponse;
    expect(made).toMatchObject({ category: 'asks_for_money', target: { kind: 'opportunity', id } });
    const detail = (await http.as(moderator).get(`/api/moderation/cases/${made.caseId}`)).json() as CaseDetail;
    expect(JSON.stringify(detail)).toContain('Cuota de inscripción: 50 €');
    expect(JSON.stringify(detail)).toContain('Casting con cuota');
  });

  it('answers 404 for a draft, an unknown one and across a block; an agency cannot report its own', async () => {
    const draft = await insertOpportunity('draft', 'Borrador');
    expect((await report(talent, draft)).statusCode).toBe(404);
    expect((await report(talent, 999_999)).statusCode).toBe(404);
    const open = await insertOpportunity('open', 'Otra');
    const own = await report(agency, open);
    expect([own.statusCode, own.json().error]).toEqual([409, 'report_own_content']);
    const blocker = await createUser(app, { type: 'talento', nombre: 'Bloqueadora', email: 'opp-block@example.test' });
    expect((await http.as(blocker).post('/api/users/block', { userId: agency.id })).statusCode).toBeLessThan(300);
    expect((await report(blocker, open)).statusCode).toBe(404);
  });

  it('a moderator removes it: ended as removed, its agency told why', async () => {
    const id = await insertOpportunity('open', 'Paquete de casting');
    const { report: made } = (await report(talent, id)).json() as CreateReportResponse;
    const removed = await http.as(moderator).post(`/api/moderation/cases/${made.caseId}/remove`, {
      note: 'Pide dinero',
      reason: 'Pedir dinero a los talentos va contra las normas.',
    });
    expect(removed.json()).toEqual({ outcome: 'removed', closed: 1 });
    expect(await stateOf(id)).toEqual({ state: 'removed', closeReason: 'removed' });
    const notices = ((await http.as(agency).get('/api/notices')).json() as NoticeList).rows;
    expect(notices[0]).toMatchObject({ kind: 'removal', reason: 'Pedir dinero a los talentos va contra las normas.' });
    expect((await report(talent, id)).statusCode).toBe(201);
  });
});
