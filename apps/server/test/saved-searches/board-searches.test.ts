import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@vitrina/contract/notifications';
import type { SavedSearch } from '@vitrina/contract/saved-searches';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import type { CaughtMail } from '../helpers/mail-catcher.ts';
import { createPostingAgency, postOpportunity } from '../helpers/opportunities.ts';
import { block } from '../helpers/posts.ts';
import { runRound } from '../helpers/rounds.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/** Talents' saved searches of the board: the same calls and alerts as agencies', opportunities instead of talents. */
describe(`saved searches: the board's (${engineName})`, () => {
  let app: TestAppWithMail;
  let http: TestClient;
  let agency: TestUser;
  let city = 0;

  beforeAll(async () => {
    app = await createTestAppWithMail({ SAVED_SEARCH_ALERT_INTERVAL: '1', PUBLIC_URL: 'http://vitrina.test' });
    http = createClient(app);
    agency = await createPostingAgency(app, { verified: true, nombre: 'Faro' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const talent = (nombre = 'Buscadora') => createUser(app, { type: 'talento', nombre });
  /** A city of the test's own: only its opportunities match a search of it. */
  const newCity = () => `Ciudad ${(city += 1)}`;
  async function save(owner: TestUser, body: Record<string, unknown>): Promise<SavedSearch> {
    const res = await http.as(owner).post('/api/saved-searches/board', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SavedSearch;
  }
  /** A period passes (publications and watermarks move back together) and every search is due, then a round. */
  async function dueRound(): Promise<number> {
    await app.database.db.execute(sql`update opportunities set published_at = published_at - interval '1 second'`);
    await app.database.db.execute(sql`update saved_searches set next_due_at = now(),
      checked_at = checked_at - interval '1 second' where alerts`);
    return runRound(app, 'saved-search-alerts');
  }
  const alertsOf = async (user: TestUser) =>
    ((await http.as(user).get('/api/notifications')).json() as NotificationPage).rows.filter(
      (row) => row.type === 'SAVED_SEARCH_MATCH',
    );
  const tokenOf = (mail: CaughtMail) => /\/alertas\/baja#([\w-]+)/.exec(mail.text)?.[1] ?? '';

  it('saves the board filters canonically; lists, renames, re-times, stops and deletes; 404 to others', async () => {
    const owner = await talent();
    const search = await save(owner, {
      name: '  Castings en Madrid ',
      frequency: 'weekly',
      filters: { kind: 'contest,casting', country: 'es', city: 'Madrid', q: '', remote: '1' },
    });
    expect(search).toMatchObject({
      kind: 'board',
      name: 'Castings en Madrid',
      frequency: 'weekly',
      alerts: true,
      query: 'city=Madrid&country=ES&kind=casting%2Ccontest&remote=1',
    });
    expect((await http.as(owner).get('/api/saved-searches')).json()).toEqual([search]);
    const changed = await http.as(owner).put(`/api/saved-searches/${search.id}`, { name: 'Madrid', alerts: false });
    expect(changed.json()).toMatchObject({ name: 'Madrid', alerts: false, frequency: 'weekly' });

    const stranger = await talent('Ajena');
    for (const res of [
      await http.as(stranger).put(`/api/saved-searches/${search.id}`, { name: 'Mía' }),
      await http.as(stranger).delete(`/api/saved-searches/${search.id}`),
      await http.as(agency).delete(`/api/saved-searches/${search.id}`),
    ])
      expect(res.statusCode).toBe(404);
    expect((await http.as(owner).delete(`/api/saved-searches/${search.id}`)).statusCode).toBe(204);
    expect((await http.as(owner).get('/api/saved-searches')).json()).toEqual([]);
  });

  it('answers 400 naming the field, in Spanish and in English', async () => {
    const owner = await talent();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ', filters: {} }, 'name'],
      [{ name: 'Raras', filters: { kind: 'circus' } }, 'filters.kind.0'],
      [{ name: 'Lejos', filters: { country: 'XX' } }, 'filters.country'],
      [{ name: 'Prisa', frequency: 'hourly', filters: {} }, 'frequency'],
    ];
    for (const [body, field] of cases) {
      const messages = new Set<string>();
      for (const lang of ['es', 'en'] as const) {
        const res = await http.as(owner).post('/api/saved-searches/board', body, { lang });
        expect(res.statusCode, field).toBe(400);
        expect(res.json().errors[0].field, field).toBe(field);
        messages.add(res.json().message);
      }
      expect(messages.size, field).toBe(2);
    }
  });

  it('tells a talent once of opportunities opened since the last check that match — not of older ones', async () => {
    const owner = await talent('Lía');
    const where = newCity();
    const older = await postOpportunity(app, agency, { title: 'Ya abierta', city: where });
    const search = await save(owner, { name: 'Mi ciudad', filters: { city: where } });
    expect(await dueRound()).toBe(0);

    const fresh = await postOpportunity(app, agency, { title: 'Recién abierta', city: where });
    await postOpportunity(app, agency, { title: 'En otra parte', city: newCity() });
    await dueRound();
    const [alert] = await alertsOf(owner);
    expect(alert).toMatchObject({ matchCount: 1, savedSearch: { id: search.id, kind: 'board', query: search.query } });
    const mail = await app.mail.waitFor((m) => m.to === owner.email);
    expect(mail.subject).toBe('Vitrina: 1 oportunidad nueva en «Mi ciudad»');
    expect(mail.text).toContain(`http://vitrina.test/oportunidades/${fresh.id}`);
    expect(mail.text).toContain(`http://vitrina.test/oportunidades?${search.query}`);
    expect(mail.text).not.toMatch(new RegExp(`Ya abierta|En otra parte|oportunidades/${older.id}\\b`));

    await dueRound();
    expect(app.mail.to(owner.email)).toHaveLength(1);
    expect((await alertsOf(owner)).map((a) => a.matchCount)).toEqual([1]);
  });

  it('hides what is across a block, waits out a weekly period, and stops from the e-mail logged out', async () => {
    const owner = await talent('Sol');
    const where = newCity();
    const blocked = await createPostingAgency(app, { verified: true, nombre: 'Vetada' });
    await block(app, blocked.id, owner.id);
    const weekly = await save(owner, { name: 'Semanal', frequency: 'weekly', filters: { city: where } });
    await postOpportunity(app, blocked, { title: 'Tras el bloqueo', city: where });
    await postOpportunity(app, agency, { title: 'Sin bloqueo', city: where });
    // Not due yet: a weekly search waits seven periods.
    await runRound(app, 'saved-search-alerts');
    expect(await alertsOf(owner)).toEqual([]);
    await dueRound();
    const mail = await app.mail.waitFor((m) => m.to === owner.email);
    expect(mail.text).toContain('Sin bloqueo');
    expect(mail.text).not.toContain('Tras el bloqueo');

    const stop = await http.post('/api/saved-searches/unsubscribe', { token: tokenOf(mail) });
    expect(stop.json()).toEqual({ name: 'Semanal' });
    await postOpportunity(app, agency, { title: 'Tras la baja', city: where });
    await dueRound();
    expect(app.mail.to(owner.email)).toHaveLength(1);
    expect((await http.as(owner).get('/api/saved-searches')).json()).toEqual([{ ...weekly, alerts: false }]);
  });
});
