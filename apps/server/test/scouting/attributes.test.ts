import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyAttributes, TalentAttributes } from '@vitrina/contract/scouting';
import { scoutingFields } from '@vitrina/contract/scouting-fields';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { block } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { runRound } from '../helpers/rounds.ts';

/** The field table, a talent's sheet and availability, who sees what, the reminder. */
describe(`scouting: attributes and availability (${engineName})`, () => {
  let app: TestApp;
  let talent: TestUser;
  let other: TestUser;
  let agency: TestUser;
  beforeAll(async () => {
    app = await createTestApp({ LOG_LEVEL: process.env.SCOUT_LOG ?? 'silent' });
    [talent, other, agency] = await Promise.all([
      createUser(app),
      createUser(app),
      createUser(app, { type: 'agencia' }),
    ]);
  });
  afterAll(async () => {
    await app?.close();
  });
  const client = () => createClient(app);

  it('serves the field table to anyone, with labels and defaults', async () => {
    const res = await client().get('/api/scouting/fields');
    expect(res.statusCode).toBe(200);
    const table = res.json() as { fields: Array<{ key: string; visibility: string }> };
    expect(table.fields.map((f) => f.key)).toEqual(scoutingFields.map((f) => f.key));
    expect(table.fields.find((f) => f.key === 'certifications')?.visibility).toBe('searchable');
    const doc = (await client().get('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/scouting/fields', '/api/scouting/search', '/api/users/me/attributes']),
    );
  });

  it('saves a sheet checked against the table; unknown fields and values are 400 naming the field', async () => {
    const me = client().as(talent);
    const empty = (await me.get('/api/users/me/attributes')).json() as MyAttributes;
    expect(empty).toEqual({ attributes: [], ageRange: expect.any(String), availability: [] });
    expect(JSON.stringify(empty)).not.toContain('1995');

    const unknown = await me.put('/api/users/me/attributes', { attributes: [{ key: 'peso', value: [] }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'attribute_unknown', errors: [{ field: 'attributes.0.key' }] });
    expect(unknown.json().message).toContain('peso');
    const badValue = await me.put(
      '/api/users/me/attributes',
      { attributes: [{ key: 'eye_colour', value: ['violet'] }] },
      { lang: 'en' },
    );
    expect(badValue.json()).toMatchObject({
      error: 'attribute_value_invalid',
      message: expect.stringContaining('Eye colour'),
    });
    const badEs = await me.put('/api/users/me/attributes', { attributes: [{ key: 'height', value: 400 }] });
    expect(badEs.json().message).toContain('Estatura');
    const tooMany = await me.put('/api/users/me/attributes', {
      attributes: [{ key: 'travel', value: ['no', 'world'] }],
    });
    expect(tooMany.statusCode).toBe(400);

    const saved = await me.put('/api/users/me/attributes', {
      attributes: [
        { key: 'height', value: 172 },
        { key: 'eye_colour', value: ['green'] },
        { key: 'languages', value: ['en', 'es'], visibility: 'agencies' },
        { key: 'certifications', value: ['Sommelier nivel 2'] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as MyAttributes).attributes).toEqual([
      { key: 'languages', value: ['es', 'en'], visibility: 'agencies' },
      { key: 'height', value: 172, visibility: 'everyone' },
      { key: 'eye_colour', value: ['green'], visibility: 'everyone' },
      { key: 'certifications', value: ['Sommelier nivel 2'], visibility: 'searchable' },
    ]);
  });

  it('shows each viewer only what is for them: talents public values, agencies also agencies-only', async () => {
    const asTalent = (
      await client().as(other).get(`/api/users/${talent.profileUrl}/attributes`)
    ).json() as TalentAttributes;
    expect(asTalent.attributes.map((a) => a.key).sort()).toEqual(['eye_colour', 'height']);
    const asAgency = (
      await client().as(agency).get(`/api/users/${talent.profileUrl}/attributes`)
    ).json() as TalentAttributes;
    expect(asAgency.attributes.map((a) => a.key).sort()).toEqual(['eye_colour', 'height', 'languages']);
    for (const body of [JSON.stringify(asTalent), JSON.stringify(asAgency)]) {
      expect(body).not.toContain('Sommelier');
      expect(body).not.toContain('1995-04-12');
    }
    expect(asAgency.ageRange).toBe('25-34');
    await block(app, other.id, talent.id);
    expect((await client().as(other).get(`/api/users/${talent.profileUrl}/attributes`)).statusCode).toBe(404);
    expect((await client().as(agency).get('/api/users/nadie-aqui/attributes')).statusCode).toBe(404);
  });

  it('only talents have a sheet (403), and the calls need a session (401)', async () => {
    const asAgency = client().as(agency);
    expect((await asAgency.get('/api/users/me/attributes')).statusCode).toBe(403);
    expect((await asAgency.put('/api/users/me/attributes', { attributes: [] })).json().error).toBe('talents_only');
    expect((await asAgency.put('/api/users/me/availability', { availability: [] })).statusCode).toBe(403);
    expect((await client().get('/api/users/me/attributes')).statusCode).toBe(401);
    expect((await client().get(`/api/users/${talent.profileUrl}/attributes`)).statusCode).toBe(401);
  });

  it('availability: an audience and 30/60/90 days, renewed; agencies-only offers are seen by agencies', async () => {
    const me = client().as(talent);
    expect(
      (
        await me.put('/api/users/me/availability', {
          availability: [{ kind: 'castings', audience: 'everyone', days: 45 }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await me.post('/api/users/me/availability/castings/renew')).json().error).toBe('availability_not_set');
    const set = await me.put('/api/users/me/availability', {
      availability: [
        { kind: 'castings', audience: 'everyone', days: 30 },
        { kind: 'representation', audience: 'agencies', days: 90 },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    const mine = set.json() as MyAttributes;
    expect(mine.availability.map((a) => [a.kind, a.audience])).toEqual([
      ['castings', 'everyone'],
      ['representation', 'agencies'],
    ]);
    const days = (iso: string) => Math.round((Date.parse(iso) - Date.now()) / 86_400_000);
    expect(days(mine.availability[0]!.expiresAt)).toBe(30);
    expect(days(mine.availability[1]!.expiresAt)).toBe(90);

    const third = await createUser(app);
    const seenByTalent = (await client().as(third).get(`/api/users/${talent.profileUrl}/attributes`)).json();
    expect(seenByTalent.availability.map((a: { kind: string }) => a.kind)).toEqual(['castings']);
    const seenByAgency = (await client().as(agency).get(`/api/users/${talent.profileUrl}/attributes`)).json();
    expect(seenByAgency.availability.map((a: { kind: string }) => a.kind)).toEqual(['castings', 'representation']);

    // Nearly run out: the reminder round tells the talent once; a renewal starts the term again.
    await app.database.db.execute(
      sql`update talent_availability set expires_at = now() + interval '2 days' where user_id = ${talent.id} and kind = 'castings'`,
    );
    const reminder = { runDue: () => runRound(app, 'availability-reminder') };
    expect(await reminder.runDue()).toBe(1);
    expect(await reminder.runDue()).toBe(0);
    const entries = (await me.get('/api/notifications')).json();
    expect(entries.rows.filter((n: { type: string }) => n.type === 'AVAILABILITY_EXPIRING')).toHaveLength(1);
    const renewed = (await me.post('/api/users/me/availability/castings/renew')).json() as MyAttributes;
    expect(days(renewed.availability[0]!.expiresAt)).toBe(30);
    expect(await reminder.runDue()).toBe(0);

    // An expired offer is no longer shown to others.
    await app.database.db.execute(
      sql`update talent_availability set expires_at = now() - interval '1 minute' where user_id = ${talent.id}`,
    );
    const later = (await client().as(agency).get(`/api/users/${talent.profileUrl}/attributes`)).json();
    expect(later.availability).toEqual([]);
  });
});
