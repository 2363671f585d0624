import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonPage, PopupResponse, ProfileResponse } from '@vitrina/contract/graph';
import { queryRows } from '../../src/db/client.ts';
import { userProfiles } from '../../src/db/schema/user-profiles.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { block, createAgency, createTalent, follow } from '../helpers/posts.ts';
import { createStatementLog } from '../helpers/statement-log.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { eq } from 'drizzle-orm';

/** Keys no answer of these calls may hold, at any depth. */
const PRIVATE = /^(password|password_?hash|hash|token|token_?version|tv|facebook_?id|is_?verified|phone|lang_?code)$/i;
function privateKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => privateKeys(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(PRIVATE.test(k) ? [`${path}.${k}`] : []),
      ...privateKeys(v, `${path}.${k}`),
    ]);
  }
  return [];
}

describe(`profiles, follows, lists, reports and blocks (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let ana: TestUser;
  let bruno: TestUser;
  let agency: TestUser;
  const log = createStatementLog();

  /** Every answer of this describe's requests, scanned at the end for private keys. */
  const answers: Array<{ url: string; body: string }> = [];

  beforeAll(async () => {
    app = await createTestApp(
      {},
      {},
      (built) => {
        built.server.addHook('onSend', async (request, _reply, payload) => {
          // JSON answers are encoded once, as bytes (http/server.ts); an error's body is a string.
          const body = Buffer.isBuffer(payload) ? payload.toString() : payload;
          if (typeof body === 'string') answers.push({ url: `${request.method} ${request.url}`, body });
          return payload;
        });
      },
      { onQuery: log.onQuery },
    );
    http = createClient(app);
    ana = await createTalent(app, 'Ana');
    bruno = await createTalent(app, 'Bruno');
    agency = await createAgency(app, 'Agencia');
  });
  afterAll(async () => {
    await app?.close();
  });

  const counts = async (id: number) => {
    const [row] = await queryRows<{ followers: number; following: number }>(
      app.database.db,
      sql`select followers_count as followers, following_count as following from users where id = ${id}`,
    );
    return { followers: Number(row?.followers), following: Number(row?.following) };
  };

  it('a talent’s profile: the spec’s shape, e-mail for the Biografía tab, categories in my language, nothing private', async () => {
    const res = await http.as(bruno).get(`/api/users/${ana.profileUrl}/profile`, { lang: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ProfileResponse;
    expect(body.user).toMatchObject({
      id: ana.id,
      type: 'talento',
      email: ana.email,
      following: false,
      isblocked: false,
      isOwner: false,
      canBlock: true,
    });
    expect(body.categories).toHaveLength(8);
    expect(body.categories.map((c) => c.name)).toContain('Cooking');
    expect(Object.keys(body.profile).sort()).toEqual([
      'facebook_url',
      'instagram_url',
      'linkedin_url',
      'spotify_url',
      'twitter_url',
      'web',
      'youtube_url',
    ]);
    expect(privateKeys(body)).toEqual([]);
    expect((await http.as(ana).get(`/api/users/${ana.profileUrl}/profile`)).json().user).toMatchObject({
      isOwner: true,
      canBlock: false,
    });
    expect((await http.as(bruno).get('/api/users/nadie-aqui/profile')).statusCode).toBe(404);
    expect((await http.as(bruno).get(`/api/users/${agency.profileUrl}/profile`)).statusCode).toBe(404);
    expect((await http.get(`/api/users/${ana.profileUrl}/profile`)).statusCode).toBe(401);
  });

  it('a talent’s page is one statement: the person, their links, my follow, their categories marked', async () => {
    const [carla, dora] = await Promise.all([createTalent(app, 'Carla'), createTalent(app, 'Dora')]);
    await follow(app, dora.id, carla.id);
    await app.database.db.execute(sql`insert into interests (user_id, category_id) values (${carla.id}, 3)`);
    await http.as(dora).get(`/api/users/${ana.profileUrl}/profile`); // the eight categories: read once a process
    let res = await http.as(dora).get(`/api/users/${carla.profileUrl}/profile`);
    const statements = await log.during(async () => {
      res = await http.as(dora).get(`/api/users/${carla.profileUrl}/profile`, { lang: 'en' });
    });
    expect(statements).toHaveLength(1);
    const body = res.json() as ProfileResponse;
    expect(body.user).toMatchObject({ id: carla.id, following: true });
    expect(body.categories.filter((c) => c.subscribed).map((c) => c.id)).toEqual([3]);
    expect(body.categories).toHaveLength(8);
    // The same read for the pop-up, and a block hides the page both ways.
    expect((await http.as(agency).get(`/api/users/${carla.id}/talento`)).statusCode).toBe(200);
    await block(app, carla.id, dora.id);
    expect((await http.as(dora).get(`/api/users/${carla.profileUrl}/profile`)).statusCode).toBe(404);
    expect((await http.as(carla).get(`/api/users/${dora.profileUrl}/profile`)).statusCode).toBe(404);
  });

  it('the agency pop-up shows its contact address; a talent’s card never shows an e-mail', async () => {
    await app.database.db
      .update(userProfiles)
      .set({ contactEmail: 'casting@agencia.test', agencyName: 'Estrella Talentos' })
      .where(eq(userProfiles.userId, agency.id));
    const popup = (await http.as(ana).get(`/api/users/${agency.id}/agencia`)).json() as PopupResponse;
    expect(popup.user).toMatchObject({
      fullname: 'Estrella Talentos',
      contactEmail: 'casting@agencia.test',
      // A talent may block an agency; the agency may not block back.
      canBlock: true,
    });
    const talent = (await http.as(agency).get(`/api/users/${ana.id}/talento`)).json() as PopupResponse;
    expect(talent.user.contactEmail).toBe('');
    expect(JSON.stringify(talent)).not.toContain(ana.email);
    expect((await http.as(ana).get(`/api/users/${agency.id}/talento`)).statusCode).toBe(404);
    expect((await http.as(ana).get('/api/users/987654321/agencia')).statusCode).toBe(404);
  });

  it('follow: only talents, never myself, twice changes nothing; unfollow twice too', async () => {
    const carla = await createTalent(app, 'Carla');
    const fan = await createTalent(app, 'Fan');
    const first = await http.as(fan).post('/api/users/follow', { id: carla.id });
    expect(first.json()).toEqual({ following: true, followersCount: 1 });
    expect((await http.as(fan).post('/api/users/follow', { id: carla.id })).json()).toEqual({
      following: true,
      followersCount: 1,
    });
    expect(await counts(fan.id)).toEqual({ followers: 0, following: 1 });
    expect((await http.as(fan).get(`/api/users/${carla.profileUrl}/profile`)).json().user.following).toBe(true);

    expect((await http.as(fan).post('/api/users/follow', { id: fan.id })).json().error).toBe('follow_self');
    expect((await http.as(fan).post('/api/users/follow', { id: agency.id })).json().error).toBe('follow_talents_only');
    expect((await http.as(fan).post('/api/users/follow', { id: 987654321 })).statusCode).toBe(404);
    expect((await http.as(fan).post('/api/users/follow', { id: 'x' })).statusCode).toBe(400);
    expect((await http.post('/api/users/follow', { id: carla.id })).statusCode).toBe(401);

    expect((await http.as(fan).post('/api/users/unfollow', { id: carla.id })).json()).toEqual({
      following: false,
      followersCount: 0,
    });
    expect((await http.as(fan).post('/api/users/unfollow', { id: carla.id })).json()).toEqual({
      following: false,
      followersCount: 0,
    });
    expect(await counts(fan.id)).toEqual({ followers: 0, following: 0 });
  });

  it('20 concurrent follows of one talent: by 20 people count 20, by one person count 1', async () => {
    const star = await createTalent(app, 'Estrella');
    const one = await createTalent(app);
    await Promise.all(Array.from({ length: 20 }, () => http.as(one).post('/api/users/follow', { id: star.id })));
    expect(await counts(star.id)).toEqual({ followers: 1, following: 0 });
    const crowd = await Promise.all(Array.from({ length: 19 }, () => createTalent(app)));
    await Promise.all(crowd.map((person) => http.as(person).post('/api/users/follow', { id: star.id })));
    expect((await counts(star.id)).followers).toBe(20);
    const [row] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from follows where followed_id = ${star.id}`,
    );
    expect(Number(row?.n)).toBe(20);
  });

  it('followers and following: cards with my follow state, a name search without accents or wildcards, newest first', async () => {
    const host = await createTalent(app, 'Anfitriona');
    const jose = await createUser(app, { type: 'talento', nombre: 'José', apellido: 'Müller' });
    const maria = await createUser(app, { type: 'talento', nombre: 'María', apellido: '50% Pérez' });
    const viewer = await createTalent(app, 'Visitante');
    await follow(app, jose.id, host.id);
    await follow(app, maria.id, host.id);
    await follow(app, agency.id, host.id);
    await follow(app, viewer.id, jose.id);
    const as = http.as(viewer);
    const all = (await as.get(`/api/users/${host.profileUrl}/followers`)).json() as PersonPage;
    expect(all.count).toBe(3);
    expect(all.rows.find((p) => p.id === jose.id)).toMatchObject({
      following: true,
      fullname: 'José Müller',
      isMe: false,
    });
    expect(all.rows.find((p) => p.id === agency.id)).toMatchObject({ type: 'agencia', canBlock: true });
    expect(privateKeys(all)).toEqual([]);
    expect(JSON.stringify(all)).not.toMatch(/@example\.test/);
    const search = async (q: string) =>
      (
        (await as.get(`/api/users/${host.profileUrl}/followers?q=${encodeURIComponent(q)}`)).json() as PersonPage
      ).rows.map((p) => p.id);
    expect(await search('jose')).toEqual([jose.id]);
    expect(await search('MULLER')).toEqual([jose.id]);
    expect(await search('50%')).toEqual([maria.id]);
    expect(await search('%')).toEqual([maria.id]);
    expect(await search('_')).toEqual([]);
    const following = (await as.get(`/api/users/${jose.profileUrl}/following`)).json() as PersonPage;
    expect(following.rows.map((p) => p.id)).toEqual([host.id]);
    expect((await as.get('/api/users/nadie-aqui/followers')).statusCode).toBe(404);
  });

  it('the talents an agency follows, most recent first; agencies only', async () => {
    const scout = await createAgency(app, 'Scout');
    const first = await createTalent(app, 'Primera');
    const second = await createTalent(app, 'Segunda');
    await http.as(scout).post('/api/users/follow', { id: first.id });
    await http.as(scout).post('/api/users/follow', { id: second.id });
    const page = (await http.as(scout).get('/api/users/agencia/following')).json() as PersonPage;
    expect(page).toMatchObject({ count: 2 });
    expect(page.rows.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(page.rows.every((p) => p.following)).toBe(true);
    const refused = await http.as(first).get('/api/users/agencia/following');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('agencies_only');
  });

  it('a report is stored once; the repeat answers already_reported; not myself, not empty', async () => {
    const target = await createTalent(app, 'Denunciada');
    const reporter = await createAgency(app, 'Denunciante');
    const ok = await http
      .as(reporter)
      .post('/api/users/report', { userId: target.id, description: '  Perfil falso  ' });
    expect(ok.json()).toEqual({ reported: true });
    const again = await http
      .as(reporter)
      .post('/api/users/report', { userId: target.id, description: 'Otra vez' }, { lang: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'already_reported',
      message: 'You already reported this profile; nothing more is needed.',
    });
    expect(
      (await http.as(reporter).post('/api/users/report', { userId: reporter.id, description: 'yo' })).json().error,
    ).toBe('report_self');
    expect(
      (await http.as(reporter).post('/api/users/report', { userId: ana.id, description: '   ' })).json().error,
    ).toBe('report_empty');
    expect(
      (await http.as(reporter).post('/api/users/report', { userId: ana.id, description: 'x'.repeat(1001) })).json()
        .errors[0].code,
    ).toBe('report_too_long');
    expect(
      (await http.as(reporter).post('/api/users/report', { userId: 987654321, description: 'x' })).statusCode,
    ).toBe(404);
    const [row] = await queryRows<{ description: string; status: string }>(
      app.database.db,
      sql`select description, status from reports where target_id = ${target.id}`,
    );
    expect(row).toEqual({ description: 'Perfil falso', status: 'open' });
    // A profile case of category `other` in the moderation queue.
    const [open] = await queryRows<{ target_kind: string; category: string }>(
      app.database.db,
      sql`select c.target_kind, r.category from reports r join report_cases c on c.id = r.case_id
        where r.target_id = ${target.id}`,
    );
    expect(open).toEqual({ target_kind: 'profile', category: 'other' });
  });

  it('every call needs a session', async () => {
    for (const [method, url, body] of [
      ['GET', `/api/users/${ana.profileUrl}/profile`, undefined],
      ['GET', `/api/users/${agency.id}/agencia`, undefined],
      ['GET', `/api/users/${ana.profileUrl}/followers`, undefined],
      ['GET', `/api/users/${ana.profileUrl}/following`, undefined],
      ['GET', '/api/users/agencia/following', undefined],
      ['POST', '/api/users/follow', { id: ana.id }],
      ['POST', '/api/users/unfollow', { id: ana.id }],
      ['POST', '/api/users/block', { userId: ana.id }],
      ['POST', '/api/users/report', { userId: ana.id, description: 'x' }],
    ] as const) {
      const res = await http.request(method, url, body === undefined ? {} : { body });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error).toBe('unauthorized');
    }
  });

  it('no answer of these calls holds a hash, a token or another private field', () => {
    expect(answers.length).toBeGreaterThan(40);
    const leaks = answers.flatMap((answer) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(answer.body);
      } catch {
        return [];
      }
      return privateKeys(parsed).map((key) => `${answer.url} → ${key}`);
    });
    expect(leaks).toEqual([]);
  });
});

