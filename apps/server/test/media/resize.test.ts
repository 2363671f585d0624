import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESIZE_SIZES } from '@vitrina/contract/media';
import { createUser } from '../helpers/factories.ts';
import { makeImage, makePdf } from '../helpers/media-files.ts';
import { cacheFigure } from '../helpers/caches.ts';
import { storageOf, uploadPostFile, uploadUserImage } from '../helpers/media-flow.ts';
import { startTestS3, type TestS3 } from '../helpers/s3-server.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe.each(['local', 's3'] as const)(`the resize service on the %s driver (${engineName})`, (driver) => {
  let app: TestApp;
  let s3: TestS3 | undefined;
  let image: string;

  beforeAll(async () => {
    if (driver === 's3') s3 = await startTestS3();
    app = await createTestApp(s3?.env ?? {});
    const user = await createUser(app);
    const { res } = await uploadUserImage(app, user, 'profile', await makeImage(900, 600));
    image = res.json().image;
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => createClient(app).get(url, { headers });
  /** Crops this process has computed, as its cache of variants reports them. */
  const computations = () => cacheFigure(app, 'image-variants', 'computations');

  it('crops an allowed size to exactly that size, stores it, and serves it with immutable caching and an ETag', async () => {
    const res = await get(`/resize/c124x124/${image}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 124, 124]);
    expect(await storageOf(app).head(`variants/c124x124/${image}`)).not.toBeNull();

    const wide = await get(`/resize/c318x122/${image}`);
    const wideMeta = await sharp(wide.rawPayload).metadata();
    expect([wideMeta.width, wideMeta.height]).toEqual([318, 122]);
  });

  it('scales a height- or width-bounded variant to that side keeping the shape, and never enlarges', async () => {
    for (const [size, expected] of [
      ['h240', [360, 240]],
      ['h480', [720, 480]],
      ['w640', [640, 427]],
      ['w1280', [900, 600]],
    ] as const) {
      const res = await get(`/resize/${size}/${image}`);
      expect(res.statusCode, size).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height], size).toEqual(expected);
      expect(await storageOf(app).head(`variants/${size}/${image}`)).not.toBeNull();
    }
    const user = await createUser(app);
    const small = (await uploadUserImage(app, user, 'profile', await makeImage(300, 200))).res.json().image;
    const meta = await sharp((await get(`/resize/h480/${small}`)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
  });

  it('answers 304 to a repeat carrying the ETag, with the same cache headers and no body', async () => {
    const first = await get(`/resize/c92x92/${image}`);
    const etag = first.headers.etag as string;
    const repeat = await get(`/resize/c92x92/${image}`, { 'if-none-match': etag });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.rawPayload.length).toBe(0);
    expect(repeat.headers.etag).toBe(etag);
    expect(repeat.headers['cache-control']).toBe(IMMUTABLE);
    const listed = await get(`/resize/c92x92/${image}`, { 'if-none-match': `"other", W/${etag}` });
    expect(listed.statusCode).toBe(304);
    const stale = await get(`/resize/c92x92/${image}`, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    // Another size is another variant with another ETag.
    expect((await get(`/resize/c36x36/${image}`)).headers.etag).not.toBe(etag);
  });

  it('answers 404 for a size outside the allow-list, without computing anything', async () => {
    const before = computations();
    for (const size of ['c37x37', 'c5000x5000', 'c0x0', '36x36', 'w200', 'h241', 'h', 'c36x36x', 'c036x036']) {
      const res = await get(`/resize/${size}/${image}`);
      expect(res.statusCode, size).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
    expect(computations()).toBe(before);
  });

  it('answers 404 for missing images, documents, pending uploads and any other name', async () => {
    const user = await createUser(app);
    const doc = (await uploadPostFile(app, user, makePdf(), 'cv.pdf', 'application/pdf')).res.json().filename;
    for (const name of [
      `profile_${'0'.repeat(24)}.jpg`,
      doc,
      'a'.repeat(32),
      'index.html',
      'default-profile.png',
      'https:%2F%2Fevil.example%2Fx.jpg',
      '%2Fetc%2Fpasswd',
    ]) {
      expect((await get(`/resize/c36x36/${name}`)).statusCode, name).toBe(404);
    }
    expect((await get(`/media/profile_${'0'.repeat(24)}.jpg`)).statusCode).toBe(404);
  });

  it('computes a variant once for 20 concurrent first requests, all of which get the same bytes', async () => {
    const before = computations();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(`/resize/c309x309/${image}`)));
    expect(computations() - before).toBe(1);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(Buffer.compare(res.rawPayload, answers[0]!.rawPayload)).toBe(0);
    }
    // Later requests are served from the stored variant.
    await get(`/resize/c309x309/${image}`);
    expect(computations() - before).toBe(1);
  });

  it('serves the default avatar and cover at every allowed size, and in full', async () => {
    for (const size of RESIZE_SIZES) {
      const res = await get(`/resize/${size}/default-profile.jpg`);
      expect(res.statusCode, size).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      if (size.startsWith('c')) expect([meta.width, meta.height], size).toEqual(size.slice(1).split('x').map(Number));
      else expect(meta.height, size).toBeLessThanOrEqual(Number(size.slice(1)));
    }
    const cover = await get('/resize/c318x122/default-cover.jpg');
    expect(cover.statusCode).toBe(200);
    for (const name of ['default-profile.jpg', 'default-cover.jpg']) {
      const full = await get(`/media/${name}`);
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/jpeg');
      expect(full.headers['cache-control']).toBe(IMMUTABLE);
      const again = await get(`/media/${name}`, { 'if-none-match': full.headers.etag as string });
      expect(again.statusCode).toBe(304);
    }
  });

  it('serves the processed original under /media with the same cache rules and 304', async () => {
    const res = await get(`/media/${image}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    const again = await get(`/media/${image}`, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    const head = await createClient(app).request('HEAD', `/resize/c36x36/${image}`);
    expect(head.statusCode).toBe(200);
  });
});
