import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createAgency, publish, uploadForPost } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/**
 * What a reader of the PDF finds in it: its pages and its text (pdf.js, through unpdf), and its pictures in
 * the order they were placed, each with its width and, for a photo (a JPEG kept as it is), its mean colour.
 */
async function readPdf(bytes: Buffer) {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  const raw = bytes.toString('latin1');
  const pictures = [];
  // Image dictionaries hold no nested dictionary; a soft mask (the QR code's alpha) is not a picture of its own.
  for (const match of raw.matchAll(/<<([^<>]*\/Subtype \/Image[^<>]*)>>\s*stream\r?\n/g)) {
    const dictionary = match[1]!;
    if (dictionary.includes('/DeviceGray')) continue;
    const width = Number(/\/Width (\d+)/.exec(dictionary)?.[1]);
    if (!dictionary.includes('/DCTDecode')) {
      pictures.push({ width, rgb: null });
      continue;
    }
    const start = match.index + match[0].length;
    const jpeg = bytes.subarray(start, start + Number(/\/Length (\d+)/.exec(dictionary)?.[1]));
    const { channels } = await sharp(jpeg).stats();
    pictures.push({ width, rgb: channels.slice(0, 3).map((channel) => Math.round(channel.mean)) });
  }
  return { totalPages, text, pictures };
}

