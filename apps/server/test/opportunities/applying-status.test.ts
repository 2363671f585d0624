import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyApplication } from '@vitrina/contract/applications';
import { applications } from '../../src/db/schema/opportunities.ts';
import { users } from '../../src/db/schema/users.ts';
import type { TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { block, createAgency, createTalent } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import * as fixtures from '../helpers/applying-fixtures.ts';

type Rows = { rows: Array<Omit<MyApplication, 'items'> & { id: number }>; count: number };

describe(`applications' statuses, minors and blocks (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let agency: TestUser;
  let talent: TestUser;
  let photo: number;

  const path = (o: fixtures.OpportunityFixture, role = 0) => `/api/opportunities/${o.id}/roles/${o.roleIds[role]}`;
  const save = (o: fixtures.OpportunityFixture, user = talent, role = 0) =>
    http.as(user).put(`${path(o, role)}/application`, { items: [{ postFileId: photo }] });
  /** A sent application of `user` to the opportunity's first role; its id. */
  async function apply(o: fixtures.OpportunityFixture, user = talent): Promise<number> {
    const saved = await save(o, user);
    expect(saved.statusCode, saved.body).toBe(200);
    const sent = await http.as(user).post(`${path(o)}/application/submit`);
    expect(sent.statusCode, sent.body).toBe(200);
    return (sent.json() as MyApplication).id;
  }
  const statusOf = async (o: fixtures.OpportunityFixture, user = talent) =>
    ((await http.as(user).get(`${path(o)}/application`)).json() as MyApplication).status;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    agency = await createAgency(app, 'Estrella');
    talent = await createTalent(app, 'Lucía');
    photo = (await fixtures.insertPostFiles(app, talent.id)).photo;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows sent, viewed, in consideration, self-tape requested and cast as the agency files her', async () => {
    const o = await fixtures.insertOpportunity(app, agency.id);
    const id = await apply(o);
    expect(await statusOf(o)).toBe('sent');
    await fixtures.setApplication(app, id, { viewedAt: new Date() });
    expect(await statusOf(o)).toBe('viewed');
    await fixtures.setApplication(app, id, { filing: 'audition' });
    expect(await statusOf(o)).toBe('in_consideration');
    await fixtures.requestSelfTape(app, id);
    const asked = (await http.as(talent).get(`${path(o)}/application`)).json() as MyApplication;
    expect(asked).toMatchObject({ status: 'self_tape_requested', selfTapes: [{ instructions: 'Lee la escena' }] });
    await fixtures.setApplication(app, id, { filing: 'cast' });
    await fixtures.setOpportunity(app, o.id, { state: 'closed', closeReason: 'closed' });
    expect(await statusOf(o)).toBe('cast');
  });

  it('keeps a No as "viewed" until the close, then "not selected" with the reason', async () => {
    const o = await fixtures.insertOpportunity(app, agency.id);
    const id = await apply(o);
    await fixtures.setApplication(app, id, { filing: 'no' });
    expect(await statusOf(o)).toBe('viewed');
    await fixtures.setOpportunity(app, o.id, { state: 'cancelled', closeReason: 'cancelled' });
    const ended = (await http.as(talent).get(`${path(o)}/application`)).json() as MyApplication;
    expect(ended).toMatchObject({ status: 'not_selected', closeReason: 'cancelled', canEdit: false });
  });

  it('lists "Mis postulaciones" newest change first, drafts included', async () => {
    const someone = await createTalent(app, 'Lista');
    const mine = (await fixtures.insertPostFiles(app, someone.id)).photo;
    const first = await fixtures.insertOpportunity(app, agency.id);
    const second = await fixtures.insertOpportunity(app, agency.id);
    await http.as(someone).put(`${path(first)}/application`, { items: [{ postFileId: mine }] });
    await http.as(someone).post(`${path(first)}/application/submit`);
    await http.as(someone).put(`${path(second)}/application`, { coverNote: 'borrador' });
    const listed = (await http.as(someone).get('/api/applications')).json() as Rows;
    expect(listed.count).toBe(2);
    expect(listed.rows.map((row) => [row.opportunity.id, row.status])).toEqual([
      [second.id, 'draft'],
      [first.id, 'sent'],
    ]);
    expect(listed.rows[0]).not.toHaveProperty('items');
    expect((await http.as(someone).get('/api/applications?page=0')).statusCode).toBe(400);
  });

  it('lets a minor apply only to roles whose ages include hers, and never shows her age', async () => {
    const minor = await createTalent(app, 'Menor');
    await fixtures.setBirthdate(app, minor.id, 15);
    const minorPhoto = (await fixtures.insertPostFiles(app, minor.id)).photo;
    const o = await fixtures.insertOpportunity(app, agency.id, {
      roles: [
        { ageMin: 18, ageMax: 30 },
        { ageMin: 12, ageMax: 16 },
        { ageMin: 16, ageMax: 17 },
      ],
    });
    await app.database.db.update(users).set({ agencyVerifiedAt: new Date() }).where(eq(users.id, agency.id));
    const body = { items: [{ postFileId: minorPhoto }] };
    for (const role of [0, 2]) {
      const refused = await http.request('PUT', `${path(o, role)}/application`, {
        token: minor.token,
        body,
        lang: 'en',
      });
      expect(refused.statusCode, `role ${role}`).toBe(403);
      expect(refused.json()).toMatchObject({
        error: 'application_minor_age',
        message: 'This role is for a different age.',
      });
    }
    const fits = await http.as(minor).put(`${path(o, 1)}/application`, body);
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.body).not.toMatch(/birth|edad|"age"/i);
    const adult = await http.as(talent).put(`${path(o, 1)}/application`, { items: [{ postFileId: photo }] });
    expect(adult.statusCode).toBe(200);
  });

  it('hides everything across a block either way, and an agency suspended or cancelled', async () => {
    const blocker = await createTalent(app, 'Bloquea');
    const blockerPhoto = (await fixtures.insertPostFiles(app, blocker.id)).photo;
    const blocked = await createAgency(app, 'Bloqueada');
    const blocking = await createAgency(app, 'Bloqueadora');
    const first = await fixtures.insertOpportunity(app, blocked.id);
    const second = await fixtures.insertOpportunity(app, blocking.id);
    for (const o of [first, second]) {
      await http.as(blocker).put(`${path(o)}/application`, { items: [{ postFileId: blockerPhoto }] });
      await http.as(blocker).post(`${path(o)}/application/submit`);
    }
    expect(((await http.as(blocker).get('/api/applications')).json() as Rows).count).toBe(2);
    await block(app, blocker.id, blocked.id);
    await block(app, blocking.id, blocker.id);
    for (const o of [first, second]) {
      const url = `${path(o)}/application`;
      expect((await http.as(blocker).get(url)).statusCode).toBe(404);
      expect((await http.as(blocker).put(url, { items: [{ postFileId: blockerPhoto }] })).statusCode).toBe(404);
      expect((await http.as(blocker).post(`${url}/submit`)).statusCode).toBe(404);
      expect((await http.as(blocker).post(`${url}/withdraw`)).statusCode).toBe(404);
    }
    expect(((await http.as(blocker).get('/api/applications')).json() as Rows).count).toBe(0);
    const suspended = await createAgency(app, 'Suspendida');
    const cancelled = await createAgency(app, 'Cancelada');
    const third = await fixtures.insertOpportunity(app, suspended.id);
    const fourth = await fixtures.insertOpportunity(app, cancelled.id);
    await app.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    await app.database.db.update(users).set({ cancelledAt: new Date() }).where(eq(users.id, cancelled.id));
    expect((await save(third)).statusCode).toBe(404);
    expect((await save(fourth)).statusCode).toBe(404);
    const rows = await app.database.db.select().from(applications).where(eq(applications.talentId, blocker.id));
    expect(rows).toHaveLength(2);
  });
});
