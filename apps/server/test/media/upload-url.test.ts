import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories.ts';
import { makeImage } from '../helpers/media-files.ts';
import { createUploadSigner } from '../../src/modules/media/upload-signature.ts';
import { askUserUpload, putBytes, saveUserImage, storageOf } from '../helpers/media-flow.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/**
 * The local driver's own upload target: `PUT /uploads/<key>?exp=&sig=` opens exactly one pending
 * object for a limited time. (Test S3 servers do not check signatures, so this is tested here only.)
 */
describe(`signed upload URLs of the local driver (${engineName})`, () => {
  let app: TestApp;
  let jpeg: Buffer;

  beforeAll(async () => {
    app = await createTestApp();
    jpeg = await makeImage(320, 240);
  });
  afterAll(async () => {
    await app.close();
  });

  async function ticketFor() {
    const user = await createUser(app);
    const asked = await askUserUpload(app, user, { filename: 'a.jpg', image_type: 'profile' });
    const ticket = asked.json() as { url: string; filename: string };
    const url = new URL(ticket.url, 'http://vitrina.test');
    return {
      user,
      ticket,
      key: url.pathname.slice('/uploads/'.length),
      exp: url.searchParams.get('exp')!,
      sig: url.searchParams.get('sig')!,
    };
  }

  /** Signs as the app does, with the secret of its config (a URL the app did not hand out). */
  const signer = () => createUploadSigner(app.config.jwtSecret);
  const put = (url: string, bytes: Buffer, contentType = 'image/jpeg') =>
    createClient(app).put(url, bytes, { headers: { 'content-type': contentType } });

  it('accepts the bytes on the signed URL, whatever the declared content type', async () => {
    const { user, ticket } = await ticketFor();
    const res = await put(ticket.url, jpeg, 'application/json');
    expect(res.statusCode).toBe(200);
    expect((await saveUserImage(app, user, 'profile', ticket.filename)).statusCode).toBe(200);
  });

  it('refuses an expired URL (403 upload_url_expired)', async () => {
    const { key } = await ticketFor();
    const past = Math.floor(Date.now() / 1000) - 5;
    const res = await put(`/uploads/${key}?exp=${past}&sig=${signer().sign(key, past)}`, jpeg);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'upload_url_expired',
      message: 'El enlace de subida ha caducado. Vuelve a intentarlo.',
    });
    expect(await storageOf(app).head(key)).toBeNull();
  });

  it('refuses a tampered signature, a stretched expiry, a missing signature (403 upload_url_invalid)', async () => {
    const { key, exp, sig } = await ticketFor();
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `/uploads/${key}?exp=${exp}&sig=${flipped}`,
      `/uploads/${key}?exp=${Number(exp) + 3600}&sig=${sig}`,
      `/uploads/${key}?exp=${exp}`,
      `/uploads/${key}`,
      `/uploads/${key}?exp=${exp}&sig=${sig}x`,
    ]) {
      const res = await put(url, jpeg);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe('upload_url_invalid');
    }
    expect(await storageOf(app).head(key)).toBeNull();
  });

  it('a signature opens only its own key: another user’s key with my signature is refused', async () => {
    const mine = await ticketFor();
    const theirs = await ticketFor();
    const res = await put(`/uploads/${theirs.key}?exp=${mine.exp}&sig=${mine.sig}`, jpeg);
    expect(res.statusCode).toBe(403);
    expect(await storageOf(app).head(theirs.key)).toBeNull();
  });

  it('paths that leave the incoming folder answer 404 and write nothing', async () => {
    const { exp, sig, user } = await ticketFor();
    for (const path of [
      `incoming/${user.id}/../../secret`,
      `incoming/${user.id}/..%2F..%2Fsecret`,
      `media/profile_${'a'.repeat(24)}.jpg`,
      `incoming/${user.id}/${'a'.repeat(32)}/extra`,
      '../db/x',
    ]) {
      const res = await put(`/uploads/${path}?exp=${exp}&sig=${sig}`, jpeg);
      expect(res.statusCode, path).toBe(404);
    }
  });

  it('a valid signature for a key nobody asked for answers 404 (no pending upload)', async () => {
    const user = await createUser(app);
    const key = `incoming/${user.id}/${'b'.repeat(32)}`;
    const exp = Math.floor(Date.now() / 1000) + 60;
    const res = await put(`/uploads/${key}?exp=${exp}&sig=${signer().sign(key, exp)}`, jpeg);
    expect(res.statusCode).toBe(404);
  });

  it('a URL cannot be replayed once its upload was processed', async () => {
    const { user, ticket } = await ticketFor();
    expect(await putBytes(app, ticket.url, jpeg)).toBe(200);
    expect((await saveUserImage(app, user, 'profile', ticket.filename)).statusCode).toBe(200);
    const replay = await put(ticket.url, jpeg);
    expect(replay.statusCode).toBe(404);
  });

  it('limits how many uploads a user may leave open (429 after 40 within an hour)', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 40; i++) {
      const res = await askUserUpload(app, user, { filename: `f${i}.jpg`, image_type: 'cover' });
      expect(res.statusCode).toBe(200);
    }
    const over = await askUserUpload(app, user, { filename: 'one-more.jpg', image_type: 'cover' }, 'en');
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('too_many_requests');
  });
});
