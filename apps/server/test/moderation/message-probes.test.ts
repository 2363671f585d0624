import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquaint } from '../helpers/acquaint.ts';
import type { TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createAgency, createTalent } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/**
 * Message ids are the only ids of private things a person can name (POST /api/reports, as the reported item
 * or as evidence): a message of someone else's conversation answers exactly as an id that does not exist.
 */
describe(`message ids cannot be probed (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let agency: TestUser;
  let talent: TestUser;
  let third: TestUser;
  let ours: number;
  let theirs: number;

  const send = async (from: TestUser, to: TestUser, message: string) => {
    const res = await http.as(from).post('/api/messages', { message, receiverId: to.id });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  };

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    [agency, talent, third] = [
      await createAgency(app, 'Sondeo'),
      await createTalent(app, 'Sondeada'),
      await createTalent(app, 'Ajena'),
    ];
    await acquaint(app, agency, talent, third);
    ours = await send(agency, talent, 'Paga la inscripción');
    theirs = await send(agency, third, 'Otra conversación');
  });
  afterAll(async () => {
    await app?.close();
  });

  const report = (body: Record<string, unknown>, lang: string) =>
    http.as(talent).post('/api/reports', { category: 'scam', ...body }, { lang });

  it('a report naming someone else’s message answers as a missing one: as its target and as evidence', async () => {
    const missing = theirs + 1_000_000;
    for (const lang of ['es', 'en']) {
      for (const name of [
        (id: number) => ({ target: { kind: 'message', id } }),
        (id: number) => ({ target: { kind: 'message', id: ours }, attachments: [{ kind: 'message', id }] }),
        (id: number) => ({ target: { kind: 'profile', id: agency.id }, attachments: [{ kind: 'message', id }] }),
      ]) {
        const absent = await report(name(missing), lang);
        const foreign = await report(name(theirs), lang);
        expect(absent.statusCode, absent.body).toBe(404);
        expect([foreign.statusCode, foreign.json()]).toEqual([absent.statusCode, absent.json()]);
      }
    }
    // The talent's own conversation is hers to hand over: the same report with it is filed.
    const filed = await report(
      { target: { kind: 'profile', id: agency.id }, attachments: [{ kind: 'message', id: ours }] },
      'es',
    );
    expect(filed.statusCode, filed.body).toBe(201);
  });
});
