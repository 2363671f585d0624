import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail, CaseList } from '@vitrina/contract/moderation';
import type { SelfResponse } from '@vitrina/contract/users';
import { moderationCalls } from '../../src/modules/moderation/moderators-document.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createAgency, createTalent } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { migratedDataDir, nodeArgs, serverRoot } from '../helpers/server-process.ts';
import { engineName } from '../helpers/test-database.ts';
import { openDatabase } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/users.ts';
import { giveFactor, grantRoleWithFactor } from '../helpers/role-holders.ts';

/** Roles, the queue of reported people, dismissal, and the audit log. */
describe(`moderation: roles, the queue and the audit log (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let moderator: TestUser;
  let admin: TestUser;
  let talent: TestUser;
  let agency: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    moderator = await createUser(app, { type: 'talento', nombre: 'Mode', email: 'mode@example.test' });
    admin = await createUser(app, { type: 'agencia', nombre: 'Admin', email: 'admin@example.test' });
    talent = await createTalent(app, 'Talento');
    agency = await createAgency(app, 'Agencia');
    await grantRoleWithFactor(app, 'mode@example.test', 'moderator');
    await grantRoleWithFactor(app, 'ADMIN@example.test ', 'admin');
  });
  afterAll(async () => {
    await app?.close();
  });

  const report = async (reporter: TestUser, target: TestUser, description: string) => {
    const res = await http.as(reporter).post('/api/users/report', { userId: target.id, description });
    expect(res.statusCode, res.body).toBe(200);
  };
  const cases = async (user: TestUser, status = 'open') => {
    const res = await http.as(user).get(`/api/moderation/cases?status=${status}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CaseList;
  };

  it('is not there (404) for talents, agencies and visitors, whatever they send', async () => {
    const calls = [
      ['GET', '/api/moderation/cases'],
      ['GET', '/api/moderation/cases?status=nonsense'],
      ['GET', '/api/moderation/cases?category=scam&status=closed'],
      ['GET', '/api/moderation/cases/1'],
      ['GET', '/api/moderation/cases/abc'],
      ['POST', '/api/moderation/cases/1/dismiss', { note: 'x'.repeat(5000) }],
      ['POST', '/api/moderation/cases/abc/dismiss', ['not', 'an', 'object']],
      ['POST', '/api/moderation/cases/1/remove', { note: 'n', reason: 'r' }],
      ['POST', '/api/moderation/cases/1/remove', { reason: 'x'.repeat(9000), extra: true }],
      ['POST', '/api/moderation/cases/1/warn', { note: 'n', reason: 'r' }],
      ['POST', '/api/moderation/cases/-1/warn', 42],
      ['POST', '/api/moderation/cases/1/suspend', { days: 7, reason: 'r', note: '' }],
      ['POST', '/api/moderation/cases/1/suspend', { days: 'forever' }],
      ['GET', '/api/moderation/log'],
      ['GET', '/api/moderation/docs'],
      ['PUT', '/api/moderation/moderators', { email: 'mode@example.test', moderator: false }],
    ] as const;
    for (const who of [talent, agency, null]) {
      for (const [method, url, body] of calls) {
        const client = who ? http.as(who) : http;
        const res = await client.request(method, url, body === undefined ? {} : { body });
        expect([res.statusCode, res.json().error], `${method} ${url} as ${who?.id ?? 'visitor'}`).toEqual([
          404,
          'not_found',
        ]);
      }
    }
  });

  it('answers 404 on every call of its document to a talent, an agency and a visitor', async () => {
    for (const who of [talent, agency, null]) {
      for (const call of moderationCalls) {
        const url = `/api${call.path.replace(/:\w+/g, '1')}`;
        const res = await (who ? http.as(who) : http).request(call.method, url, { body: { note: 'n', reason: 'r' } });
        expect(res.statusCode, `${call.method} ${url} as ${who?.id ?? 'visitor'}`).toBe(404);
      }
    }
  });

  it('is left out of the public API document', async () => {
    const doc = (await http.get('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.includes('moderation'))).toEqual([]);
  });

  it('documents every moderation call in a document of its own, for moderators and admins', async () => {
    const expected = moderationCalls.map((call) => `${call.method} ${call.path.replace(/:(\w+)/g, '{$1}')}`);
    for (const holder of [moderator, admin]) {
      const res = await http.as(holder).get('/api/moderation/docs');
      expect(res.statusCode, res.body).toBe(200);
      const doc = res.json() as {
        info: { title: string };
        paths: Record<string, Record<string, unknown>>;
        components: { schemas: Record<string, unknown> };
      };
      expect(doc.info.title).toBe('Vitrina moderation API');
      // Its refusals refer to the error body among its own components.
      const refs = [...res.body.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
      expect(refs).toContain('ErrorBody');
      for (const name of new Set(refs)) expect(doc.components.schemas, name).toHaveProperty(name);
      const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
      );
      expect(operations.sort()).toEqual(expected.sort());
      expect(expected).toContain('POST /moderation/people/{userId}/suspend');
    }
  });

  it('tells only the holder of a role about it, in the self answer', async () => {
    const self = async (user: TestUser) => ((await http.as(user).get('/api/users/self')).json() as SelfResponse).user;
    expect((await self(moderator)).role).toBe('moderator');
    expect((await self(admin)).role).toBe('admin');
    expect((await self(talent)).role).toBeNull();
  });

  it('groups reports by person, more reporters first, and a dismissal with a note closes the case', async () => {
    const suspicious = await createAgency(app, 'Sospechosa');
    const other = await createTalent(app, 'Otro');
    const [r1, r2] = [await createTalent(app, 'Uno'), await createTalent(app, 'Dos')];
    await report(r1, other, 'Spam en mensajes');
    await report(r1, suspicious, 'Pide dinero por un casting');
    await report(r2, suspicious, 'Me pidió pagar');

    const open = await cases(moderator);
    const mine = open.rows.filter((c) => [suspicious.id, other.id].includes(c.subject?.id ?? 0));
    expect(mine.map((c) => [c.target, c.subject?.id, c.reporters, c.category])).toEqual([
      [{ kind: 'profile', id: suspicious.id }, suspicious.id, 2, 'other'],
      [{ kind: 'profile', id: other.id }, other.id, 1, 'other'],
    ]);
    const caseId = mine[0]!.id;
    const view = (await http.as(moderator).get(`/api/moderation/cases/${caseId}`)).json() as CaseDetail;
    expect(view.reports.map((r) => [r.reporter.id, r.description])).toEqual([
      [r2.id, 'Me pidió pagar'],
      [r1.id, 'Pide dinero por un casting'],
    ]);
    // Cards only: no e-mail of anyone in the answers.
    expect(JSON.stringify([open, view])).not.toContain('@');

    const tooLong = await http.as(moderator).post(`/api/moderation/cases/${caseId}/dismiss`, {
      note: '😀'.repeat(2001),
    });
    expect([tooLong.statusCode, tooLong.json().errors[0].code]).toEqual([400, 'moderation_note_too_long']);
    // 2,000 characters are counted as code points: 2,000 emoji (4,000 UTF-16 units) are within the limit.
    const dismissed = await http.as(admin).post(`/api/moderation/cases/${caseId}/dismiss`, {
      note: `Agencia verificada por teléfono ${'😀'.repeat(1960)}`,
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({ outcome: 'dismissed', closed: 2 });
    expect((await cases(moderator)).rows.map((c) => c.id)).not.toContain(caseId);
    expect((await cases(moderator, 'closed')).rows.find((c) => c.id === caseId)?.outcome).toBe('dismissed');
    const again = await http.as(moderator).post(`/api/moderation/cases/${caseId}/dismiss`, {});
    expect([again.statusCode, again.json().error]).toEqual([409, 'moderation_case_closed']);
    expect((await http.as(moderator).post('/api/moderation/cases/987654/dismiss', {})).statusCode).toBe(404);

    const log = (await http.as(moderator).get('/api/moderation/log')).json() as {
      rows: { action: string; actor: { id: number } | null; subject: { id: number } | null; note: string }[];
    };
    expect(log.rows[0]).toMatchObject({
      action: 'case.dismissed',
      actor: { id: admin.id },
      subject: { id: suspicious.id },
      note: expect.stringMatching(/^Agencia verificada por teléfono/),
    });
    // The command line's grants are there too, with no actor.
    expect(
      log.rows.filter((row) => row.action === 'role.granted' && row.actor === null).map((r) => r.subject?.id),
    ).toEqual(expect.arrayContaining([moderator.id, admin.id]));
  });

  it('keeps the audit log append-only: the database refuses to change or delete a row', async () => {
    const db = app.database.db;
    const refusal = async (statement: Promise<unknown>) => {
      const error = (await statement.then(
        () => null,
        (thrown: unknown) => thrown,
      )) as { message: string; cause?: { message?: string } } | null;
      return error ? `${error.message} ${error.cause?.message ?? ''}` : 'no error';
    };
    expect(await refusal(db.execute(sql`update moderation_log set note = 'cambiado'`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`delete from moderation_log`))).toMatch(/append-only/);
    const rows = await db.execute(sql`select count(*)::int as n from moderation_log where note = 'cambiado'`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('a revoked role closes the tool at once; granting the same role twice changes nothing', async () => {
    const temp = await createUser(app, { type: 'talento', nombre: 'Temporal', email: 'temporal@example.test' });
    expect(await grantRoleWithFactor(app, 'temporal@example.test', 'moderator')).toEqual({
      userId: temp.id,
      before: null,
      after: 'moderator',
    });
    expect((await grantRoleWithFactor(app, 'temporal@example.test', 'moderator')).before).toBe('moderator');
    expect((await http.as(temp).get('/api/moderation/cases')).statusCode).toBe(200);
    await app.moderation.revokeRole('temporal@example.test');
    expect((await http.as(temp).get('/api/moderation/cases')).statusCode).toBe(404);
    await expect(app.moderation.grantRole('nadie@example.test', 'admin')).rejects.toMatchObject({ code: 'not_found' });
  });
  it('lets an admin, and only an admin, give and take the moderator role in the web', async () => {
    const newcomer = await createUser(app, { type: 'talento', nombre: 'Nueva', email: 'nueva@example.test' });
    const put = (as: TestUser, body: unknown) => http.as(as).put('/api/moderation/moderators', body);
    // To a moderator the call is not there, whatever the body.
    for (const body of [{ email: 'nueva@example.test', moderator: true }, { nope: 1 }]) {
      expect((await put(moderator, body)).statusCode).toBe(404);
    }
    // The service holds the rule too, whoever calls it.
    await expect(app.moderation.setModerator(moderator.id, 'nueva@example.test', true)).rejects.toMatchObject({
      status: 404,
    });
    expect((await put(admin, { email: '', moderator: true })).statusCode).toBe(400);
    const unknown = await put(admin, { email: 'nadie@example.test', moderator: true });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'moderation_account_unknown']);

    // A role needs a second factor (decision 0052): refused with its own code until she has one.
    const refused = await put(admin, { email: 'nueva@example.test', moderator: true });
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'role_needs_factor']);
    await giveFactor(app, newcomer.id);
    const granted = await put(admin, { email: 'Nueva@Example.test', moderator: true });
    expect(granted.json()).toEqual({ userId: newcomer.id, before: null, after: 'moderator' });
    expect((await http.as(newcomer).get('/api/moderation/cases')).statusCode).toBe(200);
    // An admin stays an admin: only the command line changes one.
    expect((await put(admin, { email: 'admin@example.test', moderator: false })).json()).toMatchObject({
      before: 'admin',
      after: 'admin',
    });
    expect((await put(admin, { email: 'nueva@example.test', moderator: false })).json()).toMatchObject({
      after: null,
    });
    expect((await http.as(newcomer).get('/api/moderation/cases')).statusCode).toBe(404);
    const log = (await http.as(moderator).get('/api/moderation/log')).json() as {
      rows: { action: string; actor: { id: number } | null; subject: { id: number } | null }[];
    };
    expect(log.rows.slice(0, 2).map((row) => [row.action, row.actor?.id, row.subject?.id])).toEqual([
      ['role.revoked', admin.id, newcomer.id],
      ['role.granted', admin.id, newcomer.id],
    ]);
  });
});

describe('npm run accounts -- grant-role / revoke-role', () => {
  const run = promisify(execFile);
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await migratedDataDir('vitrina-roles-');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const accounts = (...args: string[]) =>
    run(process.execPath, [...nodeArgs('scripts/accounts.ts'), ...args], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'silent' },
      timeout: 60_000,
    });

  it('explains its usage, and names an unknown e-mail without changing anything', async () => {
    await expect(accounts('grant-role', 'a@example.test', 'superuser')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('grant-role <email> moderator|admin'),
    });
    await expect(accounts('grant-role', 'nadie@example.test', 'moderator')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account has the e-mail nadie@example.test'),
    });
  });

  it('refuses a role to an account without a second factor, saying why, and exits non-zero', async () => {
    const database = await openDatabase({ databaseUrl: undefined, dataDir, inMemory: false });
    await database.db
      .insert(users)
      .values({ email: 'sin-factor@example.test', nombre: 'Sin', profileUrl: 'sin-factor', isVerified: true });
    await database.close();
    await expect(accounts('grant-role', 'sin-factor@example.test', 'moderator')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('sin-factor@example.test has no second factor'),
    });
  });
});
