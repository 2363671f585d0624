import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@vitrina/contract/posts';
import { encodePhoto, readImageHeader, type ImageProcessor } from '../../src/modules/media/image-processor.ts';
import { createUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { askPostUpload, askUserUpload, putBytes, saveUserImage, type UploadTicket } from '../helpers/media-flow.ts';
import { makeImage } from '../helpers/media-files.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/** Lets a test hold the pixel work of an upload where it is, and know when it got there. */
function createGate() {
  let enter!: () => void;
  let release!: () => void;
  const entered = new Promise<void>((resolve) => (enter = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return { entered, released, enter, release };
}

/** Resolves with the promise's value, or rejects if it has not settled after `ms` (a bound, not a speed target). */
function settledWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * On PGlite every query waits while a transaction is open, so pixel work inside one would stall the
 * whole server for as long as an image takes. These tests pause the image processing of a request and
 * show that other requests are served meanwhile.
 */
describe(`image processing never holds a transaction (${engineName})`, () => {
  let app: TestApp;
  let gate = createGate();
  const pausedProcessor: ImageProcessor = {
    readImageHeader,
    async encodePhoto(bytes) {
      gate.enter();
      await gate.released;
      return encodePhoto(bytes);
    },
  };

  beforeAll(async () => {
    app = await createTestApp({}, {}, undefined, { imageProcessor: pausedProcessor });
  });
  afterAll(async () => {
    gate.release();
    await app?.close();
  });

  const self = (token: string) => createClient(app).as(token).get('/api/users/self');

  it('while a new profile image is being processed, other requests are answered', async () => {
    gate = createGate();
    const [owner, someoneElse] = [await createUser(app), await createUser(app)];
    const asked = await askUserUpload(app, owner, { filename: 'yo.jpg', type: 'image/jpeg', image_type: 'profile' });
    const ticket = asked.json() as UploadTicket;
    expect(await putBytes(app, ticket.url, await makeImage(640, 480))).toBe(200);

    const saving = saveUserImage(app, owner, 'profile', ticket.filename);
    await settledWithin(gate.entered, 10_000);
    const meanwhile = await settledWithin(self(someoneElse.token), 5_000);
    expect(meanwhile.statusCode).toBe(200);

    gate.release();
    const saved = await saving;
    expect(saved.statusCode).toBe(200);
    expect((await self(owner.token)).json().user.profileImage).toBe(saved.json().image);
  });

  it('a post attachment is processed before the post’s transaction, and claimed inside it', async () => {
    gate = createGate();
    const [owner, someoneElse] = [await createUser(app), await createUser(app)];
    const asked = await askPostUpload(app, owner, { filename: 'obra.png', type: 'image/png', ext: 'png' });
    const ticket = asked.json() as UploadTicket;
    expect(await putBytes(app, ticket.url, await makeImage(500, 500, 'png'), 'image/png')).toBe(200);

    const publishing = createClient(app)
      .as(owner)
      .post('/api/posts', { description: 'Obra', files: [{ filename: ticket.filename }] });
    await settledWithin(gate.entered, 10_000);
    expect((await settledWithin(self(someoneElse.token), 5_000)).statusCode).toBe(200);
    gate.release();
    const published = await publishing;
    expect(published.statusCode, published.body).toBe(200);
    expect((published.json() as Post).files).toMatchObject([{ type: 'PHOTO', ext: 'jpg' }]);
  });

  // Why the rule matters: the same wait inside a transaction does stall PGlite.
  it.runIf(engineName === 'pglite')('pausing inside a transaction would stall every other request', async () => {
    const someone = await createUser(app);
    const held = createGate();
    const holding = app.database.db.transaction(async (tx) => {
      await tx.execute('select 1');
      held.enter();
      await held.released;
    });
    await held.entered;
    await expect(settledWithin(self(someone.token), 500)).rejects.toThrow(/still waiting/);
    held.release();
    await holding;
    expect((await self(someone.token)).statusCode).toBe(200);
  });
});
