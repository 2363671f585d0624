import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '@vitrina/contract/category-data';
import type { Opportunity } from '@vitrina/contract/opportunities';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createModerator, createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { makeImage, makePdf } from '../helpers/media-files.ts';
import { opportunityForm } from '../helpers/opportunities.ts';
import { insertApplication, insertOpportunity as insertCasting } from '../helpers/pipeline-fixtures.ts';
import { block, publish, uploadForPost } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { listOperations, urlsOf, type Fillers, type ListOperation, type OpenApiDocument } from './list-operations.ts';
import { REACHES_NO_ONE, TOWARD_A_PERSON, writeOperations, type Target } from './writes-toward.ts';
import { moderate, runRound } from '../helpers/rounds.ts';
import { insertOpportunity } from '../helpers/applying-fixtures.ts';

/**
 * The visibility rule, API-wide: five people do everything that puts a person on a list (posts of each
 * kind, comments, likes, shares, follows, messages, interests); then Ana blocks Bruno, Bruno blocks the
 * agency, Carla cancels her account, Dora is suspended and the scout agency loses its verification, which hides Eva,
 * who is 15, from it (the minors rule); then Dora's suspension is lifted. Every list operation of the OpenAPI document
 * is then called as each person, with every parameter value the fixture offers, and no hidden person may appear
 * anywhere in an answer. Before the block each list must show a hidden person somewhere, so a list the fixture does
 * not reach fails instead of passing empty. Every write that reaches a person, aimed at Eva by the unverified
 * agencies, must answer 404 and change nothing she sees.
 */

/**
 * Lists that by design show no other person (the document's own categories, my own photos and videos, tags as
 * words, my devices with push on, the moderators' notices to me, the attribute table and people's sheets).
 */
const SHOWS_NO_ONE_ELSE = new Set([
  '/api/push/subscriptions',
  '/api/categories/{lang}/full',
  '/api/categories/{lang}/full/subscribed',
  '/api/users/me/photos',
  '/api/videos',
  '/api/tags/suggestions',
  '/api/tags/trending',
  '/api/notices',
  // My shortlists' names and counts of the talents I may see on each (the talents are under /api/shortlists/{listId}).
  '/api/shortlists',
  // The field table, my own sheet, and one person's sheet (no names in it; 404 across a block or for a
  // hidden person, as attributes.test.ts shows).
  '/api/scouting/fields',
  '/api/users/me/attributes',
  '/api/users/{profile_url}/attributes',
  // My saved searches' names and queries, no people (their alerts run the scouting search, whose
  // blocks saved-searches.test.ts proves both ways).
  '/api/saved-searches',
  // An agency's own opportunities, with counts of their applicants (who are under the pipeline's lists).
  '/api/opportunities/mine',
  // My own sessions, each with its device and the factor that opened it.
  '/api/users/sessions',
  // A reset link's answer: a session, or for an account with a factor its challenge and the methods it takes.
  '/api/users/recover/{token}',
  // My own passkeys: their names and dates, no people.
  '/api/users/passkeys',
]);

const PASSWORD = 'una-clave-larga';
const NAME = 'Zorzal';

interface Person extends TestUser {
  tag: string;
  apellido: string;
}

/** True when `person` shows anywhere in `body`: their profile address, surname, written text or id. */
function appearsIn(body: unknown, person: Person): boolean {
  if (typeof body === 'string') {
    return body.includes(person.profileUrl) || body.includes(person.apellido) || body.includes(person.tag);
  }
  if (Array.isArray(body)) return body.some((item) => appearsIn(item, person));
  if (body && typeof body === 'object') {
    return Object.entries(body).some(
      ([key, value]) =>
        (/^(user|author|actor|sender|receiver|follower|followed|other|owner)_?id$/i.test(key) && value === person.id) ||
        appearsIn(value, person),
    );
  }
  return false;
}

