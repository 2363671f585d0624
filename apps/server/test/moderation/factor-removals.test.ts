import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginChallengeSchema } from '@vitrina/contract/second-factors';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createModerator, createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { runRound } from '../helpers/rounds.ts';
import { outboxTo, testClock, turnOnTotp } from '../helpers/second-factors.ts';
import { grantRoleWithFactor } from '../helpers/role-holders.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const PASSWORD = 'contraseña-segura-1';
const LIST = '/api/moderation/factor-removals';

describe(`an admin's removal of lost factors (${engineName})`, () => {
  let app: TestApp;
  let api: TestClient;
  let passwordHash: string;
  let admin: TestUser;
  let moderator: TestUser;
  const clock = testClock();
  // The due round reads the database's clock and the approval the app's: a step behind, the app's never runs ahead
  // of it (the middle of a step can be 15 s ahead), so a removal due at 72 hours is due to both.
  clock.advance(-30_000);

  beforeAll(async () => {
    app = await createTestApp({}, {}, undefined, { clock: clock.now });
    api = createClient(app);
    passwordHash = await hashPassword(PASSWORD);
    admin = await createUser(app, { email: `admin-${Date.now()}@example.test` });
    await grantRoleWithFactor(app, admin.email, 'admin');
    moderator = await createModerator(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function withTotp(langCode: 'es' | 'en' = 'es') {
    const u = await createUser(app, { passwordHash, langCode });
    clock.advance(-600_000);
    await turnOnTotp(api, u.token, clock);
    clock.advance(600_000);
    return u;
  }
  const challengeOf = async (email: string) => {
    const res = await api.post('/api/users/authenticate', { email, password: PASSWORD });
    return loginChallengeSchema.parse(res.json()).challenge;
  };
  const ask = (challenge: string, reason = 'Perdí el teléfono y el papel con los códigos') =>
    api.post('/api/users/authenticate/second-factor/removal', { challenge, reason });
  const errorOf = (res: { json(): unknown }) => {
    const body = res.json() as { error: string; errors?: Array<{ code: string }> };
    return body.errors?.[0]?.code ?? body.error;
  };
  const mailsTo = (email: string) => outboxTo(app.dataDir, email);
  const cancelTokenIn = (mail: string) => /\/seguridad\/cancelar-retiro#([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
  const requestOf = async (userId: number) => {
    const res = await api.as(admin).get(LIST);
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { rows: Array<{ id: number; person: { id: number }; status: string }> }).rows;
    return rows.find((row) => row.person.id === userId);
  };
  const logOf = async (userId: number) => {
    const rows = (await api.as(admin).get('/api/moderation/log')).json() as {
      rows: Array<{ action: string; subject: { id: number } | null; actor: { id: number } | null }>;
    };
    return rows.rows.filter((row) => row.subject?.id === userId).map((row) => row.action);
  };
  /** `hours` pass for every approved removal: their dates move back, as the clock moving on would leave them. */
  const hoursPass = (hours: number) =>
    app.database.db.execute(
      sql`update factor_removals set due_at = due_at - make_interval(hours => ${hours}) where status = 'approved'`,
    );
  const hasFactor = async (u: TestUser) => {
    const res = await api.post('/api/users/authenticate', { email: u.email, password: PASSWORD });
    return 'challenge' in (res.json() as object);
  };
  const approve = async (userId: number) => {
    const open = await requestOf(userId);
    const res = await api.as(admin).post(`${LIST}/${open!.id}/approve`, { note: 'Comprobado por teléfono' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { status: string; dueAt: string };
  };

  it('takes a request only with a live login challenge, and one open request per account', async () => {
    const u = await withTotp();
    expect(errorOf(await ask('x'.repeat(43)))).toBe('reto_caducado');
    expect(errorOf(await ask(await challengeOf(u.email), '   '))).toBe('retiro_motivo_requerido');
    const challenge = await challengeOf(u.email);
    const res = await ask(challenge);
    expect([res.statusCode, res.json()]).toEqual([201, { requested: true }]);
    // The challenge is spent by the request, and a second request is refused while the first is open.
    expect(errorOf(await ask(challenge))).toBe('reto_caducado');
    expect(errorOf(await ask(await challengeOf(u.email)))).toBe('retiro_abierto');
    expect(await requestOf(u.id)).toMatchObject({ status: 'pending', reason: expect.stringContaining('teléfono') });
    expect(await logOf(u.id)).toContain('factors.removal_requested');
    const told = mailsTo(u.email).find((m) => m.includes('pediste quitar la verificación en dos pasos'));
    expect(cancelTokenIn(told ?? '')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('shows the list and the decisions to admins only: 404 to moderators, talents and visitors', async () => {
    const u = await withTotp();
    await ask(await challengeOf(u.email));
    const id = (await requestOf(u.id))!.id;
    for (const client of [api.as(moderator), api.as(u), api]) {
      expect((await client.get(LIST)).statusCode).toBe(404);
      expect((await client.post(`${LIST}/${id}/approve`, { note: '' })).statusCode).toBe(404);
      expect((await client.post(`${LIST}/${id}/refuse`, { note: '' })).statusCode).toBe(404);
    }
    expect((await requestOf(u.id))?.status).toBe('pending');
  });

  it('refuses: the factors stay, the owner is told and the audit log says who', async () => {
    const u = await withTotp('en');
    await ask(await challengeOf(u.email));
    const id = (await requestOf(u.id))!.id;
    const res = await api.as(admin).post(`${LIST}/${id}/refuse`, { note: 'No pude comprobarlo' });
    expect([res.statusCode, res.json().status]).toEqual([200, 'refused']);
    expect(errorOf(await api.as(admin).post(`${LIST}/${id}/approve`, { note: '' }))).toBe('retiro_cerrado');
    expect(await requestOf(u.id)).toBeUndefined();
    expect(await logOf(u.id)).toEqual(['factors.removal_refused', 'factors.removal_requested']);
    expect(mailsTo(u.email).some((m) => m.includes('will not be removed'))).toBe(true);
    await hoursPass(100);
    await runRound(app, 'factor-removals');
    expect(await hasFactor(u)).toBe(true);
  });

  it('removes every factor 72 hours after the approval, not at 71, through the due round', async () => {
    const u = await withTotp();
    await ask(await challengeOf(u.email));
    const approved = await approve(u.id);
    expect(approved.status).toBe('approved');
    expect(new Date(approved.dueAt).getTime()).toBe(clock.ms + 72 * 3_600_000);
    const notice = mailsTo(u.email).find((m) => m.includes('se quitará en 72 horas'));
    expect(cancelTokenIn(notice ?? '')).not.toBe('');
    await hoursPass(71);
    await runRound(app, 'factor-removals');
    expect(await hasFactor(u)).toBe(true);
    await hoursPass(1);
    await runRound(app, 'factor-removals');
    expect(await hasFactor(u)).toBe(false);
    const state = await api.get('/api/users/second-factors', { token: u.token });
    expect(state.json()).toEqual({ totp: { enabled: false, since: null }, recoveryCodes: { remaining: 0 } });
    expect(await logOf(u.id)).toEqual(['factors.removed', 'factors.removal_approved', 'factors.removal_requested']);
    expect(mailsTo(u.email).some((m) => m.includes('se quitó la verificación en dos pasos'))).toBe(true);
    // A link of the request's e-mail cancels nothing once the removal is done.
    const first = mailsTo(u.email).find((m) => m.includes('pediste quitar'));
    const late = await api.post('/api/users/second-factors/removal/cancellation', { token: cancelTokenIn(first!) });
    expect(late.statusCode).toBe(400);
  });

  it('lets the owner cancel from the e-mail without logging in: the removal never happens', async () => {
    const u = await withTotp();
    await ask(await challengeOf(u.email));
    await approve(u.id);
    const notice = mailsTo(u.email).find((m) => m.includes('se quitará en 72 horas'))!;
    const token = cancelTokenIn(notice);
    const res = await api.post('/api/users/second-factors/removal/cancellation', { token });
    expect([res.statusCode, res.json()]).toEqual([200, { cancelled: true }]);
    expect(errorOf(await api.post('/api/users/second-factors/removal/cancellation', { token }))).toBe('enlace_usado');
    await hoursPass(100);
    await runRound(app, 'factor-removals');
    expect(await hasFactor(u)).toBe(true);
    expect(await requestOf(u.id)).toBeUndefined();
    expect((await logOf(u.id))[0]).toBe('factors.removal_cancelled');
    expect(mailsTo(u.email).some((m) => m.includes('cancelaste la solicitud'))).toBe(true);
    // The account may ask again later.
    expect((await ask(await challengeOf(u.email))).statusCode).toBe(201);
  });

  it('cancels a request still waiting for an admin with the request’s own link', async () => {
    const u = await withTotp();
    await ask(await challengeOf(u.email));
    const told = mailsTo(u.email).find((m) => m.includes('pediste quitar'))!;
    const res = await api.post('/api/users/second-factors/removal/cancellation', { token: cancelTokenIn(told) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await requestOf(u.id)).toBeUndefined();
    expect(errorOf(await api.post('/api/users/second-factors/removal/cancellation', { token: 'nada' }))).toBe(
      'token_invalido',
    );
  });
});
