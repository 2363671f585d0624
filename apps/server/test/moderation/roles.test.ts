import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail } from '@vitrina/contract/moderation';
import type { CreateReportResponse } from '@vitrina/contract/reports';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createTalent, publishText } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { grantRoleWithFactor } from '../helpers/role-holders.ts';

/** Roles that cannot turn on each other: who may suspend, warn or remove whom, and never the last admin. */
describe(`moderation: roles that cannot turn on each other (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let reporter: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    reporter = await createTalent(app, 'Denunciante');
  });
  afterAll(async () => {
    await app?.close();
  });

  let people = 0;
  const withRole = async (role: 'moderator' | 'admin' | null) => {
    people += 1;
    const email = `rol-${people}@example.test`;
    const user = await createUser(app, { type: 'talento', nombre: `Persona ${people}`, email });
    if (role) await grantRoleWithFactor(app, email, role);
    return user;
  };
  const suspend = (actor: TestUser, target: TestUser) =>
    http.as(actor).post(`/api/moderation/people/${target.id}/suspend`, { days: 3, reason: 'Prueba', note: '' });
  const lift = (actor: TestUser, target: TestUser) =>
    http.as(actor).post(`/api/moderation/people/${target.id}/lift`, { note: 'Revisado' });
  const caseAbout = async (author: TestUser) => {
    const post = await publishText(app, author, `Publicación de ${author.id}`);
    const res = await http
      .as(reporter)
      .post('/api/reports', { target: { kind: 'post', id: post.id }, category: 'spam' });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as CreateReportResponse).report.caseId;
  };
  const act = (actor: TestUser, caseId: number, action: string, body: Record<string, unknown>) =>
    http.as(actor).post(`/api/moderation/cases/${caseId}/${action}`, body);
  const refused = (res: { statusCode: number; json(): { error: string } }) => [res.statusCode, res.json().error];
  const activeAdmins = async () => {
    const rows = await app.database.db.execute(
      sql`select count(*)::int as n from users where role = 'admin' and suspended_at is null`,
    );
    return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
  };

  it('lets a moderator act only on people without a role, as if the others were not there (404)', async () => {
    const moderator = await withRole('moderator');
    const [peer, admin, plain] = [await withRole('moderator'), await withRole('admin'), await withRole(null)];
    for (const target of [peer, admin]) {
      expect(refused(await suspend(moderator, target)), `suspend ${target.id}`).toEqual([404, 'not_found']);
      const caseId = await caseAbout(target);
      for (const [action, body] of [
        ['warn', { note: '', reason: 'Aviso' }],
        ['remove', { note: '', reason: 'Fuera' }],
        ['suspend', { days: 3, reason: 'Prueba', note: '' }],
      ] as const) {
        expect(refused(await act(moderator, caseId, action, body)), `${action} ${target.id}`).toEqual([
          404,
          'not_found',
        ]);
      }
    }
    // The refused actions left the case open and the person untouched.
    expect((await suspend(moderator, plain)).statusCode).toBe(200);
    expect((await lift(moderator, plain)).statusCode).toBe(200);
  });

  it('lets only an admin suspend, warn or remove a moderator, and lift the suspension', async () => {
    const [moderator, admin] = [await withRole('moderator'), await withRole('admin')];
    const caseId = await caseAbout(moderator);
    expect((await act(admin, caseId, 'warn', { note: '', reason: 'Cuidado' })).statusCode).toBe(200);
    expect((await suspend(admin, moderator)).statusCode).toBe(200);
    const peer = await withRole('moderator');
    expect(refused(await lift(peer, moderator))).toEqual([404, 'not_found']);
    expect((await lift(admin, moderator)).statusCode).toBe(200);
  });

  it('never leaves no admin: two admins suspending each other at once, one of them is refused', async () => {
    await app.database.db.execute(sql`update users set role = null where role = 'admin'`);
    const [first, second] = [await withRole('admin'), await withRole('admin')];
    const answers = await Promise.all([suspend(first, second), suspend(second, first)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404]);
    expect(await activeAdmins()).toBe(1);
    // A moderator never suspends an admin, even with another admin left.
    const third = await withRole('admin');
    const moderator = await withRole('moderator');
    expect(refused(await suspend(moderator, third))).toEqual([404, 'not_found']);
    // Another admin may, while one stays active.
    const active = answers[0]!.statusCode === 200 ? first : second;
    expect((await suspend(active, third)).statusCode).toBe(200);
    expect(await activeAdmins()).toBe(1);
  });

  it('shows a case the earlier actions on its person, the lift of a suspension included', async () => {
    const [moderator, person] = [await withRole('moderator'), await withRole(null)];
    const first = await caseAbout(person);
    expect((await act(moderator, first, 'suspend', { days: 3, reason: 'Spam', note: 'Primera vez' })).statusCode).toBe(
      200,
    );
    expect((await lift(moderator, person)).statusCode).toBe(200);
    // Her sessions ended with the suspension: the next case is about her profile.
    const res = await http
      .as(reporter)
      .post('/api/reports', { target: { kind: 'profile', id: person.id }, category: 'spam' });
    expect(res.statusCode, res.body).toBe(201);
    const second = (res.json() as CreateReportResponse).report.caseId;
    const view = (await http.as(moderator).get(`/api/moderation/cases/${second}`)).json() as CaseDetail;
    const earlier = view.history.find((entry) => entry.id === first);
    expect(earlier?.actions.map((entry) => entry.action).sort()).toEqual(['account.lifted', 'account.suspended']);
  });
});
