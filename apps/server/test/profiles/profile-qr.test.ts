import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { block, createAgency, createTalent } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

// A CommonJS module typed with a default export: under NodeNext the default import is the module itself.
const jsQR = jsQRModule.default;

/** What a phone's camera would read from the PNG. */
async function readQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe(`a profile's QR code (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is a 1024 px PNG that reads as the profile’s address, and an SVG of the same', async () => {
    const talent = await createTalent(app, 'Lucía');
    const viewer = await createTalent(app);
    const png = await http.as(viewer).get(`/api/users/${talent.profileUrl}/qr/png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe('attachment; filename="vitrina-qr.png"');
    const bytes = png.rawPayload;
    expect((await sharp(bytes).metadata()).width).toBe(1024);
    expect(await readQr(bytes)).toBe(`${app.config.publicUrl}/profile/${talent.profileUrl}`);

    const svg = await http.as(talent).get(`/api/users/${talent.profileUrl}/qr/svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toMatch(/^<svg [^>]*viewBox=/);
    // Drawn to a bitmap, the SVG reads as the same address.
    expect(await readQr(await sharp(svg.rawPayload, { density: 300 }).png().toBuffer())).toBe(
      `${app.config.publicUrl}/profile/${talent.profileUrl}`,
    );
  });

  it('opens the public page while it is on, and the profile says so to every viewer', async () => {
    const talent = await createTalent(app, 'Lucía');
    const viewer = await createAgency(app);
    const hasPublicPage = async () =>
      (await http.as(viewer).get(`/api/users/${talent.profileUrl}/profile`)).json().user.hasPublicPage;
    const qrLink = async () => readQr((await http.as(viewer).get(`/api/users/${talent.profileUrl}/qr/png`)).rawPayload);
    expect(await hasPublicPage()).toBe(false);

    const on = await http.as(talent).post('/api/users/public-profile', { public: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(await hasPublicPage()).toBe(true);
    expect(await qrLink()).toBe(`${app.config.publicUrl}/p/${talent.profileUrl}`);
    expect((await http.get(`/p/${talent.profileUrl}`)).statusCode).toBe(200);

    await http.as(talent).post('/api/users/public-profile', { public: false });
    expect(await hasPublicPage()).toBe(false);
    expect(await qrLink()).toBe(`${app.config.publicUrl}/profile/${talent.profileUrl}`);
  });

  it('is refused to visitors, for agencies (they have no profile page), other formats, and across a block both ways', async () => {
    const talent = await createTalent(app);
    const agency = await createAgency(app);
    const blocker = await createTalent(app);
    expect((await http.get(`/api/users/${talent.profileUrl}/qr/png`)).statusCode).toBe(401);
    expect((await http.as(talent).get(`/api/users/${agency.profileUrl}/qr/png`)).statusCode).toBe(404);
    expect((await http.as(talent).get(`/api/users/nadie-con-esta-url/qr/svg`)).statusCode).toBe(404);
    expect((await http.as(talent).get(`/api/users/${talent.profileUrl}/qr/gif`)).statusCode).toBe(400);

    expect((await http.as(talent).get(`/api/users/${blocker.profileUrl}/qr/png`)).statusCode).toBe(200);
    await block(app, blocker.id, talent.id);
    expect((await http.as(talent).get(`/api/users/${blocker.profileUrl}/qr/png`)).statusCode).toBe(404);
    expect((await http.as(blocker).get(`/api/users/${talent.profileUrl}/qr/png`)).statusCode).toBe(404);
  });
});