describe(`every list of the API hides blocked, cancelled and suspended people (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let doc: OpenApiDocument;
  let operations: ListOperation[];
  const fillers: Fillers = {
    lang: ['es', 'en'],
    slug: ['all', categories[0]!.slugEs],
    term: [NAME],
    q: [NAME],
    tag: ['vitrina', '#Vitrina'],
    id: [],
    postId: [],
    listId: [],
    ids: [],
    roleId: [],
    applicationId: [],
    // A well-formed link no one was sent: the reset link's answer is a refusal here.
    token: ['A'.repeat(43)],
  };
  let ana: Person;
  let bruno: Person;
  let carla: Person;
  let agency: Person;
  let tomas: Person;
  let dora: Person;
  /** A minor, and an agency verified until the hidden check (the other agency never is). */
  let eva: Person;
  let scout: Person;
  const evaContent = { textPost: 0, photoPost: 0, comment: 0 };
  const listOf = new Map<Person, number>();
  /** Each agency's opportunity, and Eva's application to it (the writes toward her aim at it). */
  const castingOf = new Map<Person, { opportunityId: number; roleId: number; evaApplication: number }>();
  /** The lists that show Dora to Tomás before her suspension: each must show her again once it is lifted. */
  const showsDora = new Set<string>();

  async function person(tag: string, type: 'talento' | 'agencia', passwordHash: string): Promise<Person> {
    const apellido = `Apellido${tag}`;
    const user = await createUser(app, { type, nombre: NAME, apellido, passwordHash });
    fillers.profile_url = [...(fillers.profile_url ?? []), user.profileUrl];
    return { ...user, tag: `tok${tag}`, apellido };
  }

  async function ok(user: Person, method: 'POST' | 'PUT', url: string, body?: unknown) {
    const res = await http.as(user).request(method, url, { body });
    if (res.statusCode !== 200) throw new Error(`${method} ${url} as ${user.tag}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number };
  }

  async function publishAll(author: Person): Promise<number[]> {
    const photo = await uploadForPost(app, author, await makeImage(160, 120), 'foto.jpg', 'image/jpeg');
    const pdf = await uploadForPost(app, author, makePdf(), 'dossier.pdf', 'application/pdf');
    const bodies = [
      { title: '', categoryId: 1, description: `Texto ${author.tag} #vitrina` },
      { description: `Foto ${author.tag}`, files: [{ filename: photo }] },
      { description: `Dossier ${author.tag}`, files: [{ filename: pdf }] },
      { description: `Clip ${author.tag}`, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ];
    const ids = [];
    for (const body of bodies) ids.push((await publish(app, author, body)).id);
    return ids;
  }

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    doc = (await http.get('/api/docs/json')).json() as OpenApiDocument;
    operations = listOperations(doc);
    const passwordHash = await hashPassword(PASSWORD);
    ana = await person('Ana', 'talento', passwordHash);
    bruno = await person('Bruno', 'talento', passwordHash);
    carla = await person('Carla', 'talento', passwordHash);
    agency = await person('Agencia', 'agencia', passwordHash);
    tomas = await person('Tomas', 'talento', passwordHash);
    dora = await person('Dora', 'talento', passwordHash);
    eva = await person('Eva', 'talento', passwordHash);
    scout = await person('Scout', 'agencia', passwordHash);
    const { db } = app.database;
    await db.execute(sql`update users set birthdate = current_date - interval '15 years' where id = ${eva.id}`);
    await db.execute(sql`update users set agency_verified_at = now() where id = ${scout.id}`);
    const everyone = [ana, bruno, carla, agency, tomas, dora, eva, scout];
    const talents = [ana, bruno, carla, tomas, dora, eva];
    // The unverified agency and Eva cannot reach each other: its writes toward her are tried in a test below.
    const reaches = (actor: Person, other: Person) =>
      !((actor === agency && other === eva) || (actor === eva && other === agency));

    const posts: number[] = [];
    const textPosts: number[] = [];
    for (const talent of talents) {
      const own = await publishAll(talent);
      posts.push(...own);
      textPosts.push(own[0]!);
      if (talent === eva) Object.assign(evaContent, { textPost: own[0], photoPost: own[1] });
      // Each talent's photo post leads their portfolio (and their cards).
      await ok(talent, 'PUT', `/api/posts/${own[1]}/pin`, {});
    }
    for (const talent of talents) {
      const original = talent === ana ? posts[posts.length - 1] : posts[0];
      posts.push(
        (await ok(talent, 'POST', '/api/posts/share', { id: original, description: `Comparto ${talent.tag}` })).id,
      );
    }
    fillers.id = posts.map(String);
    fillers.postId = fillers.id;
    for (const actor of everyone) {
      await ok(actor, 'POST', '/api/categories/subscribe', { categoryId: 1 });
      for (const other of everyone) {
        if (other === actor) continue;
        if (!reaches(actor, other)) continue;
        // Only talents are followed; Ana leaves Carla out so that Carla is among Ana's suggestions.
        const follows = other !== agency && other !== scout && !(actor === ana && other === carla);
        if (follows) await ok(actor, 'POST', '/api/users/follow', { id: other.id });
        // Ana never writes to Carla, whom she does not follow: Carla's message stays in Ana's requests.
        if (actor === ana && other === carla) continue;
        await ok(actor, 'POST', '/api/messages', { message: `Hola ${actor.tag}`, receiverId: other.id });
      }
      // Comments and likes on each talent's text post: every post is still called, by id, on its own.
      for (const post of textPosts) {
        if (!reaches(actor, eva) && post === evaContent.textPost) continue;
        const comment = await ok(actor, 'POST', '/api/comments', { comment: `Comento ${actor.tag}`, postId: post });
        if (actor === eva) evaContent.comment = comment.id;
        await ok(actor, 'POST', `/api/reactions/like/post/${post}`);
        await ok(actor, 'POST', `/api/reactions/like/comment/${comment.id}`);
      }
    }
    // The agencies look at every talent's profile they may reach, so each talent's insights name them.
    const reached = (scouting: Person) => talents.filter((talent) => reaches(scouting, talent));
    for (const scouting of [agency, scout]) {
      for (const talent of reached(scouting)) {
        const view = { kind: 'profile', profile_url: talent.profileUrl, source: 'search' };
        expect((await http.as(scouting).post('/api/insights/views', view)).statusCode).toBe(204);
      }
    }
    expect(await runRound(app, 'view-counter')).toBe(reached(agency).length + reached(scout).length);
    // The agencies shortlist every talent they reach: their lists and the comparison are lists of people too.
    for (const scouting of [agency, scout]) {
      const shortlist = await ok(scouting, 'POST', '/api/shortlists', { name: 'Todos' });
      for (const talent of reached(scouting)) {
        await ok(scouting, 'PUT', `/api/shortlists/${shortlist.id}/entries/${talent.id}`);
      }
      listOf.set(scouting, shortlist.id);
    }
    fillers.listId = [...listOf.values()].map(String);
    // Every talent the agency reaches applies to its casting: "Mis postulaciones" and each application name it.
    const casting = await insertOpportunity(app, agency.id, { roles: [{ needs: ['note'] }] });
    for (const talent of reached(agency)) {
      const application = `/api/opportunities/${casting.id}/roles/${casting.roleIds[0]}/application`;
      await ok(talent, 'PUT', application, { coverNote: `Postulo ${talent.tag}` });
      await ok(talent, 'POST', `${application}/submit`);
    }
    fillers.id = [...fillers.id, String(casting.id)];
    fillers.roleId = casting.roleIds.map(String);
    // Each agency posts an opportunity: the board, its page and "fits me" show the agency.
    for (const scouting of [agency, scout]) {
      const opportunity = (await ok(scouting, 'POST', '/api/opportunities', opportunityForm())) as Opportunity;
      await ok(scouting, 'POST', `/api/opportunities/${opportunity.id}/publish`);
      fillers.id = [...fillers.id!, String(opportunity.id)];
    }
    // Every talent applies to each agency's opportunity: its pipeline and each applicant are lists of people.
    for (const scouting of [agency, scout]) {
      const { opportunityId, roleIds } = await insertCasting(app, scouting.id);
      const roleId = roleIds[0]!;
      let evaApplication = 0;
      for (const talent of talents) {
        const applicationId = await insertApplication(app, { opportunityId, roleId, talentId: talent.id });
        fillers.applicationId!.push(String(applicationId));
        if (talent === eva) evaApplication = applicationId;
      }
      castingOf.set(scouting, { opportunityId, roleId, evaApplication });
      fillers.id!.push(String(opportunityId));
      fillers.roleId!.push(String(roleId));
    }
    fillers.ids = [bruno, carla, dora, ana, eva].map((talent, index, all) =>
      all
        .slice(0, index + 1)
        .map((one) => one.id)
        .join(','),
    );
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });

  /** Every answer of every list operation for `viewer`, with the URL it came from. */
  async function answersFor(viewer: Person, operation: ListOperation) {
    const answers = [];
    for (const url of urlsOf(operation, fillers)) {
      const res = await http.as(viewer).get(url);
      expect(res.statusCode, `GET ${url}: ${res.body}`).toBeLessThan(500);
      answers.push({ url, body: res.json() as unknown });
    }
    return answers;
  }

  it('finds the lists in the OpenAPI document, and knows how to fill each of their parameters', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    for (const path of SHOWS_NO_ONE_ELSE) expect(operations.map((operation) => operation.path)).toContain(path);
    for (const operation of operations) expect(() => urlsOf(operation, fillers)).not.toThrow();
  });

  it('before the block, each list shows a person the block or the cancellation will hide', async () => {
    for (const operation of operations) {
      if (SHOWS_NO_ONE_ELSE.has(operation.path)) continue;
      let shown = false;
      for (const [viewer, others] of [
        [ana, [bruno, carla]],
        [agency, [bruno, carla]],
        [bruno, [ana, agency, carla]],
        [scout, [eva]],
      ] as const) {
        for (const { body } of await answersFor(viewer, operation)) {
          if (others.some((other) => appearsIn(body, other))) shown = true;
        }
      }
      expect(shown, `${operation.path} showed no one the fixture is about to hide`).toBe(true);
      for (const { body } of await answersFor(tomas, operation))
        if (appearsIn(body, dora)) showsDora.add(operation.path);
    }
    expect(showsDora.size).toBeGreaterThanOrEqual(10);
  }, 240_000);

  it('after the block and the cancellation, no list shows a hidden person to anyone', async () => {
    await block(app, ana.id, bruno.id);
    await block(app, bruno.id, agency.id);
    await ok(carla, 'POST', '/api/users/cancel', { password: PASSWORD });
    const moderator = await createModerator(app);
    await moderate(app, moderator, dora.id, { suspend: { days: 3, reason: 'Spam', note: '' } });
    await app.database.db.execute(sql`update users set agency_verified_at = null where id = ${scout.id}`);
    const hidden = [
      [ana, [bruno, carla, dora]],
      [bruno, [ana, agency, carla, dora]],
      [agency, [bruno, carla, dora, eva]],
      [scout, [carla, dora, eva]],
      [tomas, [carla, dora]],
    ] as const;
    const leaks: string[] = [];
    for (const operation of operations) {
      for (const [viewer, others] of hidden) {
        for (const { url, body } of await answersFor(viewer, operation)) {
          for (const other of others) {
            if (appearsIn(body, other)) leaks.push(`GET ${url} as ${viewer.tag} shows ${other.tag}`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('after the suspension is lifted, every list that showed the suspended person shows her again', async () => {
    await moderate(app, await createModerator(app), dora.id, { lift: '' });
    const missing: string[] = [];
    for (const operation of operations) {
      if (!showsDora.has(operation.path)) continue;
      const answers = await answersFor(tomas, operation);
      if (!answers.some(({ body }) => appearsIn(body, dora))) missing.push(operation.path);
    }
    expect(missing).toEqual([]);
  });

  it('knows every write of the document: one that reaches a person, or one that reaches no one else', () => {
    const writes = writeOperations(doc);
    const unknown = writes.filter((write) => !(write in TOWARD_A_PERSON) && !REACHES_NO_ONE.has(write));
    expect(unknown).toEqual([]);
    for (const write of Object.keys(TOWARD_A_PERSON)) expect(writes).toContain(write);
  });

  it('refuses every write of an unverified agency toward a minor as for no one, and she sees no change', async () => {
    const seenByEva = async (agencies: readonly Person[]) => {
      const shown: string[] = [];
      for (const operation of operations) {
        for (const { url, body } of await answersFor(eva, operation)) {
          for (const one of agencies) if (appearsIn(body, one)) shown.push(`${url} shows ${one.tag}`);
        }
      }
      return shown.sort();
    };
    const before = await seenByEva([agency, scout]);
    const answers: string[] = [];
    for (const caller of [agency, scout]) {
      const listId = listOf.get(caller)!;
      const { opportunityId, roleId, evaApplication } = castingOf.get(caller)!;
      const casting = { opportunityId, roleId };
      const target: Target = {
        ...{ userId: eva.id, profileUrl: eva.profileUrl, ...evaContent, listId, ...casting },
        applicationId: evaApplication,
      };
      const ghost: Target = {
        userId: eva.id + 1_000_000,
        profileUrl: 'nadie-en-vitrina',
        textPost: evaContent.textPost + 1_000_000,
        photoPost: evaContent.photoPost + 1_000_000,
        comment: evaContent.comment + 1_000_000,
        listId,
        ...casting,
        applicationId: evaApplication + 1_000_000,
      };
      for (const [key, aimed] of Object.entries(TOWARD_A_PERSON)) {
        const toGhost = aimed(ghost);
        for (const [index, write] of aimed(target).entries()) {
          const res = await http.as(caller).request(write.method, write.url, { body: write.body });
          const missing = await http.as(caller).request(toGhost[index]!.method, toGhost[index]!.url, {
            body: toGhost[index]!.body,
          });
          // As for no one: the same status and body as the same write aimed at a person or item that does not exist.
          if (res.statusCode !== missing.statusCode || res.body !== missing.body) {
            answers.push(`${key} as ${caller.tag}: ${res.statusCode} ${res.body}, to no one ${missing.statusCode}`);
          }
        }
      }
    }
    expect(answers).toEqual([]);
    expect(await runRound(app, 'view-counter')).toBe(0);
    expect(await seenByEva([agency, scout])).toEqual(before);
  });
});
