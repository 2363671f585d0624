import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@vitrina/contract/error-catalogue';
import { createUser } from '../helpers/factories.ts';
import { makePdf } from '../helpers/media-files.ts';
import { askPostUpload, askUserUpload, uploadPostFile } from '../helpers/media-flow.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/**
 * At most 60 uploads an hour per person (rateRules.uploadPerUser), counted when an upload is asked for
 * (either aws-url), so a refused one costs the server nothing. Uploads here are completed, so the
 * separate cap on uploads left open (40) is never what answers.
 */
describe(`uploads per person and hour (${engineName})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('the 61st upload within an hour answers 429 in the request’s language; another person may still upload', async () => {
    const [ana, bruno] = [await createUser(app), await createUser(app)];
    const pdf = makePdf();
    for (let i = 0; i < 60; i++) {
      const { res } = await uploadPostFile(app, ana, pdf, `documento-${i}.pdf`, 'application/pdf');
      expect(res.statusCode).toBe(200);
    }

    const profile = await askUserUpload(app, ana, { filename: 'yo.jpg', type: 'image/jpeg', image_type: 'profile' });
    expect(profile.statusCode).toBe(429);
    expect(profile.headers['retry-after']).toBeDefined();
    expect(profile.json()).toEqual({
      error: 'too_many_requests',
      message: errorCatalogue.too_many_requests.es,
      errors: [],
    });
    const post = await askPostUpload(app, ana, { filename: 'otro.pdf', type: 'application/pdf' }, 'en');
    expect(post.statusCode).toBe(429);
    expect(post.json()).toMatchObject({ error: 'too_many_requests', message: errorCatalogue.too_many_requests.en });

    expect((await askPostUpload(app, bruno, { filename: 'mio.pdf', type: 'application/pdf' })).statusCode).toBe(200);
  });
});
