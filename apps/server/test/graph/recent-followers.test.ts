import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows } from '../../src/db/schema/follows.ts';
import { createUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

describe(`recent followers on my own view (${engineName})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts the people who followed me in the last six days, not earlier ones nor whom I follow', async () => {
    const me = await createUser(app, { type: 'talento' });
    const [a, b, c] = [await createUser(app), await createUser(app), await createUser(app)];
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await app.database.db.insert(follows).values([
      { followerId: a.id, followedId: me.id, createdAt: daysAgo(1) },
      { followerId: b.id, followedId: me.id, createdAt: daysAgo(5.9) },
      { followerId: c.id, followedId: me.id, createdAt: daysAgo(6.1) },
      { followerId: me.id, followedId: a.id, createdAt: daysAgo(0) },
    ]);
    const self = (await createClient(app).as(me).get('/api/users/self')).json();
    expect(self.user.followersRecentCount).toBe(2);
  });
});
