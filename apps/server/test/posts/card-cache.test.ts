import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Author, PostPage } from '@vitrina/contract/posts';
import { userProfiles } from '../../src/db/schema/user-profiles.ts';
import { users } from '../../src/db/schema/users.ts';
import type { TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTalent, publishText } from '../helpers/posts.ts';
import { createAppPair, realtimeEnv } from '../helpers/sockets.ts';
import { engineName } from '../helpers/test-database.ts';

// Decision 0005: the lists take people's cards from each process's kept ones, checked by the card epoch that
// every change to a card moves. Each change below is made on process b and read on process a right after.
describe(`kept cards, two processes (${engineName})`, () => {
  let pair: Awaited<ReturnType<typeof createAppPair>> | undefined;
  afterAll(async () => {
    await pair?.close();
  });

  it('every column of a card, changed on one process, is in the next list read on the other', async () => {
    pair = await createAppPair({ ...realtimeEnv(), TIMELINE_ACTIVE_DAYS: '0.01' });
    const [a, b] = pair.apps;
    const [reader, author] = (await Promise.all(['Lectora', 'Autora'].map((n) => createTalent(b, n)))) as [
      TestUser,
      TestUser,
    ];
    const post = await publishText(b, author, 'una tarjeta');
    const card = async (): Promise<Author | undefined> => {
      const res = await createClient(a).as(reader).get('/api/posts/feed?filter=agencia');
      expect(res.statusCode).toBe(200);
      return (res.json() as PostPage).posts.find((p) => p.id === post.id)?.user;
    };
    const db = b.database.db;
    const setUser = (values: Partial<typeof users.$inferInsert>) =>
      db.update(users).set(values).where(eq(users.id, author.id));
    expect(await card()).toMatchObject({ fullname: expect.stringMatching(/^Autora /), verified: false });

    await setUser({ apellido: 'Nueva' });
    expect((await card())?.fullname).toBe('Autora Nueva');
    await setUser({ profileUrl: `otra-direccion-${author.id}` });
    expect((await card())?.profile_url).toBe(`otra-direccion-${author.id}`);
    await setUser({ profileImage: 'cambiada.jpg' });
    expect((await card())?.profileImage).toContain('cambiada.jpg');
    await setUser({ type: 'agencia' });
    expect((await card())?.type).toBe('agencia');
    // An agency's own name: set when its profile row is written, then changed.
    await db.delete(userProfiles).where(eq(userProfiles.userId, author.id));
    expect((await card())?.fullname).toBe('Autora Nueva');
    await db.insert(userProfiles).values({ userId: author.id, agencyName: 'Estudio Uno' });
    expect((await card())?.fullname).toBe('Estudio Uno');
    await db.update(userProfiles).set({ agencyName: 'Estudio Dos' }).where(eq(userProfiles.userId, author.id));
    expect((await card())?.fullname).toBe('Estudio Dos');
    await setUser({ agencyVerifiedAt: new Date() });
    expect((await card())?.verified).toBe(true);
  });
});
