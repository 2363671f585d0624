import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateReportResponse } from '@vitrina/contract/reports';
import type { PendingVerification } from '@vitrina/contract/verification';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createAgency, publishText } from '../helpers/posts.ts';
import { grantRoleWithFactor } from '../helpers/role-holders.ts';
import { runRound } from '../helpers/rounds.ts';
import { codeAt, testClock, turnOnTotp } from '../helpers/second-factors.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const PASSWORD = 'contraseña-segura-1';
const WINDOW_MS = 600_000;
const APPLICATION = {
  legalName: 'Estudio Real S.A. de C.V.',
  website: 'https://estudio-real.example.com',
  country: 'mx',
  registrationNumber: 'ERE-850101-AB1',
};

/** Decision 0052: sensitive actions ask for a factor (or, without one, the password) once the window has passed. */
describe(`step-up before sensitive actions (${engineName})`, () => {
  let app: TestApp;
  let api: TestClient;
  let passwordHash: string;
  const clock = testClock();

  beforeAll(async () => {
    app = await createTestApp({}, {}, undefined, { clock: clock.now });
    api = createClient(app);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A person with an authenticator, logged in now (a login is a fresh verification). */
  const withFactor = async (options: Parameters<typeof createUser>[1] = {}) => {
    clock.resync();
    const user = await createUser(app, { passwordHash, ...options });
    const { secret, recoveryCodes } = await turnOnTotp(api, user.token, clock);
    return { ...user, secret, recoveryCodes };
  };
  /** Moves past the window: the session's last verification is now too old. */
  const pastWindow = () => clock.advance(WINDOW_MS + 30_000);
  const renew = (user: TestUser, body: unknown) => api.post('/api/users/step-up', body, { token: user.token });
  const renewWithCode = async (user: TestUser & { secret: string }) => {
    const res = await renew(user, { method: 'code', code: codeAt(user.secret, clock.ms) });
    expect(res.statusCode, res.body).toBe(200);
  };
  const refusedForStepUp = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(403);
    expect((res.json() as { error: string }).error).toBe('step_up_required');
  };

  it('asks again for the password change past the window, then lets it through after a code', async () => {
    const user = await withFactor();
    const change = () =>
      api.put('/api/users/password', { currentPassword: PASSWORD, newPassword: 'otra-clave-segura-22' }, user);
    pastWindow();
    refusedForStepUp(await change());
    await renewWithCode(user);
    expect((await change()).statusCode).toBe(200);
  });

  it('asks again for the e-mail change, and not inside the window', async () => {
    const user = await withFactor();
    const change = (email: string) => api.put('/api/users/email', { email, password: PASSWORD }, user);
    expect((await change('dentro@example.test')).statusCode).toBe(200);
    pastWindow();
    refusedForStepUp(await change('fuera@example.test'));
    await renewWithCode(user);
    expect((await change('fuera@example.test')).statusCode).toBe(200);
  });

  it('asks again to turn a factor off, and renews with a recovery code', async () => {
    const user = await withFactor();
    pastWindow();
    const off = () => api.post('/api/users/second-factors/totp/removal', { code: codeAt(user.secret, clock.ms) }, user);
    refusedForStepUp(await off());
    const renewed = await renew(user, { method: 'code', code: user.recoveryCodes[0] });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(Date.parse((renewed.json() as { verifiedAt: string }).verifiedAt)).toBe(clock.ms);
    expect((await off()).statusCode).toBe(204);
  });

  it('asks again to download the data export', async () => {
    const user = await withFactor();
    expect((await api.post('/api/users/export', undefined, user)).statusCode).toBe(202);
    await runRound(app, 'data-export');
    pastWindow();
    refusedForStepUp(await api.get('/api/users/export/archive', user));
    await renewWithCode(user);
    const download = await api.get('/api/users/export/archive', user);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/zip');
  });

  it('asks again to cancel the account; without a factor the password renews it', async () => {
    clock.resync();
    const user = await createUser(app, { passwordHash });
    pastWindow();
    const cancel = () => api.post('/api/users/cancel', { password: PASSWORD }, user);
    refusedForStepUp(await cancel());
    const wrong = await renew(user, { method: 'password', password: 'no-es-esta-clave' });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([400, [expect.objectContaining({ field: 'password' })]]);
    // A code proves nothing for an account without a factor.
    expect((await renew(user, { method: 'code', code: '123456' })).statusCode).toBe(400);
    expect((await renew(user, { method: 'password', password: PASSWORD })).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(200);
  });

  it('never takes the password for an account that has a factor', async () => {
    const user = await withFactor();
    const res = await renew(user, { method: 'password', password: PASSWORD });
    expect([res.statusCode, res.json().error]).toEqual([400, 'step_up_factor_needed']);
    const wrong = await renew(user, { method: 'code', code: '000000' });
    expect(wrong.json().errors).toEqual([expect.objectContaining({ field: 'code', code: 'codigo_incorrecto' })]);
  });

  it('asks again for every moderation action and the role grant, after the role check', async () => {
    const admin = await withFactor({ email: `admin-${Date.now()}@example.test` });
    await grantRoleWithFactor(app, admin.email, 'admin');
    const [author, reporter, person] = [await createUser(app), await createUser(app), await createUser(app)];
    const newcomer = await withFactor();
    const caseAbout = async (id: number) => {
      const res = await api.post('/api/reports', { target: { kind: 'post', id }, category: 'spam' }, reporter);
      return (res.json() as CreateReportResponse).report.caseId;
    };
    const agency = await createAgency(app);
    const apply = () => api.post('/api/users/me/verification', APPLICATION, agency);
    expect((await apply()).statusCode).toBe(200);
    const pending = (await api.get('/api/moderation/verifications', admin)).json() as { rows: PendingVerification[] };
    const applicationId = pending.rows[0]!.id;
    const post = async () => caseAbout((await publishText(app, author, 'Paga por el casting')).id);

    const actions: Array<[string, () => Promise<{ statusCode: number; json(): unknown }>]> = [
      ['dismiss', async () => api.post(`/api/moderation/cases/${await post()}/dismiss`, { note: '' }, admin)],
      ['remove', async () => api.post(`/api/moderation/cases/${await post()}/remove`, { reason: 'Spam' }, admin)],
      ['warn', async () => api.post(`/api/moderation/cases/${await post()}/warn`, { reason: 'Spam' }, admin)],
      [
        'suspend the case',
        async () => api.post(`/api/moderation/cases/${await post()}/suspend`, { days: 1, reason: 'Spam' }, admin),
      ],
      ['suspend', () => api.post(`/api/moderation/people/${person.id}/suspend`, { days: 1, reason: 'x' }, admin)],
      ['lift', () => api.post(`/api/moderation/people/${person.id}/lift`, { note: '' }, admin)],
      ['approve', () => api.post(`/api/moderation/verifications/${applicationId}/approve`, {}, admin)],
      ['grant', () => api.put('/api/moderation/moderators', { email: newcomer.email, moderator: true }, admin)],
      ['revoke', () => api.put('/api/moderation/moderators', { email: newcomer.email, moderator: false }, admin)],
    ];
    for (const [name, act] of actions) {
      pastWindow();
      const refused = await act();
      expect(refused.statusCode, name).toBe(403);
      expect((refused.json() as { error: string }).error, name).toBe('step_up_required');
      await renewWithCode(admin);
      const done = await act();
      expect(done.statusCode, `${name}: ${JSON.stringify(done.json())}`).toBe(200);
    }
    // To someone without a role the calls are still not there: 404, never a step-up.
    pastWindow();
    expect((await api.post(`/api/moderation/people/${person.id}/lift`, { note: '' }, reporter)).statusCode).toBe(404);
  });

  it('rejects a verification past the window only after a renewal', async () => {
    const moderator = await withFactor({ email: `mod-${Date.now()}@example.test` });
    await grantRoleWithFactor(app, moderator.email, 'moderator');
    const agency = await createAgency(app);
    expect((await api.post('/api/users/me/verification', APPLICATION, agency)).statusCode).toBe(200);
    const { rows } = (await api.get('/api/moderation/verifications', moderator)).json() as {
      rows: PendingVerification[];
    };
    const id = rows.find((row) => row.agency.id === agency.id)!.id;
    const reject = () => api.post(`/api/moderation/verifications/${id}/reject`, { reason: 'No coincide' }, moderator);
    pastWindow();
    refusedForStepUp(await reject());
    await renewWithCode(moderator);
    expect((await reject()).statusCode).toBe(200);
  });

  it('limits renewals as the code forms are limited', async () => {
    const user = await withFactor();
    // The set-up's first code counted too: nine more wrong answers reach the check, the tenth does not.
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push((await renew(user, { method: 'code', code: '000000' })).statusCode);
    expect(answers).toEqual([...Array<number>(9).fill(400), 429]);
  });
});
