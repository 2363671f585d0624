import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfResponseSchema } from '@vitrina/contract/users';
import { totpFactors } from '../../src/db/schema/second-factors.ts';
import { users } from '../../src/db/schema/users.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { giveFactor, grantRoleWithFactor } from '../helpers/role-holders.ts';
import { codeAt, testClock, turnOnTotp } from '../helpers/second-factors.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createSocketPool, listen, sendOverSocket } from '../helpers/sockets.ts';
import { engineName } from '../helpers/test-database.ts';

/** Decision 0052: role holders must have a factor; everyone else is offered one once, after their first week. */
describe(`who must have a second factor (${engineName})`, () => {
  let app: TestApp;
  let api: TestClient;
  const clock = testClock();

  beforeAll(async () => {
    app = await createTestApp({}, {}, undefined, { clock: clock.now });
    api = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const factorsOf = async (user: TestUser) =>
    selfResponseSchema.parse((await api.get('/api/users/self', user)).json()).user.factors;
  const queue = (user: TestUser) => api.get('/api/moderation/cases', user);

  it('grants a role only to an account with a factor, and says why otherwise', async () => {
    const person = await createUser(app);
    await expect(app.moderation.grantRole(person.email, 'moderator')).rejects.toMatchObject({
      code: 'role_needs_factor',
      status: 409,
    });
    expect((await queue(person)).statusCode).toBe(404);
    await giveFactor(app, person.id);
    expect(await app.moderation.grantRole(person.email, 'moderator')).toMatchObject({ after: 'moderator' });
    expect((await queue(person)).statusCode).toBe(200);
  });

  it('answers the admin’s grant without a factor with its own code, in both languages', async () => {
    const admin = await createUser(app, { email: `admin-${Date.now()}@example.test` });
    await grantRoleWithFactor(app, admin.email, 'admin');
    const person = await createUser(app);
    const es = await api.put('/api/moderation/moderators', { email: person.email, moderator: true }, admin);
    expect([es.statusCode, es.json().error]).toEqual([409, 'role_needs_factor']);
    expect(es.json().message).toContain('segundo factor');
    const en = await api.put(
      '/api/moderation/moderators',
      { email: person.email, moderator: true },
      {
        ...admin,
        lang: 'en',
      },
    );
    expect(en.json().message).toContain('second factor');
  });

  it('keeps a role holder’s last factor: turning it off is refused with its own code', async () => {
    const moderator = await createUser(app);
    const { secret } = await turnOnTotp(api, moderator.token, clock);
    expect(await app.moderation.grantRole(moderator.email, 'moderator')).toMatchObject({ after: 'moderator' });
    clock.advance(30_000);
    const off = await api.post('/api/users/second-factors/totp/removal', { code: codeAt(secret, clock.ms) }, moderator);
    expect([off.statusCode, off.json().error]).toEqual([409, 'role_last_factor']);
    expect((await factorsOf(moderator)).enabled).toBe(true);
  });

  it('treats a role holder without a factor as having no role until they add one', async () => {
    const moderator = await createUser(app);
    await grantRoleWithFactor(app, moderator.email, 'moderator');
    expect((await queue(moderator)).statusCode).toBe(200);
    // As an admin's removal of factors leaves it (or a role granted before this rule).
    await app.database.db.delete(totpFactors).where(eq(totpFactors.userId, moderator.id));
    for (const res of [
      await queue(moderator),
      await api.get('/api/moderation/log', moderator),
      await api.get('/api/moderation/verifications', moderator),
      await api.get('/api/moderation/people?q=ana', moderator),
    ])
      expect([res.statusCode, res.json().error]).toEqual([404, 'not_found']);
    expect(await factorsOf(moderator)).toMatchObject({ enabled: false, roleNeedsFactor: true, offer: false });

    await turnOnTotp(api, moderator.token, clock);
    expect((await queue(moderator)).statusCode).toBe(200);
    expect(await factorsOf(moderator)).toMatchObject({ enabled: true, roleNeedsFactor: false });
  });

  it('offers a factor once after the first week; dismissing it or adding one stops it for good', async () => {
    const [fresh, dismisser, adder] = [await createUser(app), await createUser(app), await createUser(app)];
    const weekOld = sql`now() - interval '8 days'`;
    for (const user of [dismisser, adder])
      await app.database.db.update(users).set({ createdAt: weekOld }).where(eq(users.id, user.id));
    expect((await factorsOf(fresh)).offer).toBe(false);
    expect((await factorsOf(dismisser)).offer).toBe(true);

    expect((await api.post('/api/users/second-factors/offer/dismissal', undefined, dismisser)).statusCode).toBe(204);
    expect((await factorsOf(dismisser)).offer).toBe(false);
    expect((await api.post('/api/users/second-factors/offer/dismissal', undefined, dismisser)).statusCode).toBe(204);

    const { secret } = await turnOnTotp(api, adder.token, clock);
    expect((await factorsOf(adder)).offer).toBe(false);
    clock.advance(30_000);
    const off = await api.post('/api/users/second-factors/totp/removal', { code: codeAt(secret, clock.ms) }, adder);
    expect(off.statusCode, off.body).toBe(204);
    expect(await factorsOf(adder)).toMatchObject({ enabled: false, offer: false });
  });
});

/** Decision 0052: a verified agency has AGENCY_FACTOR_GRACE from its verification to add a factor. */
describe(`a verified agency's grace for a second factor (${engineName})`, () => {
  const GRACE_S = 3600;
  let app: TestApp;
  let api: TestClient;
  const clock = testClock();

  const sockets = createSocketPool();

  beforeAll(async () => {
    app = await createTestApp({ AGENCY_FACTOR_GRACE: String(GRACE_S) }, {}, undefined, { clock: clock.now });
    api = createClient(app);
  });
  afterAll(async () => {
    sockets.closeAll();
    await app?.close();
  });

  /** Verified as the approval leaves it, before its first call (the session's owner is read then). */
  const verifiedAgency = async () => {
    const agency = await createUser(app, { type: 'agencia' });
    const at = new Date(clock.ms);
    await app.database.db
      .update(users)
      .set({ agencyVerifiedAt: at, factorGraceFrom: at })
      .where(eq(users.id, agency.id));
    return { ...agency, graceFrom: at };
  };
  const self = async (user: TestUser) => selfResponseSchema.parse((await api.get('/api/users/self', user)).json());
  const blockedCalls = (user: TestUser) => [
    api.get('/api/posts/feed', user),
    api.get('/api/notifications', user),
    api.get('/api/discovery/talents?page=1', user),
    api.post('/api/reports', { target: { kind: 'profile', id: user.id }, category: 'spam' }, user),
    api.put('/api/users', { nombre: 'Otra' }, user),
  ];

  it('carries the deadline in users/self while the agency has no factor, and lets it work until then', async () => {
    const agency = await verifiedAgency();
    const { user } = await self(agency);
    expect(user.factors).toMatchObject({
      enabled: false,
      agencyDeadline: new Date(agency.graceFrom.getTime() + GRACE_S * 1000).toISOString(),
      agencyOverdue: false,
      offer: false,
    });
    expect((await api.get('/api/posts/feed', agency)).statusCode).toBe(200);
  });

  it('past the deadline answers 403 to every call but the account, its security and logging out', async () => {
    clock.resync();
    const agency = await verifiedAgency();
    clock.advance(GRACE_S * 1000 + 1000);
    for (const res of await Promise.all(blockedCalls(agency)))
      expect([res.statusCode, res.json().error]).toEqual([403, 'agency_factor_overdue']);
    const en = await api.get('/api/posts/feed', { ...agency, lang: 'en' });
    expect(en.json().message).toContain('Settings › Security');
    expect((await self(agency)).user.factors).toMatchObject({ agencyOverdue: true });
    expect((await api.get('/api/users/second-factors', agency)).statusCode).toBe(200);
    expect((await api.get('/api/users/email', agency)).statusCode).toBe(200);

    await turnOnTotp(api, agency.token, clock);
    for (const res of await Promise.all(blockedCalls(agency))) expect(res.statusCode).not.toBe(403);
    expect((await self(agency)).user.factors).toMatchObject({ enabled: true, agencyDeadline: null });
    expect((await api.post('/api/users/logout', {}, agency)).statusCode).toBe(204);
  });

  it('refuses an overdue agency’s socket messages too, until it adds a factor', async () => {
    clock.resync();
    const [agency, talent] = [await verifiedAgency(), await createUser(app)];
    const url = await listen(app);
    const socket = await sockets.connect(url, { token: agency.token });
    clock.advance(GRACE_S * 1000 + 1000);
    const refused = await sendOverSocket(socket, { message: 'hola', receiverId: talent.id });
    expect(refused).toMatchObject({ ok: false, error: { code: 'agency_factor_overdue' } });
    await turnOnTotp(api, agency.token, clock);
    expect(await sendOverSocket(socket, { message: 'hola', receiverId: talent.id })).toMatchObject({ ok: true });
  });

  it('leaves talents and unverified agencies alone whatever the clock says', async () => {
    clock.resync();
    const [talent, agency] = [await createUser(app), await createUser(app, { type: 'agencia' })];
    clock.advance(GRACE_S * 1000 + 1000);
    for (const user of [talent, agency]) {
      expect((await api.get('/api/posts/feed', user)).statusCode).toBe(200);
      expect((await self(user)).user.factors.agencyDeadline).toBeNull();
    }
  });

  it('starts the grace when a moderator approves the agency', async () => {
    clock.resync();
    const moderator = await createUser(app);
    await grantRoleWithFactor(app, moderator.email, 'moderator');
    const agency = await createUser(app, { type: 'agencia' });
    const application = {
      legalName: 'Estudio Real S.A. de C.V.',
      website: 'https://estudio-real.example.com',
      country: 'mx',
      registrationNumber: 'ERE-850101-AB1',
    };
    expect((await api.post('/api/users/me/verification', application, agency)).statusCode).toBe(200);
    const { rows } = (await api.get('/api/moderation/verifications', moderator)).json() as { rows: { id: number }[] };
    const approved = await api.post(`/api/moderation/verifications/${rows[0]!.id}/approve`, {}, moderator);
    expect(approved.statusCode, approved.body).toBe(200);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, agency.id));
    expect(row!.factorGraceFrom).toEqual(row!.agencyVerifiedAt);
    const deadline = (await self(agency)).user.factors.agencyDeadline;
    expect(deadline).toBe(new Date(row!.agencyVerifiedAt!.getTime() + GRACE_S * 1000).toISOString());
  });
});