describe(`a block is final and total (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('only a talent blocks, never an agency nor myself; a repeat answers already_blocked', async () => {
    const talent = await createTalent(app);
    const other = await createTalent(app);
    const agency = await createAgency(app);
    const otherAgency = await createAgency(app);
    expect((await http.as(agency).post('/api/users/block', { userId: talent.id })).json().error).toBe(
      'block_not_allowed',
    );
    expect((await http.as(agency).post('/api/users/block', { userId: otherAgency.id })).json().error).toBe(
      'block_not_allowed',
    );
    expect((await http.as(talent).post('/api/users/block', { userId: talent.id })).json().error).toBe('block_self');
    expect((await http.as(talent).post('/api/users/block', { userId: other.id })).json()).toEqual({ blocked: true });
    const again = await http.as(talent).post('/api/users/block', { userId: other.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already_blocked');
  });

  it('a talent blocks an agency: the agency loses the talent’s profile and cannot write to them', async () => {
    const talent = await createTalent(app);
    const agency = await createAgency(app);
    const popup = await http.as(talent).get(`/api/users/${agency.id}/agencia`);
    expect(popup.json().user.canBlock).toBe(true);
    expect((await http.as(talent).post('/api/users/block', { userId: agency.id })).json()).toEqual({ blocked: true });
    expect((await http.as(agency).get(`/api/users/${talent.profileUrl}/profile`)).statusCode).toBe(404);
    expect((await http.as(talent).get(`/api/users/${agency.id}/agencia`)).statusCode).toBe(404);
    const send = await http.as(agency).post('/api/messages', { message: 'Hola', receiverId: talent.id });
    expect(send.statusCode).toBe(404);
  });

  it('removes the follows both ways with their counters, and hides each from the other everywhere, both directions', async () => {
    const blocker = await createTalent(app, 'Bloqueadora');
    const blocked = await createTalent(app, 'Bloqueado');
    const friend = await createTalent(app, 'Amiga');
    for (const [a, b] of [
      [blocker, blocked],
      [blocked, blocker],
      [friend, blocker],
      [friend, blocked],
    ] as const) {
      await http.as(a).post('/api/users/follow', { id: b.id });
    }
    await http.as(blocker).post('/api/users/block', { userId: blocked.id });
    const [row] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from follows where (follower_id = ${blocker.id} and followed_id = ${blocked.id}) or (follower_id = ${blocked.id} and followed_id = ${blocker.id})`,
    );
    expect(Number(row?.n)).toBe(0);
    const counters = await queryRows<{ id: number; followers: number; following: number }>(
      app.database.db,
      sql`select id, followers_count as followers, following_count as following from users where id in (${blocker.id}, ${blocked.id}) order by id`,
    );
    expect(counters.map((c) => [Number(c.followers), Number(c.following)])).toEqual([
      [1, 0],
      [1, 0],
    ]);

    for (const [viewer, other] of [
      [blocker, blocked],
      [blocked, blocker],
    ] as const) {
      const as = http.as(viewer);
      expect((await as.get(`/api/users/${other.profileUrl}/profile`)).statusCode).toBe(404);
      expect((await as.get(`/api/users/${other.id}/talento`)).statusCode).toBe(404);
      expect((await as.get(`/api/users/${other.profileUrl}/followers`)).statusCode).toBe(404);
      expect((await as.post('/api/users/follow', { id: other.id })).statusCode).toBe(404);
      expect((await as.post('/api/users/report', { userId: other.id, description: 'x' })).statusCode).toBe(404);
      // In a third person's lists, the other is not there for me.
      const friendsFollowing = (await as.get(`/api/users/${friend.profileUrl}/following`)).json() as PersonPage;
      expect(friendsFollowing.rows.map((p) => p.id)).toEqual([viewer.id]);
      expect(friendsFollowing.count).toBe(1);
    }
    // Someone outside the block still sees both.
    const outsider = await createTalent(app);
    const seen = (await http.as(outsider).get(`/api/users/${friend.profileUrl}/following`)).json() as PersonPage;
    expect(seen.rows.map((p) => p.id).sort()).toEqual([blocker.id, blocked.id].sort());
  });
});
