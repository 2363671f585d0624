import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visibleTo } from '../../src/modules/graph/visibility.ts';
import { createFeedRepository } from '../../src/modules/feed/feed.repository.ts';
import { createKeptLists, createKeptPages } from '../../src/modules/feed/kept-pages.ts';
import type { PostRecord } from '../../src/modules/posts/post-rows.ts';
import type { TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTalent, publishText } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

// Decision 0005, one read anew at a time: readers who find the page being read anew wait for that read, yet each
// gets every write that answered before they came, and a changed page is read once, not once per reader.

const all = { kind: 'all' } as const;
const firstPage = { page: 1 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `done()` holds, or after `ms`. */
async function until(done: () => boolean, ms: number) {
  for (let waited = 0; !done() && waited < ms; waited += 10) await sleep(10);
}

/** A promise and the function that settles it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe(`kept pages read anew one at a time (${engineName})`, () => {
  let app: TestApp;
  let reader: TestUser;
  let author: TestUser;
  let firstId: number;

  beforeAll(async () => {
    app = await createTestApp();
    [reader, author] = await Promise.all([createTalent(app, 'Lectora'), createTalent(app, 'Autora')]);
    firstId = (await publishText(app, author, 'primero')).id;
  });
  afterAll(() => app.close());

  /**
   * The global feed's pages over the app's database, each read of a page counted; while `held` is set, a read
   * that has run its statement waits for it (its rows already read), and `ran` settles.
   */
  function keptLists() {
    const db = app.database.db;
    const repository = createFeedRepository(db);
    const gate = { reads: 0, held: null as null | Promise<void>, ran: deferred() };
    const counted = {
      async listPage(...args: Parameters<typeof repository.listPage>): Promise<PostRecord[]> {
        gate.reads += 1;
        const rows = await repository.listPage(...args);
        gate.ran.resolve();
        if (gate.held) await gate.held;
        return rows;
      },
    };
    const kept = createKeptPages(db, { bytes: 1 << 20, countersMs: 60_000 });
    // Readers whose stamp failed, counted as they ask for a read.
    const asked = { count: 0 };
    const lists = createKeptLists(db, counted, {
      ...kept,
      reads: (...args) => {
        asked.count += 1;
        return kept.reads(...args);
      },
    });
    const page = async () => (await lists.page(visibleTo(reader.id), all, firstPage)).map((row) => row.description);
    return { gate, asked, page };
  }

  it('gives a reader who came during a read begun before a write that write, not that read', async () => {
    const { gate, asked, page } = keptLists();
    expect(await page()).toEqual(['primero']);

    // A read anew starts (the reader's like moved their version) and has read its rows when a post answers.
    const like = await createClient(app).as(reader).post(`/api/reactions/like/post/${firstId}`);
    expect(like.statusCode).toBe(200);
    const release = deferred();
    gate.held = release.promise;
    gate.ran = deferred();
    const begun = page();
    await gate.ran.promise;
    await publishText(app, author, 'segundo');

    // The reader who comes now waits for that read, and then gets the new post. The read is held a moment (until the
    // reader asks for a read, or 200 ms), so a reader who took it would have found it under way.
    const asking = asked.count;
    const came = page();
    await until(() => asked.count > asking, 200);
    gate.held = null;
    release.resolve();
    expect(await begun).toEqual(['primero']);
    expect(await came).toEqual(['segundo', 'primero']);
  });

  it('reads a changed page once for every reader who came while it was being read', async () => {
    const { gate, asked, page } = keptLists();
    expect(await page()).toEqual(['segundo', 'primero']);
    await publishText(app, author, 'tercero');

    const release = deferred();
    gate.held = release.promise;
    gate.ran = deferred();
    gate.reads = 0;
    asked.count = 0;
    const readers = Array.from({ length: 10 }, () => page());
    await gate.ran.promise;
    // Released once every reader has found the page changed: the read under way began after they came.
    await until(() => asked.count === readers.length, 5_000);
    gate.held = null;
    release.resolve();
    for (const read of await Promise.all(readers)) expect(read).toEqual(['tercero', 'segundo', 'primero']);
    expect(asked.count).toBe(readers.length);
    expect(gate.reads).toBe(1);
  });
});
