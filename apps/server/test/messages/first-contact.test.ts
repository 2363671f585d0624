import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_CONTACTS_PER_DAY } from '@vitrina/contract/messages-limits';
import type { TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createAgency, createTalent } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/** An agency opens at most FIRST_CONTACTS_PER_DAY new conversations in 24 hours. */
describe(`the first-contact limit (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let talents: TestUser[];

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    talents = [];
    for (let i = 0; i <= FIRST_CONTACTS_PER_DAY; i += 1) talents.push(await createTalent(app, `Talento ${i}`));
  });
  afterAll(async () => {
    await app?.close();
  });

  const send = (from: TestUser, to: TestUser, lang: 'es' | 'en' = 'es') =>
    http.as(from).post('/api/messages', { receiverId: to.id, message: `Hola ${to.id}` }, { lang });

  it('refuses an agency its twenty-first new conversation of the day, in its language; the others go on', async () => {
    const agency = await createAgency(app, 'Casting Masivo');
    for (const talent of talents.slice(0, FIRST_CONTACTS_PER_DAY)) {
      const res = await send(agency, talent);
      expect(res.statusCode, res.body).toBe(200);
    }
    const last = talents[FIRST_CONTACTS_PER_DAY]!;
    const refused = await send(agency, last, 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: 'first_contact_limit',
      message: expect.stringContaining(`started ${FIRST_CONTACTS_PER_DAY} new conversations today`),
    });
    expect((await send(agency, last)).json().message).toMatch(/Hoy ya empezaste/);
    // A refused attempt leaves no conversation behind and does not count.
    const rows = await app.database.db.execute(
      sql`select count(*)::int as n from conversations where started_by_id = ${agency.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(FIRST_CONTACTS_PER_DAY);
    // A conversation that exists is not a new one: a second message to a talent written today still goes.
    expect((await send(agency, talents[0]!)).statusCode).toBe(200);
    // A talent's reply is never limited, nor is a talent writing first.
    expect((await send(talents[1]!, agency)).statusCode).toBe(200);
  });

  it('counts only the last 24 hours', async () => {
    const agency = await createAgency(app, 'Casting Lento');
    for (const talent of talents.slice(0, FIRST_CONTACTS_PER_DAY))
      expect((await send(agency, talent)).statusCode).toBe(200);
    expect((await send(agency, talents[FIRST_CONTACTS_PER_DAY]!)).statusCode).toBe(429);
    await app.database.db.execute(
      sql`update conversations set created_at = now() - interval '25 hours' where started_by_id = ${agency.id}`,
    );
    expect((await send(agency, talents[FIRST_CONTACTS_PER_DAY]!)).statusCode).toBe(200);
  });

  it('does not limit talents', async () => {
    const talent = await createTalent(app, 'Muy Social');
    for (const other of talents) expect((await send(talent, other)).statusCode).toBe(200);
  });
});
