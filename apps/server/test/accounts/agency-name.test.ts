import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonPage } from '@vitrina/contract/graph';
import type { Contact } from '@vitrina/contract/messages';
import type { Comment } from '@vitrina/contract/posts';
import type { SelfResponse } from '@vitrina/contract/users';
import { userProfiles } from '../../src/db/schema/user-profiles.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createAgency, createTalent, follow, publishText } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import type { TestUser } from '../helpers/factories.ts';

/**
 * An agency is seen by the name it gave itself (its setup and settings set `agency_name`), not by the
 * name and surname of the person who opened the account: in its own header, in talents' lists of people,
 * in their conversations and under its comments.
 */
describe(`an agency's name on every card (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let agency: TestUser;
  let unnamed: TestUser;
  let talent: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    agency = await createAgency(app, 'Marta');
    unnamed = await createAgency(app, 'Sin nombre');
    talent = await createTalent(app, 'Ana');
    await app.database.db
      .update(userProfiles)
      .set({ agencyName: 'Estrella Talentos' })
      .where(eq(userProfiles.userId, agency.id));
    await follow(app, agency.id, talent.id);
    await follow(app, unnamed.id, talent.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('its own header (users/self) shows the agency’s name', async () => {
    const self = (await http.as(agency).get('/api/users/self')).json() as SelfResponse;
    expect(self.user.fullname).toBe('Estrella Talentos');
    const other = (await http.as(unnamed).get('/api/users/self')).json() as SelfResponse;
    expect(other.user.fullname).toMatch(/^Sin nombre /);
  });

  it('a talent’s followers list names it by its agency name; one without a name keeps the person’s', async () => {
    const res = await http.as(talent).get(`/api/users/${talent.profileUrl}/followers`);
    expect(res.statusCode, res.body).toBe(200);
    const names = new Map((res.json() as PersonPage).rows.map((row) => [row.id, row.fullname]));
    expect(names.get(agency.id)).toBe('Estrella Talentos');
    expect(names.get(unnamed.id)).toMatch(/^Sin nombre /);
  });

  it('a conversation and a comment show the agency’s name', async () => {
    const sent = await http.as(agency).post('/api/messages', { message: 'Hola Ana', receiverId: talent.id });
    expect(sent.statusCode, sent.body).toBe(200);
    // A talent follows no agency, so its first message is a request (decision 0007), listed by the agency's name.
    const requests = (await http.as(talent).get('/api/users/contacts/requests')).json() as { rows: Contact[] };
    expect(requests.rows.find((c) => c.id === agency.id)?.fullname).toBe('Estrella Talentos');

    const post = await publishText(app, talent, 'Mi nuevo trabajo');
    const commented = await http.as(agency).post('/api/comments', { comment: '¡Muy bien!', postId: post.id });
    expect(commented.statusCode, commented.body).toBe(200);
    expect((commented.json() as Comment).user.fullname).toBe('Estrella Talentos');
    const listed = await http.as(talent).get(`/api/comments/post/${post.id}`);
    const rows = (listed.json() as { rows: Comment[] }).rows;
    expect(rows.find((c) => c.user.id === agency.id)?.user.fullname).toBe('Estrella Talentos');
  });
});