/** A photo of one colour: noise (an upload needs more than a kilobyte) under a veil of that colour. */
const colouredPhoto = (background: string) =>
  sharp({
    create: { width: 320, height: 480, channels: 3, background, noise: { type: 'gaussian', mean: 0, sigma: 8 } },
  })
    .composite([
      {
        input: { create: { width: 320, height: 480, channels: 4, background: { ...hex(background), alpha: 0.85 } } },
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
function hex(colour: string) {
  const value = Number.parseInt(colour.slice(1), 16);
  return { r: value >> 16, g: (value >> 8) & 255, b: value & 255 };
}
const isReddish = (rgb: number[] | null) => !!rgb && rgb[0]! > 150 && rgb[1]! < 100 && rgb[2]! < 100;
const isBluish = (rgb: number[] | null) => !!rgb && rgb[2]! > 150 && rgb[0]! < 100 && rgb[1]! < 100;

/** A talent's one-page comp card, to download and to share by a public link until revoked. */
describe(`the comp card (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL: 'https://vitrina.test' });
    http = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function talentWith(options: {
    nombre: string;
    apellido: string;
    langCode: 'es' | 'en';
    categoryIds: number[];
  }) {
    const talent = await createUser(app, { type: 'talento', ...options });
    for (const categoryId of options.categoryIds) {
      const res = await http.as(talent).post('/api/categories/subscribe', { categoryId });
      expect(res.statusCode, res.body).toBe(200);
    }
    return talent;
  }

  async function postPhotos(author: TestUser, photos: Buffer[]) {
    const names: string[] = [];
    for (const [i, photo] of photos.entries())
      names.push(await uploadForPost(app, author, photo, `foto-${i}.jpg`, 'image/jpeg'));
    return publish(app, author, { description: 'Sesión', files: names.map((filename) => ({ filename })) });
  }

  const pathOf = (url: string) => new URL(url).pathname;

  it('is one A4 page in Spanish: the name, categories, place, the portfolio’s photos first and a QR code; no e-mail', async () => {
    const lucia = await talentWith({ nombre: 'Lucía', apellido: 'Núñez Peña', langCode: 'es', categoryIds: [2, 4] });
    const pinned = await postPhotos(lucia, [await colouredPhoto('#d01818')]);
    await postPhotos(lucia, [await colouredPhoto('#1830d0'), await colouredPhoto('#1830d0')]);
    expect((await http.as(lucia).put(`/api/posts/${pinned.id}/pin`, {})).statusCode).toBe(200);

    const res = await http.as(lucia).get('/api/users/me/comp-card');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="comp-card-${lucia.profileUrl}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { totalPages, text, pictures } = await readPdf(res.rawPayload);

    expect(totalPages).toBe(1);
    expect(text).toContain('Lucía Núñez Peña');
    expect(text).toContain('Música y baile · Cinematografía');
    expect(text).toContain('Guadalajara, México');
    expect(text).toContain('Contacto a través de Vitrina');
    expect(text).toContain(`https://vitrina.test/profile/${lucia.profileUrl}`);
    expect(text).not.toContain('Contact through Vitrina');
    // Never how to reach her outside Vitrina, nor her age.
    expect(text).not.toContain(lucia.email);
    expect(text).not.toContain('@');
    expect(text).not.toContain('1995');

    // The pinned photo leads, then the newest; the QR code comes last.
    expect(pictures).toHaveLength(4);
    expect(isReddish(pictures[0]!.rgb), JSON.stringify(pictures[0])).toBe(true);
    expect(isBluish(pictures[1]!.rgb) && isBluish(pictures[2]!.rgb)).toBe(true);
    expect(pictures.map((picture) => picture.width)).toEqual([618, 618, 618, 1024]);
  });

  it('is in English for a talent who chose English, on one page however long the name and the categories', async () => {
    const name = { nombre: 'Maximiliana Guadalupe', apellido: 'de la Concepción Fernández-Villaseñor' };
    const ann = await talentWith({ ...name, langCode: 'en', categoryIds: [1, 2, 3, 4, 5, 6, 7, 8] });
    const res = await http.as(ann).get('/api/users/me/comp-card', { lang: 'es' });
    expect(res.statusCode, res.body).toBe(200);
    const { totalPages, text, pictures } = await readPdf(res.rawPayload);

    expect(totalPages).toBe(1);
    expect(text.replace(/-\n/g, '-').replace(/\s+/g, ' ')).toContain(`${name.nombre} ${name.apellido}`);
    expect(text).toContain('Contact through Vitrina');
    expect(text).toContain('Music and dance');
    expect(text).toContain('Guadalajara, Mexico');
    expect(text).not.toContain('Contacto a través de Vitrina');
    expect(text).not.toContain(ann.email);
    expect(text).toContain(`https://vitrina.test/profile/${ann.profileUrl}`);
    // No photos yet: only the QR code.
    expect(pictures).toHaveLength(1);
  });

  it('points its link at the public page while that page is on', async () => {
    const talent = await talentWith({ nombre: 'Inés', apellido: 'Vidal', langCode: 'es', categoryIds: [3] });
    expect((await http.as(talent).post('/api/users/public-profile', { public: true })).statusCode).toBe(200);
    const { text } = await readPdf((await http.as(talent).get('/api/users/me/comp-card')).rawPayload);
    expect(text).toContain(`https://vitrina.test/p/${talent.profileUrl}`);
    expect(text).not.toContain('/profile/');
  });

  it('shares by a public link: the same link when asked twice, readable without a session, gone once revoked', async () => {
    const talent = await talentWith({ nombre: 'Rocío', apellido: 'Enlace', langCode: 'es', categoryIds: [3] });
    const own = http.as(talent);
    expect((await own.get('/api/users/me/comp-card/link')).json()).toEqual({ url: null });

    const created = await own.post('/api/users/me/comp-card/link');
    expect(created.statusCode, created.body).toBe(200);
    const { url } = created.json() as { url: string };
    expect(url).toMatch(/^https:\/\/vitrina\.test\/api\/comp-cards\/[A-Za-z0-9_-]{32}$/);
    expect((await own.post('/api/users/me/comp-card/link')).json()).toEqual({ url });
    expect((await own.get('/api/users/me/comp-card/link')).json()).toEqual({ url });

    const shared = await http.get(pathOf(url));
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.headers['content-type']).toBe('application/pdf');
    expect(shared.headers['content-disposition']).toBe(`inline; filename="comp-card-${talent.profileUrl}.pdf"`);
    const { text } = await readPdf(shared.rawPayload);
    expect(text).toContain('Rocío Enlace');
    expect(text).toContain('Arte');
    expect(text).not.toContain(talent.email);

    expect((await own.delete('/api/users/me/comp-card/link')).statusCode).toBe(204);
    expect((await http.get(pathOf(url))).statusCode).toBe(404);
    expect((await own.get('/api/users/me/comp-card/link')).json()).toEqual({ url: null });
    expect((await own.delete('/api/users/me/comp-card/link')).statusCode).toBe(204);

    // A new link is a new address; the revoked one stays dead.
    const again = (await own.post('/api/users/me/comp-card/link')).json() as { url: string };
    expect(again.url).not.toBe(url);
    expect((await http.get(pathOf(again.url))).statusCode).toBe(200);
    expect((await http.get(pathOf(url))).statusCode).toBe(404);
  });

  it('answers 404 for an unknown link and while the account is cancelled', async () => {
    expect((await http.get('/api/comp-cards/nadie-tiene-este-enlace')).statusCode).toBe(404);
    const talent = await talentWith({ nombre: 'Irene', apellido: 'Cancelada', langCode: 'es', categoryIds: [] });
    const { url } = (await http.as(talent).post('/api/users/me/comp-card/link')).json() as { url: string };
    expect((await http.get(pathOf(url))).statusCode).toBe(200);

    await app.database.db.update(users).set({ cancelledAt: new Date() }).where(eq(users.id, talent.id));
    const gone = await http.get(pathOf(url));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('not_found');
  });

  it('is refused to agencies (403) and without a session (401)', async () => {
    const agency = await createAgency(app);
    for (const [method, url] of [
      ['GET', '/api/users/me/comp-card'],
      ['GET', '/api/users/me/comp-card/link'],
      ['POST', '/api/users/me/comp-card/link'],
      ['DELETE', '/api/users/me/comp-card/link'],
    ] as const) {
      const refused = await http.as(agency).request(method, url, { lang: 'en' });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({
        error: 'comp_card_talents_only',
        message: 'Only talents have a comp card.',
      });
      expect((await http.request(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
