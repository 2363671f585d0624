import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@vitrina/contract/notifications';
import type { SavedSearch } from '@vitrina/contract/saved-searches';
import { createEventBus } from '../../src/events/event-bus.ts';
import { createSavedSearchesRepository } from '../../src/modules/saved-searches/saved-searches.repository.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import type { CaughtMail } from '../helpers/mail-catcher.ts';
import { block } from '../helpers/posts.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { runRound } from '../helpers/rounds.ts';

const GREEN_MODELS = { category: '5', eye_colour: 'green' };

/** The alert round — who is new to a search, once per period, never across a block or after a stop. */
describe(`saved searches: alerts (${engineName})`, () => {
  let app: TestAppWithMail;
  let http: TestClient;
  // The bus the app is built with: a test listens on it as the push module does.
  const events = createEventBus({ error: () => undefined });

  beforeAll(async () => {
    // One second stands for a day: a daily search is due a second after its last round.
    app = await createTestAppWithMail({ SAVED_SEARCH_ALERT_INTERVAL: '1' }, { events });
    http = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A verified talent in a category with an eye colour (through the sheet's own call). */
  async function talent(nombre: string, eyes: string, birthdate = '1995-04-12'): Promise<TestUser> {
    const user = await createUser(app, { nombre, apellido: `${nombre}ez` });
    await app.database.db.execute(
      sql`update users set birthdate = ${birthdate}, ciudad = 'Mérida' where id = ${user.id}`,
    );
    await app.database.db.execute(sql`insert into interests (user_id, category_id) values (${user.id}, 5)`);
    await setEyes(user, eyes);
    return user;
  }
  async function setEyes(user: TestUser, eyes: string) {
    const res = await http
      .as(user)
      .put('/api/users/me/attributes', { attributes: [{ key: 'eye_colour', value: [eyes] }] });
    expect(res.statusCode, res.body).toBe(200);
  }
  async function save(agency: TestUser, name: string, filters = GREEN_MODELS): Promise<SavedSearch> {
    const res = await http.as(agency).post('/api/saved-searches', { name, filters });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SavedSearch;
  }
  /** Makes every search due now (as if its period had passed) and runs a round. */
  async function dueRound(): Promise<number> {
    await app.database.db.execute(sql`update saved_searches set next_due_at = now() where alerts`);
    return runRound(app, 'saved-search-alerts');
  }
  const alertsOf = async (agency: TestUser) =>
    ((await http.as(agency).get('/api/notifications')).json() as NotificationPage).rows.filter(
      (row) => row.type === 'SAVED_SEARCH_MATCH',
    );
  const mailsTo = (agency: TestUser) => app.mail.to(agency.email);
  const tokenOf = (mail: CaughtMail) => /\/alertas\/baja#([\w-]+)/.exec(mail.text)?.[1] ?? '';

  it('tells an agency once of talents new to its search — new accounts and changed sheets — not of those it knew', async () => {
    const agency = await createUser(app, { type: 'agencia', nombre: 'Estrella' });
    const known = await talent('Lucía', 'green');
    const changing = await talent('Nora', 'blue');
    const search = await save(agency, 'Ojos verdes');
    expect(await dueRound()).toBe(0);
    expect(mailsTo(agency)).toEqual([]);

    const fresh = await talent('Marta', 'green');
    await setEyes(changing, 'green');
    const matched: unknown[] = [];
    const stop = events.subscribe('saved_search.matched', (event) => void matched.push(event));
    expect(await dueRound()).toBeGreaterThanOrEqual(1);
    stop();
    // What the agency's devices are pushed (push-delivery.test.ts).
    expect(matched).toEqual([
      {
        agencyId: agency.id,
        savedSearchId: search.id,
        name: 'Ojos verdes',
        query: search.query,
        count: 2,
        kind: 'talents',
      },
    ]);
    const [alert] = await alertsOf(agency);
    expect(alert).toMatchObject({
      savedSearch: { id: search.id, name: 'Ojos verdes', query: search.query },
      matchCount: 2,
      is_read: false,
    });
    const mail = await app.mail.waitFor((m) => m.to === agency.email);
    expect(mail.subject).toBe('Vitrina: 2 talentos nuevos en «Ojos verdes»');
    expect(mail.text).toContain('Marta Martaez · Modelaje o moda · Mérida');
    expect(mail.text).toContain('Nora Noraez');
    expect(mail.text).toContain(`/profile/${fresh.profileUrl}`);
    expect(mail.text).toContain(`/explorar/buscar?${search.query}`);
    expect(mail.text).not.toContain('Lucía');
    expect(tokenOf(mail).length).toBeGreaterThan(20);

    // Nothing new: no second notification, no second e-mail; a re-saved sheet is not news either.
    await setEyes(fresh, 'green');
    await dueRound();
    expect((await alertsOf(agency)).length).toBe(1);
    expect(mailsTo(agency).length).toBe(1);
    expect(known.id).toBeGreaterThan(0);
  });

  it('waits out the period: a search checked just now is not checked again until it is due', async () => {
    const agency = await createUser(app, { type: 'agencia' });
    const search = await save(agency, 'Paciencia');
    // The period's second passes in the database, not in the test's clock.
    const periodPassed = () =>
      app.database.db.execute(sql`update saved_searches set next_due_at = now() where id = ${search.id}`);
    await periodPassed();
    await runRound(app, 'saved-search-alerts');
    await talent('Pía', 'green');
    await runRound(app, 'saved-search-alerts');
    expect(await alertsOf(agency)).toEqual([]);
    await periodPassed();
    await runRound(app, 'saved-search-alerts');
    expect((await alertsOf(agency)).map((alert) => alert.matchCount)).toEqual([1]);
  });

  it('claims a due search once: a second process finds it leased, and takes it again when the lease runs out', async () => {
    const agency = await createUser(app, { type: 'agencia' });
    const search = await save(agency, 'Una sola vez');
    await app.database.db.execute(sql`update saved_searches set next_due_at = now() where id = ${search.id}`);
    // Two processes' claims, as the job runner makes them for this round.
    const { dueSearches } = createSavedSearchesRepository(app.database.db);
    const store = app.jobs.store;
    const claimAs = (holder: string) =>
      store.claim('saved-search-alerts', holder, dueSearches, { limit: 1_000, leaseMs: 60_000, seen: [] });
    const first = { claimDue: () => claimAs('first') };
    const second = { claimDue: () => claimAs('second') };
    const [a, b] = await Promise.all([first.claimDue(), second.claimDue()]);
    const mine = (claims: Array<{ key: string }>) => claims.filter((claim) => claim.key === String(search.id)).length;
    expect(mine(a) + mine(b)).toBe(1);
    expect(mine(await first.claimDue())).toBe(0);
    // The lease lapses (a process died mid-round): the search is due again.
    await app.database.db.execute(
      sql`update job_items set claimed_until = now() - interval '1 second' where key = ${String(search.id)}`,
    );
    expect(mine(await second.claimDue())).toBe(1);
  });

  it('never tells of a talent across a block, either way, nor of a minor to an agency not verified', async () => {
    const agency = await createUser(app, { type: 'agencia' });
    await save(agency, 'Con bloqueos');
    const blocked = await talent('Bloqueada', 'green');
    const blocker = await talent('Bloqueadora', 'green');
    await talent('Menor', 'green', `${new Date().getFullYear() - 16}-01-01`);
    const seen = await talent('Visible', 'green');
    await block(app, agency.id, blocked.id);
    await block(app, blocker.id, agency.id);
    await dueRound();
    expect((await alertsOf(agency)).map((alert) => alert.matchCount)).toEqual([1]);
    const mail = await app.mail.waitFor((m) => m.to === agency.email);
    expect(mail.text).toContain(seen.profileUrl);
    for (const hidden of ['Bloqueada', 'Bloqueadora', 'Menor']) expect(mail.text).not.toContain(hidden);
  });

  it('checks no search of a cancelled or suspended agency, and puts it off a period', async () => {
    const [cancelled, suspended] = await Promise.all([
      createUser(app, { type: 'agencia' }),
      createUser(app, { type: 'agencia' }),
    ]);
    await save(cancelled, 'Cancelada');
    await save(suspended, 'Suspendida');
    await app.database.db.execute(sql`update users set cancelled_at = now() where id = ${cancelled.id}`);
    await app.database.db.execute(sql`update users set suspended_at = now() where id = ${suspended.id}`);
    await talent('Nadie', 'green');
    const clock = await app.database.db.execute(sql`select now() as t`);
    const before = (clock as unknown as { rows: Array<{ t: string | Date }> }).rows[0]!.t;
    await dueRound();
    // Put off one period (a second here): neither left due nor held by a ten-minute lease.
    const due = await app.database.db.execute(
      sql`select count(*)::int as n from saved_searches where agency_id in (${cancelled.id}, ${suspended.id})
        and next_due_at > ${before}::timestamptz + interval '0.5 second' and next_due_at < now() + interval '5 minutes'`,
    );
    expect((due as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(2);
    const alerts = await app.database.db.execute(
      sql`select count(*)::int as n from notifications where recipient_id in (${cancelled.id}, ${suspended.id})`,
    );
    expect((alerts as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    expect([...mailsTo(cancelled), ...mailsTo(suspended)]).toEqual([]);
  });

  it('stops one search from its e-mail’s link, logged out; the token touches no other search', async () => {
    const agency = await createUser(app, { type: 'agencia', langCode: 'en' });
    const stopped = await save(agency, 'To stop');
    const kept = await save(agency, 'To keep');
    await talent('Uno', 'green');
    await dueRound();
    const mails = mailsTo(agency);
    await app.mail.waitFor(() => mailsTo(agency).length === 2);
    const stopMail = mailsTo(agency).find((m) => m.subject.includes('“To stop”'))!;
    expect(stopMail.subject).toBe('Vitrina: 1 new talent in “To stop”');
    expect(stopMail.text).toContain('To stop the alerts of this search (only this one), open this link:');
    expect(mails.length).toBeLessThanOrEqual(2);

    const res = await http.post('/api/saved-searches/unsubscribe', { token: tokenOf(stopMail) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ name: 'To stop' });
    const guessed = await http.post('/api/saved-searches/unsubscribe', { token: 'x'.repeat(32) }, { lang: 'en' });
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json()).toMatchObject({ error: 'saved_search_token' });

    await talent('Dos', 'green');
    await dueRound();
    // A round resolves once the SMTP listener has taken each of its e-mails: no fourth can still be on its way.
    await app.mail.waitFor(() => mailsTo(agency).length === 3);
    expect(mailsTo(agency).map((m) => m.subject)).toEqual([
      expect.stringContaining('“To'),
      expect.stringContaining('“To'),
      'Vitrina: 1 new talent in “To keep”',
    ]);
    const mine = (await http.as(agency).get('/api/saved-searches')).json() as SavedSearch[];
    expect(mine.find((s) => s.id === stopped.id)?.alerts).toBe(false);
    expect(mine.find((s) => s.id === kept.id)?.alerts).toBe(true);
  });

  it('stops one search in one click from the mail client (RFC 8058), and a GET only leads to the page', async () => {
    const agency = await createUser(app, { type: 'agencia', langCode: 'en' });
    const stopped = await save(agency, 'One click');
    await talent('Tres', 'green');
    await dueRound();
    await app.mail.waitFor(() => mailsTo(agency).length === 1);
    const headers = mailsTo(agency)[0]!
      .raw.split(/\r?\n\r?\n/)[0]!
      .replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const address = new URL(/^List-Unsubscribe: <([^>]+)>$/m.exec(headers)![1]!);
    expect(address.pathname).toBe(`/api/saved-searches/unsubscribe/${tokenOf(mailsTo(agency)[0]!)}`);

    const opened = await app.server.inject({ method: 'GET', url: address.pathname });
    expect([opened.statusCode, opened.headers.location]).toEqual([
      303,
      `/alertas/baja#${tokenOf(mailsTo(agency)[0]!)}`,
    ]);
    const alertsOn = async () =>
      ((await http.as(agency).get('/api/saved-searches')).json() as SavedSearch[]).find((s) => s.id === stopped.id)
        ?.alerts;
    expect(await alertsOn()).toBe(true);

    const posted = await app.server.inject({
      method: 'POST',
      url: address.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect([posted.statusCode, posted.json()]).toEqual([200, { name: 'One click' }]);
    expect(await alertsOn()).toBe(false);
    const guessed = await app.server.inject({
      method: 'POST',
      url: `/api/saved-searches/unsubscribe/${'x'.repeat(32)}`,
    });
    expect([guessed.statusCode, guessed.json().error]).toEqual([404, 'saved_search_token']);
  });

  it('refuses a token holding a NUL byte (PostgreSQL cannot take it) as a 400 in the reader’s language', async () => {
    const token = `${'x'.repeat(16)}\u0000${'x'.repeat(15)}`;
    const posted = await http.post('/api/saved-searches/unsubscribe', { token }, { lang: 'en' });
    expect([posted.statusCode, posted.json()]).toEqual([
      400,
      {
        error: 'validation',
        message: expect.any(String),
        errors: [
          { field: 'token', code: 'texto_invalido', message: 'This text contains characters that cannot be saved.' },
        ],
      },
    ]);
    const clicked = await app.server.inject({
      method: 'POST',
      url: `/api/saved-searches/unsubscribe/${encodeURIComponent(token)}`,
      headers: { 'accept-language': 'es' },
    });
    expect([clicked.statusCode, clicked.json().errors[0]?.code]).toEqual([400, 'texto_invalido']);
  });

  it('puts an agency’s saved searches in its data export, and deletes them with the account', async () => {
    const agency = await createUser(app, { type: 'agencia' });
    await save(agency, 'Para exportar');
    expect((await http.as(agency).post('/api/users/export')).statusCode).toBe(202);
    await runRound(app, 'data-export');
    const download = await http.as(agency).get('/api/users/export/archive');
    expect(download.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const part = JSON.parse(strFromU8(files['vitrina/saved-searches.json']!)) as unknown[];
    expect(part).toEqual([
      expect.objectContaining({ name: 'Para exportar', query: 'category=5&eye_colour=green', frequency: 'daily' }),
    ]);
    expect(JSON.stringify(part)).not.toMatch(/token/i);
    await app.database.db.execute(sql`delete from users where id = ${agency.id}`);
    const gone = await app.database.db.execute(
      sql`select count(*)::int as n from saved_searches where agency_id = ${agency.id}`,
    );
    expect((gone as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });
});
