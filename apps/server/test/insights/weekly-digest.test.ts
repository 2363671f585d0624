import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightDigests } from '../../src/db/schema/insights.ts';
import { userProfiles } from '../../src/db/schema/user-profiles.ts';
import { users } from '../../src/db/schema/users.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createAgency, publishText } from '../helpers/posts.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { runRound } from '../helpers/rounds.ts';

describe(`the weekly insights digest (${engineName})`, () => {
  let app: TestAppWithMail;
  let http: TestClient;

  beforeAll(async () => {
    // One second stands for a week: news makes a digest due a second later.
    app = await createTestAppWithMail({ DIGEST_INTERVAL: '1' });
    http = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const namedAgency = async (name: string, country = 'MX') => {
    const agency = await createAgency(app);
    await app.database.db.update(userProfiles).set({ agencyName: name }).where(eq(userProfiles.userId, agency.id));
    await app.database.db.update(users).set({ country }).where(eq(users.id, agency.id));
    return agency;
  };
  const looks = async (viewer: TestUser, owner: TestUser) =>
    http.as(viewer).post('/api/insights/views', { kind: 'profile', profile_url: owner.profileUrl, source: 'search' });
  const dueRow = async (user: TestUser) =>
    app.database.db.select().from(insightDigests).where(eq(insightDigests.userId, user.id));
  /** Moves the interval's second past (a lease minutes ahead stays), then runs a round. */
  const round = async () => {
    await app.database.db
      .update(insightDigests)
      .set({ dueAt: sql`now() - interval '1 millisecond'` })
      .where(sql`${insightDigests.dueAt} <= now() + interval '1 second'`);
    return runRound(app, 'weekly-digest');
  };

  it('e-mails a talent their views, new followers, best post and the agencies that looked, in Spanish', async () => {
    const talent = await createUser(app, { type: 'talento', nombre: 'Lucía', apellido: 'Reyes' });
    const post = await publishText(app, talent, 'Monólogo para la audición de otoño');
    const open = await namedAgency('Agencia Norte');
    const discreet = await namedAgency('Agencia Secreta', 'ES');
    await http.as(discreet).post('/api/users/insights-settings', { browse_privately: true });
    await looks(open, talent);
    await looks(discreet, talent);
    await http.as(open).post('/api/insights/views', { kind: 'post', postId: post.id, source: 'feed' });
    await http.as(open).post('/api/users/follow', { id: talent.id });
    await runRound(app, 'view-counter');
    expect(await dueRow(talent)).toHaveLength(1);

    expect(await round()).toBeGreaterThanOrEqual(1);
    const mail = await app.mail.waitFor((message) => message.to === talent.email);
    expect(mail.subject).toBe('Tu semana en Vitrina: 2 visitas a tu perfil');
    expect(mail.text).toContain('Hola, Lucía Reyes');
    expect(mail.text).toContain('De agencias: 2. De talentos: 0. De visitantes con tu enlace: 0.');
    expect(mail.text).toContain('1 seguidor nuevo.');
    expect(mail.text).toContain('Agencias que miraron tu perfil:');
    expect(mail.text).toContain('Agencia Norte');
    expect(mail.text).toContain('una agencia en España');
    expect(mail.text).not.toContain('Agencia Secreta');
    expect(mail.html).not.toContain('Agencia Secreta');
    expect(mail.text).toContain('Monólogo para la audición de otoño');
    expect(mail.text).toContain(`/noticias/${post.id}`);
    expect(mail.text).toContain('/user/estadisticas');
    expect(mail.raw).toMatch(/List-Unsubscribe: <http[^>]+\/user\/settings>/);
    expect(await dueRow(talent)).toEqual([]);

    // Nothing new: the next round sends nothing to her.
    expect(await round()).toBe(0);
    expect(app.mail.to(talent.email)).toHaveLength(1);
  });

  it('writes in English to an English speaker', async () => {
    const talent = await createUser(app, { type: 'talento', nombre: 'Amy', apellido: 'Lee', langCode: 'en' });
    await looks(await namedAgency('North Agency'), talent);
    await runRound(app, 'view-counter');
    await round();
    const mail = await app.mail.waitFor((message) => message.to === talent.email);
    expect(mail.subject).toBe('Your week on Vitrina: 1 profile view');
    expect(mail.text).toContain('From agencies: 1. From talents: 0. From visitors with your link: 0.');
    expect(mail.text).toContain('Agencies that looked at your profile: North Agency.');
  });

  it('sends nothing to whoever opted out, nor to agencies by default, and forgets their news', async () => {
    const talent = await createUser(app, { type: 'talento' });
    await http.as(talent).post('/api/users/insights-settings', { weekly_digest: false });
    const agency = await namedAgency('Agencia Callada');
    const viewer = await createUser(app, { type: 'talento' });
    await looks(viewer, talent);
    await looks(viewer, agency);
    await runRound(app, 'view-counter');
    expect(await dueRow(agency)).toHaveLength(1);
    await round();
    expect(app.mail.to(talent.email)).toEqual([]);
    expect(app.mail.to(agency.email)).toEqual([]);
    expect(await dueRow(talent)).toEqual([]);
    expect(await dueRow(agency)).toEqual([]);
  });

  it('leaves a person claimed by another process alone until its lease runs out', async () => {
    const talent = await createUser(app, { type: 'talento' });
    await looks(await namedAgency('Agencia Lenta'), talent);
    await runRound(app, 'view-counter');
    // Another process claimed it a moment ago (its lease is in the future) and then died.
    await app.database.db
      .update(insightDigests)
      .set({ dueAt: sql`now() + interval '10 minutes'` })
      .where(eq(insightDigests.userId, talent.id));
    await round();
    expect(app.mail.to(talent.email)).toEqual([]);
    await app.database.db
      .update(insightDigests)
      .set({ dueAt: sql`now() - interval '1 second'` })
      .where(eq(insightDigests.userId, talent.id));
    await runRound(app, 'weekly-digest');
    expect(app.mail.to(talent.email)).toHaveLength(1);
  });
});
