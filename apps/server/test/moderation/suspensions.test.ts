import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModeratedPerson } from '@vitrina/contract/moderation-people';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { counters, hiddenEverywhere, hiddenPersonScene, sightings } from '../helpers/hidden-person.ts';
import { createTalent } from '../helpers/posts.ts';
import { createSocketPool, disconnection, listen, realtimeEnv } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';
import { runRound } from '../helpers/rounds.ts';
import { grantRoleWithFactor } from '../helpers/role-holders.ts';

const PASSWORD = 'una-clave-segura-123';

/** Suspending hides a person as a cancellation does, ends their sessions; lifting undoes it. */
describe(`suspensions (${engineName}${testRedisUrl ? ' + redis' : ''})`, () => {
  let app: TestApp;
  let url: string;
  let moderator: TestUser;
  let passwordHash: string;
  const sockets = createSocketPool();
  const http = () => createClient(app);

  beforeAll(async () => {
    app = await createTestApp(realtimeEnv());
    url = await listen(app);
    passwordHash = await hashPassword(PASSWORD);
    moderator = await createUser(app, { type: 'talento', nombre: 'Mode', email: 'mode-susp@example.test' });
    await grantRoleWithFactor(app, 'mode-susp@example.test', 'moderator');
  });
  afterAll(async () => {
    sockets.closeAll();
    await app?.close();
  });

  const suspend = (target: TestUser, body: unknown) =>
    http().as(moderator).post(`/api/moderation/people/${target.id}/suspend`, body);
  const lift = (target: TestUser, note = 'Revisado') =>
    http().as(moderator).post(`/api/moderation/people/${target.id}/lift`, { note });
  const login = (user: TestUser, lang: 'es' | 'en') =>
    http().post('/api/users/authenticate', { email: user.email, password: PASSWORD }, { lang });

  it('is not there (404) for talents, agencies and visitors, whatever they send, nor in the public document', async () => {
    const talent = await createTalent(app, 'Curioso');
    const agency = await createUser(app, { type: 'agencia' });
    const calls = [
      ['GET', `/api/moderation/people?q=${encodeURIComponent(talent.email)}`],
      ['GET', '/api/moderation/people'],
      ['POST', `/api/moderation/people/${talent.id}/suspend`, { days: 3, reason: 'x', note: '' }],
      ['POST', '/api/moderation/people/abc/suspend', { days: 9999, reason: 'x'.repeat(5000) }],
      ['POST', `/api/moderation/people/${talent.id}/lift`, ['not', 'an', 'object']],
      ['GET', '/api/moderation/verifications'],
      ['POST', '/api/moderation/verifications/1/approve', { note: 'ok' }],
      ['POST', '/api/moderation/verifications/1/reject', { reason: '' }],
    ] as const;
    for (const who of [talent, agency, null]) {
      for (const [method, path, body] of calls) {
        const client = who ? http().as(who) : http();
        const res = await client.request(method, path, body === undefined ? {} : { body });
        expect([res.statusCode, res.json().error], `${method} ${path} as ${who?.id ?? 'visitor'}`).toEqual([
          404,
          'not_found',
        ]);
      }
    }
    const doc = (await http().get('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.includes('moderation'))).toEqual([]);
  });

  it('checks the body for a moderator: days 1–365 or null, a reason, texts of at most 2,000 characters', async () => {
    const target = await createTalent(app, 'Objetivo');
    for (const body of [
      { days: 0, reason: 'x' },
      { days: 366, reason: 'x' },
      { days: 3, reason: '' },
      { days: 3, reason: 'x'.repeat(2001) },
      { days: 3, reason: 'x', note: '😀'.repeat(2001) },
    ]) {
      expect((await suspend(target, body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    // Characters are code points: 2,000 emoji (4,000 UTF-16 units) are accepted.
    expect((await suspend(target, { days: 3, reason: 'x', note: '😀'.repeat(2000) })).statusCode).toBe(200);
    expect((await suspend(moderator, { days: 3, reason: 'x' })).json().error).toBe('suspension_self');
    expect((await lift(target)).statusCode).toBe(200);
    expect((await lift(target)).json().error).toBe('not_suspended');
  });

  it('hides the person everywhere, moves counters, ends sessions and sockets; lifting brings all back', async () => {
    const { leaver, friend, viewer, theirPost, friendPost } = await hiddenPersonScene(app, passwordHash);
    const as = http().as(leaver);
    expect((await as.post('/api/comments', { comment: 'Preciosa', postId: friendPost.id })).statusCode).toBe(200);
    expect((await as.post('/api/posts/share', { id: friendPost.id, description: 'Mirad' })).statusCode).toBe(200);
    expect((await as.post('/api/messages', { receiverId: viewer.id, message: 'Hola' })).statusCode).toBe(200);

    const people = [leaver.id, friend.id, viewer.id];
    const posts = [theirPost.id, friendPost.id];
    const before = await counters(app, people, posts);
    const seenBefore = await sightings(app, viewer, leaver, theirPost, friendPost, friend);
    expect(seenBefore).toMatchObject({ profile: 200, inFeed: true, inSearch: true, inContacts: true });
    const socket = await sockets.connect(url, { token: leaver.token });
    const closed = disconnection(socket);

    const suspended = await suspend(leaver, { days: 7, reason: 'Pedías dinero por castings', note: 'Tres denuncias' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const state = suspended.json() as ModeratedPerson;
    expect(state.suspension?.reason).toBe('Pedías dinero por castings');
    const days = (Date.parse(state.suspension!.until!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    // Sessions end at once: requests and sockets; the login tells until when and why, in the request's language.
    expect((await as.get('/api/users/self')).statusCode).toBe(401);
    expect(await closed).toBeTruthy();
    const es = await login(leaver, 'es');
    expect([es.statusCode, es.json().error]).toEqual([403, 'account_suspended']);
    expect(es.json().message).toMatch(/^Cuenta suspendida hasta el .+ UTC: Pedías dinero por castings$/);
    expect((await login(leaver, 'en')).json().message).toMatch(/^Account suspended until .+ UTC: Pedías dinero/);
    expect((await http().post('/api/users/restore', { email: leaver.email, password: PASSWORD })).statusCode).toBe(403);

    expect(await sightings(app, viewer, leaver, theirPost, friendPost, friend)).toEqual(hiddenEverywhere);
    const during = await counters(app, people, posts);
    expect(during.people).toEqual([
      [leaver.id, before.people[0]![1], before.people[0]![2]],
      [friend.id, before.people[1]![1]! - 1, before.people[1]![2]! - 1],
      [viewer.id, before.people[2]![1], before.people[2]![2]! - 1],
    ]);
    expect(during.live).toBe(before.live - 2);
    // A second suspension (longer) changes the end, not the counters.
    expect((await suspend(leaver, { days: null, reason: 'Reincidente' })).json().suspension.until).toBeNull();
    expect(await counters(app, people, posts)).toEqual(during);
    expect((await login(leaver, 'en')).json().message).toBe('Account suspended indefinitely: Reincidente');

    expect((await lift(leaver)).statusCode).toBe(200);
    expect(await counters(app, people, posts)).toEqual(before);
    expect(await sightings(app, viewer, leaver, theirPost, friendPost, friend)).toEqual({
      ...seenBefore,
      follow: 200,
      report: 409,
    });
    // The sessions it ended stay ended; a new login works.
    expect((await as.get('/api/users/self')).statusCode).toBe(401);
    expect((await login(leaver, 'es')).statusCode).toBe(200);

    const log = (await http().as(moderator).get('/api/moderation/log')).json() as {
      rows: Array<{ action: string; subject: { id: number } | null; note: string; actor: { id: number } | null }>;
    };
    const mine = log.rows.filter((row) => row.subject?.id === leaver.id);
    expect(mine.map((row) => [row.action, row.actor?.id, row.note])).toEqual([
      ['account.lifted', moderator.id, 'Revisado'],
      ['account.suspended', moderator.id, ''],
      ['account.suspended', moderator.id, 'Tres denuncias'],
    ]);
  });

  it('lifts itself when it runs out: shown at once, counters back by the round or the next login', async () => {
    const [a, b] = [
      await createUser(app, { type: 'talento', passwordHash }),
      await createUser(app, { type: 'talento', passwordHash }),
    ];
    const fan = await createTalent(app, 'Fan');
    for (const person of [a, b])
      expect((await http().as(fan).post('/api/users/follow', { id: person.id })).statusCode).toBe(200);
    const following = async () => (await counters(app, [fan.id], [0])).people[0]![2];
    expect(await following()).toBe(2);
    for (const person of [a, b]) expect((await suspend(person, { days: 1, reason: 'Spam' })).statusCode).toBe(200);
    expect(await following()).toBe(0);
    const profile = (person: TestUser) => http().as(fan).get(`/api/users/${person.profileUrl}/profile`);
    expect((await profile(a)).statusCode).toBe(404);

    // A day later (the end moved back): the rule compares with now(), so both show before any lift.
    await app.database.db.execute(
      sql`update users set suspended_until = now() - interval '1 minute' where id in (${a.id}, ${b.id})`,
    );
    expect((await profile(a)).statusCode).toBe(200);
    expect((await profile(b)).statusCode).toBe(200);
    // The login lifts an expired suspension before it lets the person in; the round lifts the rest.
    expect((await login(a, 'es')).statusCode).toBe(200);
    expect(await following()).toBe(1);
    expect(await runRound(app, 'suspension-expiry')).toBe(1);
    expect(await following()).toBe(2);
    expect(await runRound(app, 'suspension-expiry')).toBe(0);
    const person = (await http().as(moderator).get(`/api/moderation/people?q=${b.profileUrl}`)).json();
    expect(person.suspension).toBeNull();
  });

  it('finds a person by e-mail or profile address, with their suspension; unknown ones are named so', async () => {
    const target = await createTalent(app, 'Buscado');
    const byEmail = await http()
      .as(moderator)
      .get(`/api/moderation/people?q=${encodeURIComponent(target.email.toUpperCase())}`);
    expect(byEmail.json()).toMatchObject({ person: { id: target.id }, suspension: null, role: null });
    await suspend(target, { days: 2, reason: 'Acoso' });
    const byUrl = (await http().as(moderator).get(`/api/moderation/people?q=${target.profileUrl}`)).json();
    expect(byUrl.suspension).toMatchObject({ reason: 'Acoso' });
    const unknown = await http().as(moderator).get('/api/moderation/people?q=nadie@example.test', { lang: 'en' });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'moderation_account_unknown']);
  });
});
