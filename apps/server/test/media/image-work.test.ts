import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@vitrina/contract/error-catalogue';
import { mediaFileSchema } from '@vitrina/contract/media';
import { postSchema } from '@vitrina/contract/posts';
import { queryRows } from '../../src/db/client.ts';
import { readImageHeader } from '../../src/modules/media/image-processor.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { makeImage } from '../helpers/media-files.ts';
import {
  askPostUpload,
  completePostUpload,
  createPausableImages,
  stagePostUpload,
  waitUntil,
} from '../helpers/media-flow.ts';
import { METRICS_ENV, scrapeMetrics, valueOf } from '../helpers/metrics.ts';
import { settledWithin } from '../helpers/raw-http.ts';
import { settled } from '../helpers/rounds.ts';
import { createAppPair } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/** The image queue of uploads as `/metrics` reports it: images waiting, and being processed. */
async function imageWork(app: TestApp) {
  const text = await scrapeMetrics(app);
  const state = (name: string) => valueOf(text, 'vitrina_image_work', { state: name });
  return { queued: state('queued'), active: state('active') };
}

/**
 * Pixel work runs in a queue with a fixed number of workers (IMAGE_WORKERS), at most two images of one
 * person at a time, people served in turn: one person's pile of uploads never holds another's. Each test
 * holds the encoder (createPausableImages) and looks at what is being processed and what waits.
 */
describe(`the image work queue (${engineName})`, () => {
  const images = createPausableImages();
  let app: TestApp;
  let photo: Buffer;
  let otherPhoto: Buffer;

  beforeAll(async () => {
    app = await createTestApp({ ...METRICS_ENV, IMAGE_WORKERS: '3' }, {}, undefined, {
      imageProcessor: images.processor,
    });
    [photo, otherPhoto] = await Promise.all([makeImage(320, 240), makeImage(240, 320)]);
  });
  beforeEach(() => images.pause());
  afterAll(async () => {
    images.open();
    await app?.close();
  });

  const stats = () => imageWork(app);
  const stage = (user: TestUser, bytes = photo) => stagePostUpload(app, user, bytes, 'foto.jpg', 'image/jpeg');
  const complete = (user: TestUser, uploadIds: string[]) =>
    uploadIds.map((uploadId) => completePostUpload(app, user, uploadId));
  /** Lets every photo through and waits for their pixel work, which goes on after the completions answer. */
  const finish = async () => {
    images.open();
    await settled(app, 'images');
  };

  it('completion answers once the checks pass; the pixel work follows, and a post naming the upload waits for it', async () => {
    const ana = await createUser(app);
    const uploadId = await stage(ana);
    // The encoder is held: the answer cannot be waiting for it.
    const res = await settledWithin(completePostUpload(app, ana, uploadId), 10_000, 'the completion');
    expect(res.statusCode, res.body).toBe(200);
    const file = mediaFileSchema.parse(res.json());
    expect(file).toMatchObject({ type: 'PHOTO', ext: 'jpg', width: 320, height: 240, size: 0 });
    expect(file.filename).toMatch(/^photo_[a-f0-9]{24}\.jpg$/);
    await images.whenEntered(1);

    let answered = false;
    const posting = createClient(app)
      .as(ana)
      .post('/api/posts', { description: 'Playa', files: [{ filename: uploadId }] })
      .finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    images.open();
    const post = await posting;
    expect(post.statusCode, post.body).toBe(200);
    const [attached] = postSchema.parse(post.json()).files;
    expect(attached).toMatchObject({ filename: file.filename, width: 320, height: 240 });
    expect(attached!.size).toBeGreaterThan(0);
    expect((await createClient(app).get(file.url)).statusCode).toBe(200);
  });

  it('a person’s third image waits while their first two are processed, then goes', async () => {
    const ana = await createUser(app);
    const uploads = await Promise.all([stage(ana), stage(ana), stage(ana)]);
    const completing = complete(ana, uploads);

    await images.whenEntered(2);
    await waitUntil(async () => (await stats()).queued === 1);
    // A worker is free, yet the third waits: two at a time is a person's share.
    expect(await stats()).toEqual({ queued: 1, active: 2 });
    expect(images.entered).toHaveLength(2);

    images.releaseOne();
    await images.whenEntered(3);
    expect(await stats()).toEqual({ queued: 0, active: 2 });
    for (const res of await Promise.all(completing)) expect(res.statusCode).toBe(200);
    await finish();
    expect(await stats()).toEqual({ queued: 0, active: 0 });
  });

  it('another person’s upload is not held behind the first person’s queue', async () => {
    const [ana, bruno] = [await createUser(app), await createUser(app)];
    const anas = await Promise.all([stage(ana), stage(ana), stage(ana), stage(ana)]);
    const anaCompleting = complete(ana, anas);
    await images.whenEntered(2);
    await waitUntil(async () => (await stats()).queued === 2);

    const brunoCompleting = completePostUpload(app, bruno, await stage(bruno, otherPhoto));
    await images.whenEntered(3);
    expect(images.entered[2]!.equals(otherPhoto)).toBe(true);
    expect(await stats()).toEqual({ queued: 2, active: 3 });

    expect((await brunoCompleting).statusCode).toBe(200);
    for (const res of await Promise.all(anaCompleting)) expect(res.statusCode).toBe(200);
    await finish();
  });

  it('people take turns: when a worker frees up, the person who waited goes before the first one’s next', async () => {
    const [ana, bruno, carla] = [await createUser(app), await createUser(app), await createUser(app)];
    const anaCompleting = complete(ana, await Promise.all([stage(ana), stage(ana), stage(ana), stage(ana)]));
    await images.whenEntered(2);
    await waitUntil(async () => (await stats()).queued === 2);
    const carlaCompleting = complete(carla, [await stage(carla)]);
    await images.whenEntered(3);
    // Every worker is busy; Bruno's one photo queues behind Ana's two waiting ones.
    const brunoCompleting = complete(bruno, [await stage(bruno, otherPhoto)]);
    await waitUntil(async () => (await stats()).queued === 3);

    images.releaseOne(); // Ana's first is done
    await images.whenEntered(4);
    expect(images.entered[3]!.equals(otherPhoto)).toBe(true);

    for (const res of await Promise.all([...anaCompleting, ...carlaCompleting, ...brunoCompleting]))
      expect(res.statusCode).toBe(200);
    await finish();
  });
});

