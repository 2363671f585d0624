import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insights } from '@vitrina/contract/insights';
import { recentViews } from '../../src/db/schema/insights.ts';
import { userProfiles } from '../../src/db/schema/user-profiles.ts';
import { users } from '../../src/db/schema/users.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import type { TestUser } from '../helpers/factories.ts';
import { block, createAgency, createTalent, publishText } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { runRound } from '../helpers/rounds.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe(`insights: counting views and the owner's dashboard (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const viewProfile = (viewer: TestUser, owner: TestUser, source = 'direct') =>
    http.as(viewer).post('/api/insights/views', { kind: 'profile', profile_url: owner.profileUrl, source });
  const viewPost = (viewer: TestUser, postId: number, kind: 'post' | 'photo' = 'post', source = 'feed') =>
    http.as(viewer).post('/api/insights/views', { kind, postId, source });
  const counted = () => runRound(app, 'view-counter');
  const dashboard = async (owner: TestUser, days = 7) => {
    const answer = await http.as(owner).get(`/api/insights?days=${days}`);
    expect(answer.statusCode).toBe(200);
    return answer.json() as Insights;
  };
  const profileViews = (figures: Insights) =>
    figures.totals.profileViews.agency + figures.totals.profileViews.talent + figures.totals.profileViews.visitor;
  const today = () => new Date().toISOString().slice(0, 10);
  /** An agency that goes by `name`, as agencies do after their set-up. */
  const namedAgency = async (name: string) => {
    const agency = await createAgency(app);
    await app.database.db.update(userProfiles).set({ agencyName: name }).where(eq(userProfiles.userId, agency.id));
    return agency;
  };

  it('counts a profile view once per viewer and day, by audience and source, never the owner’s own', async () => {
    const talent = await createTalent(app, 'Lucía');
    const [agency, fan] = [await namedAgency('Agencia Norte'), await createTalent(app, 'Pablo')];
    expect((await viewProfile(agency, talent, 'search')).statusCode).toBe(204);
    await viewProfile(agency, talent, 'search');
    await viewProfile(fan, talent, 'feed');
    await viewProfile(talent, talent);
    expect(await counted()).toBe(2);
    await viewProfile(agency, talent, 'explore');
    expect(await counted()).toBe(0);

    const figures = await dashboard(talent);
    expect(figures.totals.profileViews).toEqual({ agency: 1, talent: 1, visitor: 0 });
    expect(figures.daily).toHaveLength(7);
    expect(figures.to).toBe(today());
    expect(figures.daily.at(-1)?.profileViews).toEqual({ agency: 1, talent: 1, visitor: 0 });
    expect(figures.daily.slice(0, 6).every((day) => day.profileViews.agency + day.profileViews.talent === 0)).toBe(
      true,
    );
    expect(figures.sources).toEqual([
      { source: 'feed', views: 1 },
      { source: 'explore', views: 0 },
      { source: 'search', views: 1 },
      { source: 'link', views: 0 },
      { source: 'direct', views: 0 },
    ]);
    expect(figures.agencies).toEqual([
      expect.objectContaining({ name: 'Agencia Norte', profile_url: agency.profileUrl, views: 1, lastDay: today() }),
    ]);
    // The viewer's own dashboard is untouched.
    expect(profileViews(await dashboard(agency))).toBe(0);
  });

  it('names an agency only while it does not browse privately; the others only as "n agencies in <country>"', async () => {
    const talent = await createTalent(app, 'Marta');
    const open = await namedAgency('Casting Abierto');
    const discreet = await namedAgency('Casting Discreto');
    const alsoDiscreet = await namedAgency('Casting Callado');
    for (const agency of [discreet, alsoDiscreet]) {
      await app.database.db.update(users).set({ country: 'ES' }).where(eq(users.id, agency.id));
      const turned = await http.as(agency).post('/api/users/insights-settings', { browse_privately: true });
      expect(turned.json()).toEqual({ browse_privately: true, weekly_digest: false });
    }
    await viewProfile(open, talent);
    await viewProfile(discreet, talent);
    await viewProfile(alsoDiscreet, talent);
    await counted();

    const { agencies, privateAgencies, totals } = await dashboard(talent);
    expect(totals.profileViews.agency).toBe(3);
    expect(agencies.map((agency) => [agency.name, agency.profile_url])).toEqual([['Casting Abierto', open.profileUrl]]);
    // No row, view count or day of any one of them: only how many, and where.
    expect(privateAgencies).toEqual([{ country: 'ES', agencies: 2 }]);
    // Turning private mode on later hides the earlier open views' name too; nothing names the discreet ones.
    await http.as(open).post('/api/users/insights-settings', { browse_privately: true });
    const later = await http.as(talent).get('/api/insights?days=30');
    expect(later.json().agencies).toEqual([]);
    expect(later.json().privateAgencies).toEqual([
      { country: 'ES', agencies: 2 },
      { country: 'MX', agencies: 1 },
    ]);
    expect(later.body).not.toContain('Casting Abierto');
    expect(later.body).not.toContain('Casting Discreto');
    expect(later.body).not.toContain(discreet.profileUrl);
  });

  it('never counts across a block, either way, and hides a blocked agency from the list', async () => {
    const talent = await createTalent(app, 'Sara');
    const blocked = await namedAgency('Agencia Vetada');
    const blocker = await createTalent(app, 'Quien Bloquea');
    const looked = await namedAgency('Agencia Antes');
    await block(app, talent.id, blocked.id);
    await block(app, blocker.id, talent.id);
    await viewProfile(blocked, talent);
    await viewProfile(blocker, talent);
    await viewProfile(talent, blocker);
    await viewProfile(looked, talent);
    expect(await counted()).toBe(1);
    expect((await dashboard(talent)).agencies.map((agency) => agency.name)).toEqual(['Agencia Antes']);
    expect(profileViews(await dashboard(blocker))).toBe(0);

    await block(app, talent.id, looked.id);
    const after = await dashboard(talent);
    expect(after.agencies).toEqual([]);
    // The anonymous daily total stays: it says nothing about who.
    expect(after.totals.profileViews.agency).toBe(1);
  });

  it('counts post and photo views per post and lists the top posts', async () => {
    const talent = await createTalent(app, 'Elena');
    const [first, second] = [
      await publishText(app, talent, 'Mi primer casting en Madrid, con fotos del rodaje'),
      await publishText(app, talent, 'Ensayo general'),
    ];
    const viewers = [await createAgency(app), await createTalent(app), await createTalent(app)];
    for (const viewer of viewers) await viewPost(viewer, second.id);
    await viewPost(viewers[0]!, first.id);
    await viewPost(viewers[0]!, first.id, 'photo');
    await viewPost(viewers[0]!, first.id, 'photo');
    await viewPost(talent, first.id);
    expect(await counted()).toBe(5);

    const figures = await dashboard(talent, 30);
    expect(figures.totals.postViews).toBe(4);
    expect(figures.totals.photoViews).toBe(1);
    expect(figures.topPosts.map((post) => [post.id, post.views, post.photoViews])).toEqual([
      [second.id, 3, 0],
      [first.id, 1, 1],
    ]);
    expect(figures.topPosts[1]?.text).toBe('Mi primer casting en Madrid, con fotos del rodaje');
    expect(figures.totals.profileViews).toEqual({ agency: 0, talent: 0, visitor: 0 });

    await http.as(talent).delete(`/api/posts/${second.id}`);
    expect((await dashboard(talent, 30)).topPosts.map((post) => post.id)).toEqual([first.id]);
  });

  it('counts a public page’s visitors by a daily hash, once a day whatever the browser, and never link previews', async () => {
    const talent = await createTalent(app, 'Noa');
    await http.as(talent).post('/api/users/public-profile', { public: true });
    const visit = (ip: string, agent: string) =>
      http.get(`/p/${talent.profileUrl}`, { ip, headers: { 'user-agent': agent } });
    expect((await visit('203.0.113.7', BROWSER)).statusCode).toBe(200);
    await visit('203.0.113.7', BROWSER);
    // The same address with sixty browsers' names is still one visitor.
    for (let version = 60; version < 120; version += 1) {
      await visit('203.0.113.7', BROWSER.replace(/Chrome\/[\d.]+/, `Chrome/${version}.0.0.0`));
    }
    await visit('203.0.113.8', BROWSER);
    await visit('203.0.113.9', 'WhatsApp/2.23.20.0 A');
    await visit('203.0.113.10', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)');
    expect(await counted()).toBe(2);
    const figures = await dashboard(talent);
    expect(figures.totals.profileViews).toEqual({ agency: 0, talent: 0, visitor: 2 });
    expect(figures.sources.find((entry) => entry.source === 'link')?.views).toBe(2);

    const keys = await app.database.db
      .select({ key: recentViews.viewerKey })
      .from(recentViews)
      .where(eq(recentViews.ownerId, talent.id));
    expect(keys).toHaveLength(2);
    for (const { key } of keys) {
      expect(key).toMatch(/^v[\w-]{32}$/);
      expect(key).not.toContain('203.0.113');
    }
  });

  it('keeps who looked for 48 hours at most, and the totals after', async () => {
    const talent = await createTalent(app, 'Inés');
    const agency = await createAgency(app);
    await viewProfile(agency, talent);
    await counted();
    await app.database.db
      .update(recentViews)
      .set({ viewedAt: sql`now() - interval '47 hours'` })
      .where(eq(recentViews.ownerId, talent.id));
    await runRound(app, 'view-pruning');
    expect(await app.database.db.select().from(recentViews).where(eq(recentViews.ownerId, talent.id))).toHaveLength(1);
    await app.database.db
      .update(recentViews)
      .set({ viewedAt: sql`now() - interval '49 hours'` })
      .where(eq(recentViews.ownerId, talent.id));
    expect(await runRound(app, 'view-pruning')).toBeGreaterThanOrEqual(1);
    expect(await app.database.db.select().from(recentViews).where(eq(recentViews.ownerId, talent.id))).toEqual([]);
    expect((await dashboard(talent)).totals.profileViews.agency).toBe(1);
  });

  it('counts followers gained and lost per day', async () => {
    const talent = await createTalent(app, 'Vera');
    const [one, two] = [await createTalent(app), await createAgency(app)];
    await http.as(one).post('/api/users/follow', { id: talent.id });
    await http.as(two).post('/api/users/follow', { id: talent.id });
    await http.as(one).post('/api/users/unfollow', { id: talent.id });
    const figures = await dashboard(talent);
    expect(figures.totals).toMatchObject({ followersGained: 2, followersLost: 1 });
    expect(figures.daily.at(-1)).toMatchObject({ followersGained: 2, followersLost: 1 });
  });

  it('compares with the period before, and refuses other periods and strangers', async () => {
    const talent = await createTalent(app, 'Olga');
    await app.database.db.execute(sql`
      insert into view_days (owner_id, day, kind, audience, source, views) values
        (${talent.id}, (now() at time zone 'utc')::date - 10, 'profile', 'talent', 'feed', 4),
        (${talent.id}, (now() at time zone 'utc')::date - 3, 'profile', 'agency', 'search', 2)`);
    const week = await dashboard(talent, 7);
    expect(week.totals.profileViews.agency).toBe(2);
    expect(week.totals.previousProfileViews).toBe(4);
    expect(week.daily.find((day) => day.profileViews.agency === 2)?.day).toBe(week.daily[3]?.day);
    expect((await dashboard(talent, 90)).daily).toHaveLength(90);

    const wrong = await http.as(talent).get('/api/insights?days=8', { lang: 'en' });
    expect(wrong.statusCode).toBe(400);
    expect((await http.get('/api/insights')).statusCode).toBe(401);
    expect(
      (await http.post('/api/insights/views', { kind: 'profile', profile_url: 'x', source: 'feed' })).statusCode,
    ).toBe(401);
    const bad = await http.as(talent).post('/api/insights/views', { kind: 'profile', postId: 3, source: 'feed' });
    expect(bad.statusCode).toBe(400);
    const unknownSource = await http
      .as(talent)
      .post('/api/insights/views', { kind: 'post', postId: 3, source: 'somewhere' });
    expect(unknownSource.statusCode).toBe(400);
  });

  it('ignores views of unknown and cancelled profiles and of deleted posts', async () => {
    const viewer = await createAgency(app);
    const gone = await createTalent(app);
    const post = await publishText(app, gone, 'Pronto me voy');
    await app.database.db.update(users).set({ cancelledAt: new Date() }).where(eq(users.id, gone.id));
    await http.as(viewer).post('/api/insights/views', { kind: 'profile', profile_url: 'nadie-aqui', source: 'direct' });
    await viewProfile(viewer, gone);
    await viewPost(viewer, post.id);
    await viewPost(viewer, 987_654_321);
    expect(await counted()).toBe(0);
  });

  it('settings: browse privately for agencies only, the weekly digest on by default for talents only', async () => {
    const talent = await createTalent(app);
    const agency = await createAgency(app);
    const self = async (user: TestUser) => (await http.as(user).get('/api/users/self')).json().profile;
    expect(await self(talent)).toMatchObject({ browse_privately: false, weekly_digest: true });
    expect(await self(agency)).toMatchObject({ browse_privately: false, weekly_digest: false });

    const refused = await http
      .as(talent)
      .post('/api/users/insights-settings', { browse_privately: true }, { lang: 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'browse_privately_agencies_only',
      message: 'Only agencies can browse privately.',
    });
    const refusedEs = await http.as(talent).post('/api/users/insights-settings', { browse_privately: true });
    expect(refusedEs.json().message).toBe('Solo las agencias pueden navegar en privado.');

    expect((await http.as(talent).post('/api/users/insights-settings', { weekly_digest: false })).json()).toEqual({
      browse_privately: false,
      weekly_digest: false,
    });
    expect((await http.as(agency).post('/api/users/insights-settings', { weekly_digest: true })).json()).toEqual({
      browse_privately: false,
      weekly_digest: true,
    });
    expect(await self(talent)).toMatchObject({ weekly_digest: false });
    expect(await self(agency)).toMatchObject({ weekly_digest: true });
    const [row] = await app.database.db
      .select({ weekly: userProfiles.weeklyDigest })
      .from(userProfiles)
      .where(eq(userProfiles.userId, talent.id));
    expect(row?.weekly).toBe(false);
    expect((await http.as(agency).post('/api/users/insights-settings', { other: true })).statusCode).toBe(400);
  });
});
