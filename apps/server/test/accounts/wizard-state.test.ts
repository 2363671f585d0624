import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfResponseSchema } from '@vitrina/contract/users';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { issueToken } from '../helpers/session-tokens.ts';

/** The wizard's state on the server: the feed offers an unfinished wizard again, on any device, until dismissed. */
describe(`the talent wizard's state (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const wizardOf = async (user: TestUser) => {
    const res = await http.as(user).get('/api/users/self');
    expect(res.statusCode, res.body).toBe(200);
    return selfResponseSchema.parse(res.json()).profile.wizard;
  };
  const step = (user: TestUser, n: unknown) => http.as(user).put('/api/users/wizard/step', { step: n });

  it('is unknown until a step is shown; then open at the step last shown, read back from another session', async () => {
    const talent = await createUser(app);
    expect(await wizardOf(talent)).toEqual({ status: null, step: 1 });

    const first = await step(talent, 1);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'open', step: 1 });
    expect((await step(talent, 3)).json()).toEqual({ status: 'open', step: 3 });
    // Walking back counts: the card resumes where the talent left.
    expect((await step(talent, 2)).json()).toEqual({ status: 'open', step: 2 });

    // Another device: a second token of the same account reads the same state.
    const elsewhere = { ...talent, token: await issueToken(app, talent.id) };
    expect(await wizardOf(elsewhere)).toEqual({ status: 'open', step: 2 });
  });

  it('stays dismissed across sessions, even when a step is shown again', async () => {
    const talent = await createUser(app);
    await step(talent, 2);
    const dismissed = await http.as(talent).post('/api/users/wizard/dismiss');
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({ status: 'dismissed', step: 2 });
    expect(await wizardOf({ ...talent, token: await issueToken(app, talent.id) })).toEqual({
      status: 'dismissed',
      step: 2,
    });
    expect((await step(talent, 4)).json()).toEqual({ status: 'dismissed', step: 4 });
  });

  it('is finished by the wizard’s last call, and a finished wizard is never dismissed nor reopened', async () => {
    const talent = await createUser(app);
    await step(talent, 6);
    const done = await http.as(talent).put('/api/users/wizard', { biography: 'Canto jazz.', shareContats: [] });
    expect(done.statusCode, done.body).toBe(200);
    expect(await wizardOf(talent)).toEqual({ status: 'finished', step: 6 });
    expect((await http.as(talent).post('/api/users/wizard/dismiss')).json()).toEqual({ status: 'finished', step: 6 });
    expect((await step(talent, 1)).json()).toEqual({ status: 'finished', step: 1 });
  });

  it('takes only a step from 1 to 6 and nothing else, for talents with a session', async () => {
    const talent = await createUser(app);
    for (const bad of [0, 7, 2.5, '3', null]) expect((await step(talent, bad)).statusCode).toBe(400);
    const extra = await http.as(talent).put('/api/users/wizard/step', { step: 2, status: 'finished' });
    expect(extra.statusCode).toBe(400);
    expect(await wizardOf(talent)).toEqual({ status: null, step: 1 });

    const agency = await createUser(app, { type: 'agencia' });
    expect((await step(agency, 2)).statusCode).toBe(403);
    expect((await http.as(agency).post('/api/users/wizard/dismiss')).statusCode).toBe(403);
    expect((await http.put('/api/users/wizard/step', { step: 2 })).statusCode).toBe(401);
    expect((await http.post('/api/users/wizard/dismiss')).statusCode).toBe(401);
  });
});