describe(`a photo whose pixels fail after its completion answered (${engineName})`, () => {
  // A header that reads well over pixels that do not: only the encoding finds it.
  const failing = { readImageHeader, encodePhoto: () => Promise.reject(new Error('premature end of data')) };
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({}, {}, undefined, { imageProcessor: failing });
  });
  afterAll(async () => {
    await app?.close();
  });

  /**
   * Ana's photo completed through `completing`, its pixel work failed there, and a post naming it sent through
   * `posting` in `lang`: 415 `image_invalid` in that language, the incoming file gone. Answers Ana and the upload.
   */
  async function refusedPost(completing: TestApp, posting: TestApp, lang: 'es' | 'en') {
    const ana = await createUser(completing);
    const uploadId = await stagePostUpload(completing, ana, await makeImage(320, 240), 'foto.jpg', 'image/jpeg');
    expect((await completePostUpload(completing, ana, uploadId)).statusCode).toBe(200);
    await settled(completing, 'images');

    const post = await createClient(posting)
      .as(ana)
      .post('/api/posts', { description: 'Playa', files: [{ filename: uploadId }] }, { lang });
    expect([post.statusCode, post.json()]).toEqual([
      415,
      expect.objectContaining({ error: 'image_invalid', message: errorCatalogue.image_invalid[lang] }),
    ]);
    expect(existsSync(path.join(completing.dataDir, 'media', 'incoming', String(ana.id), uploadId))).toBe(false);
    return { ana, uploadId };
  }

  it('tells the post that names it, in its language, and forgets the upload', async () => {
    await refusedPost(app, app, 'en');
  });

  it('tells a post sent to another process of the deployment', async () => {
    const pair = await createAppPair({}, { imageProcessor: failing });
    try {
      const [first, second] = pair.apps;
      const { ana, uploadId } = await refusedPost(first, second, 'es');

      // Told while its URL lives; once it has run out, the next upload asked for sweeps the refused row away.
      const rowsOf = () =>
        queryRows(second.database.db, sql`select 1 from media_objects where upload_id = ${uploadId}`);
      expect(await rowsOf()).toHaveLength(1);
      await second.database.db.execute(
        sql`update media_objects set expires_at = now() - interval '1 hour' where upload_id = ${uploadId}`,
      );
      expect((await askPostUpload(second, ana, { filename: 'otra.jpg', type: 'image/jpeg' })).statusCode).toBe(200);
      expect(await rowsOf()).toHaveLength(0);
    } finally {
      await pair.close();
    }
  });
});

describe(`closing the app with images waiting (${engineName})`, () => {
  const images = createPausableImages();
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ ...METRICS_ENV, IMAGE_WORKERS: '1' }, {}, undefined, {
      imageProcessor: images.processor,
    });
  });
  afterAll(async () => {
    images.open();
    await app?.close();
  });

  it('a stop refuses the pixel work still queued and keeps its upload, for the post that names it later', async () => {
    const ana = await createUser(app);
    const photo = await makeImage(320, 240);
    const [first, second] = await Promise.all([
      stagePostUpload(app, ana, photo, 'uno.jpg', 'image/jpeg'),
      stagePostUpload(app, ana, photo, 'dos.jpg', 'image/jpeg'),
    ]);
    expect((await completePostUpload(app, ana, first!)).statusCode).toBe(200);
    await images.whenEntered(1);
    expect((await completePostUpload(app, ana, second!)).statusCode).toBe(200);
    await waitUntil(async () => (await imageWork(app)).queued === 1);

    const closing = app.server.close();
    images.open();
    await closing;
    await settled(app, 'images');
    // Never encoded, not a failed file: the upload stays, to be processed when a post names it.
    expect(images.entered).toHaveLength(1);
    expect(existsSync(path.join(app.dataDir, 'media', 'incoming', String(ana.id), second!))).toBe(true);
  });
});
