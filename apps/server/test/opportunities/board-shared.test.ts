import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '@vitrina/contract/opportunities';
import type { TestUser } from '../helpers/factories.ts';
import { cacheStats } from '../helpers/caches.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createPostingAgency, createTalentWithSheet, postOpportunity } from '../helpers/opportunities.ts';
import { createAgency } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

// Board answers are kept and shared by readers with one answer; every write that changes one is seen at once.
describe(`opportunities: the board's answers shared between readers (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let star: TestUser;
  let other: TestUser;
  let reader: TestUser;
  let talent: TestUser;
  let blocker: TestUser;
  const BOARD = 'kind=casting&pay=paid';

  const board = async (user?: TestUser, query = BOARD) => {
    const res = await http.get(`/api/opportunities?${query}`, user ? { token: user.token } : {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Board;
  };
  const titles = (found: Board) => found.rows.map((row) => row.title);
  const loads = () => cacheStats(app, 'opportunities-board').loads;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    star = await createPostingAgency(app, { verified: true, nombre: 'Estrella' });
    other = await createPostingAgency(app, { verified: true, nombre: 'Otra' });
    reader = await createAgency(app, 'Lectora');
    talent = await createTalentWithSheet(app, []);
    blocker = await createTalentWithSheet(app, []);
    await postOpportunity(app, star, { title: 'Primero' });
    await postOpportunity(app, other, { title: 'De otra' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reads one answer once for readers of one class, whatever the order of the filters', async () => {
    const first = await board();
    const before = loads();
    expect(await board(undefined, 'pay=paid&kind=casting')).toEqual(first);
    expect(await board()).toEqual(first);
    expect(loads()).toBe(before);
    const member = await board(reader);
    expect(await board(star)).toEqual(member);
    expect(loads()).toBe(before + 1);
    expect(titles(first).sort()).toEqual(['De otra', 'Primero']);
  });

  it('keeps a talent her own answer: her fits are in it', async () => {
    const found = await board(talent);
    expect(found.rows.every((row) => row.fitsMe === true)).toBe(true);
    expect((await board(reader)).rows.every((row) => row.fitsMe === undefined)).toBe(true);
  });

  it('shows a publish, a close and a block at once, and is shared again after each', async () => {
    await board();
    const published = await postOpportunity(app, star, { title: 'Nuevo' });
    expect(titles(await board())).toEqual(['Nuevo', 'De otra', 'Primero']);
    expect((await board(talent)).count).toBe(3);
    const afterPublish = loads();
    await board();
    expect(loads()).toBe(afterPublish);

    expect((await http.as(star).post(`/api/opportunities/${published.id}/close`)).statusCode).toBe(200);
    expect(titles(await board())).toEqual(['De otra', 'Primero']);
    expect(titles(await board(reader))).toEqual(['De otra', 'Primero']);
    const afterClose = loads();
    await board(star);
    expect(loads()).toBe(afterClose);

    expect(titles(await board(blocker))).toEqual(['De otra', 'Primero']);
    const blocking = await http.as(blocker).post('/api/users/block', { userId: other.id });
    expect(blocking.statusCode, blocking.body).toBeLessThan(300);
    const blocked = await board(blocker);
    expect(titles(blocked)).toEqual(['Primero']);
    expect(blocked.facets.find((f) => f.key === 'kind')?.values).toEqual([{ value: 'casting', count: 1 }]);
    expect(titles(await board(talent))).toEqual(['De otra', 'Primero']);
    expect(titles(await board(other))).toEqual(['De otra', 'Primero']);
  });
});
