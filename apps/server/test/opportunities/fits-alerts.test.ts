import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import type { NotificationPage } from '@vitrina/contract/notifications';
import type { Opportunity } from '@vitrina/contract/opportunities';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createPostingAgency, createTalentWithSheet, postOpportunity, roleForm } from '../helpers/opportunities.ts';
import { block } from '../helpers/posts.ts';
import { runRound } from '../helpers/rounds.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/** "New roles that fit you": the settings' choice and the round that tells each role once, per period. */
describe(`opportunities: fits alerts (${engineName})`, () => {
  let app: TestAppWithMail;
  let http: TestClient;
  let agency: TestUser;
  let tool = 0;

  beforeAll(async () => {
    // One second stands for a day: a daily alert is due a second after the last.
    app = await createTestAppWithMail({ SAVED_SEARCH_ALERT_INTERVAL: '1', PUBLIC_URL: 'http://vitrina.test' });
    http = createClient(app);
    agency = await createPostingAgency(app, { verified: true, nombre: 'Faro' });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A talent whose sheet has a tool of her own: only the roles asking for it fit her (and no other test's). */
  async function talent(frequency?: 'off' | 'weekly') {
    const word = `herramienta${(tool += 1)}`;
    const user = await createTalentWithSheet(app, [{ key: 'tools', value: word }], { nombre: `Tala${tool}` });
    if (frequency)
      expect((await http.as(user).put('/api/opportunities/fits-alerts', { frequency })).statusCode).toBe(200);
    return { user, word };
  }
  const post = (word: string, title: string, by = agency): Promise<Opportunity> =>
    postOpportunity(app, by, {
      title,
      roles: [roleForm({ name: `Papel de ${title}`, requirements: [{ key: 'tools', values: [word] }] })],
    });
  /** `days` pass: every watermark and publication moves back together, as the clock moving on would leave them. */
  async function daysPass(days: number) {
    await app.database.db.execute(
      sql`update user_profiles set fits_checked_at = fits_checked_at - make_interval(secs => ${days})`,
    );
    await app.database.db.execute(
      sql`update opportunities set published_at = published_at - make_interval(secs => ${days})`,
    );
    return runRound(app, 'fits-alerts');
  }
  const fitsOf = async (user: TestUser) =>
    ((await http.as(user).get('/api/notifications')).json() as NotificationPage).rows.filter(
      (row) => row.type === 'OPPORTUNITIES_FIT',
    );

  it('keeps the choice in settings: daily by default, weekly or off; only talents; 400 names the field', async () => {
    const { user } = await talent();
    expect((await http.as(user).get('/api/opportunities/fits-alerts')).json()).toEqual({ frequency: 'daily' });
    const weekly = await http.as(user).put('/api/opportunities/fits-alerts', { frequency: 'weekly' });
    expect(weekly.json()).toEqual({ frequency: 'weekly' });
    expect((await http.as(user).get('/api/opportunities/fits-alerts')).json()).toEqual({ frequency: 'weekly' });
    for (const lang of ['es', 'en'] as const) {
      const bad = await http.as(user).put('/api/opportunities/fits-alerts', { frequency: 'hourly' }, { lang });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0]).toMatchObject({ field: 'frequency' });
      expect(bad.json().message).toBeTruthy();
    }
    const refused = await http.as(agency).get('/api/opportunities/fits-alerts', { lang: 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'opportunities_talents_only', message: 'Only talents can apply.' });
    expect((await http.request('GET', '/api/opportunities/fits-alerts')).statusCode).toBe(401);
  });

  it('start daily when an account becomes a talent; an agency and an untyped account stay off', async () => {
    const choose = async (type: 'talento' | 'agencia' | null) => {
      const user = await createUser(app, { type: null });
      if (type) expect((await http.as(user).put('/api/users/profile', { profile: type })).statusCode).toBe(200);
      const [row] = await queryRows<{ fits_alerts: string }>(
        app.database.db,
        sql`select fits_alerts from user_profiles where user_id = ${user.id}`,
      );
      return row?.fits_alerts;
    };
    expect(await choose('talento')).toBe('daily');
    expect(await choose('agencia')).toBe('off');
    expect(await choose(null)).toBe('off');
  });

  it('tells a talent once, in one notice and one e-mail, of the new roles that fit her — not of the rest', async () => {
    const { user, word } = await talent();
    const fits = await post(word, 'Anuncio de café');
    await post('otra-cosa', 'No encaja');
    expect(await daysPass(1)).toBeGreaterThanOrEqual(1);
    const [notice] = await fitsOf(user);
    expect(notice).toMatchObject({ matchCount: 1, opportunity: { id: fits.id, title: 'Anuncio de café' } });
    const mail = await app.mail.waitFor((m) => m.to === user.email);
    expect(mail.subject).toBe('Vitrina: 1 papel nuevo encaja contigo');
    expect(mail.text).toMatch(/Papel de Anuncio de café · Anuncio de café · Faro [^·]*· Madrid/);
    expect(mail.text).toContain(`http://vitrina.test/oportunidades/${fits.id}`);
    expect(mail.text).toContain('http://vitrina.test/user/settings#avisos-oportunidades');
    expect(mail.text).not.toContain('No encaja');

    // Nothing new: no second e-mail, the notice stays as it was; a new fit is told, alone, the next period.
    await daysPass(1);
    expect(app.mail.to(user.email)).toHaveLength(1);
    expect((await fitsOf(user)).map((n) => n.matchCount)).toEqual([1]);
    const next = await post(word, 'Segundo anuncio');
    await daysPass(1);
    const second = await app.mail.waitFor((m) => m.to === user.email && m.text.includes('Segundo anuncio'));
    expect(second.text).not.toContain('Anuncio de café');
    expect((await fitsOf(user))[0]).toMatchObject({ opportunity: { id: next.id } });
  });

  it('tells nothing across a block, nor of a suspended agency, and writes in her language', async () => {
    const { user, word } = await talent();
    await app.database.db.execute(sql`update users set lang_code = 'en' where id = ${user.id}`);
    const blocked = await createPostingAgency(app, { verified: true, nombre: 'Bloqueada' });
    const suspended = await createPostingAgency(app, { verified: true, nombre: 'Suspendida' });
    await post(word, 'De la bloqueada', blocked);
    await post(word, 'De la suspendida', suspended);
    await post(word, 'Visible');
    await block(app, user.id, blocked.id);
    await app.database.db.execute(sql`update users set suspended_at = now() where id = ${suspended.id}`);
    await daysPass(1);
    const mail = await app.mail.waitFor((m) => m.to === user.email);
    expect(mail.subject).toBe('Vitrina: 1 new role fits you');
    expect(mail.text).toContain('Visible');
    expect(mail.text).not.toMatch(/bloqueada|suspendida/i);
    expect((await fitsOf(user)).map((n) => n.matchCount)).toEqual([1]);
  });

  it('waits out a weekly period, and tells nothing while off (turned on, only what opens next)', async () => {
    const weekly = await talent('weekly');
    const off = await talent('off');
    await post(weekly.word, 'Semanal');
    await post(off.word, 'Apagada');
    await daysPass(2);
    expect(await fitsOf(weekly.user)).toEqual([]);
    await daysPass(6);
    expect((await fitsOf(weekly.user)).map((n) => n.matchCount)).toEqual([1]);
    expect(await fitsOf(off.user)).toEqual([]);
    expect(app.mail.to(off.user.email)).toEqual([]);

    await http.as(off.user).put('/api/opportunities/fits-alerts', { frequency: 'daily' });
    await post(off.word, 'Ya encendida');
    await daysPass(1);
    const mail = await app.mail.waitFor((m) => m.to === off.user.email);
    expect(mail.text).toContain('Ya encendida');
    expect(mail.text).not.toContain('Apagada');
  });
});
