import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { resizeUrl } from '@vitrina/contract/media-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import type { TestUser } from '../helpers/factories.ts';
import { makeImage } from '../helpers/media-files.ts';
import { createAgency, createTalent, publish, publishText, uploadForPost } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const metaOf = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe(`a public profile (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const setPublic = (user: TestUser, value: boolean) =>
    http.as(user).post('/api/users/public-profile', { public: value });
  const categoryName = async (lang: 'es' | 'en', id: number) =>
    ((await http.get(`/api/categories/${lang}/full`)).json() as Array<{ id: number; name: string }>).find(
      (category) => category.id === id,
    )?.name;

  it('is private by default: the page and the card answer 404, and the setting reads false', async () => {
    const talent = await createTalent(app, 'Lucía');
    expect((await http.as(talent).get('/api/users/self')).json().profile.public_profile).toBe(false);
    const page = await http.get(`/p/${talent.profileUrl}`);
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="es"');
    expect(page.body).toContain('Este perfil no está disponible');
    expect((await http.get(`/p/${talent.profileUrl}/card.png`)).statusCode).toBe(404);
    expect((await http.get('/p/nadie-con-esta-url')).statusCode).toBe(404);
  });

  it('turned on, is HTML for anyone: name, work, meta tags, escaped text, and nothing private', async () => {
    const talent = await createTalent(app, 'Marta <script>alert(1)</script>');
    await app.database.db
      .update(users)
      .set({ biography: 'Cantante de "boleros" & <b>jazz</b>', country: 'MX' })
      .where(eq(users.id, talent.id));
    await http.as(talent).post('/api/categories/subscribe', { categoryId: 4 });
    await publishText(app, talent, 'Concierto el sábado <img src=x onerror=alert(1)>');
    const turned = await setPublic(talent, true);
    expect(turned.statusCode).toBe(200);
    expect(turned.json()).toEqual({ public: true });
    expect((await http.as(talent).get('/api/users/self')).json().profile.public_profile).toBe(true);

    const page = await http.get(`/p/${talent.profileUrl}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("img-src 'self'");
    const html = page.body;
    expect(html).toContain('Marta &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).toContain('Concierto el sábado &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Cantante de &quot;boleros&quot; &amp; &lt;b&gt;jazz&lt;/b&gt;');
    expect(html).toContain(String(await categoryName('es', 4)));
    expect(html).toContain('Guadalajara, México');
    expect(html).toContain('href="/register"');
    expect(html).toContain('Únete a Vitrina');
    expect(html).toContain(`/resize/c170x170/`);
    expect(html).not.toContain(talent.email);
    expect(html).not.toContain('1995');
    expect(html).not.toMatch(/seguidores|followers/i);

    const pageUrl = `${app.config.publicUrl}/p/${talent.profileUrl}`;
    expect(metaOf(html, 'og:type')).toBe('profile');
    expect(metaOf(html, 'og:url')).toBe(pageUrl);
    expect(metaOf(html, 'og:title')).toContain('Marta &lt;script&gt;');
    expect(metaOf(html, 'og:image')).toBe(`${pageUrl}/card.png?lang=es`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="${pageUrl}">`);
  });

  it('shows the newest photos, and none of a post deleted since', async () => {
    const talent = await createTalent(app, 'Clara');
    await setPublic(talent, true);
    const photo = async (description: string) => {
      const upload = await uploadForPost(app, talent, await makeImage(320, 240), 'foto.jpg', 'image/jpeg');
      return publish(app, talent, { description, files: [{ filename: upload }] });
    };
    const kept = (await photo('Ensayo')).files[0]!.filename;
    const deleted = await photo('Borrado');
    expect((await http.as(talent).delete(`/api/posts/${deleted.id}`)).statusCode).toBe(204);

    const html = (await http.get(`/p/${talent.profileUrl}`)).body;
    const grid = /<section class="card" aria-labelledby="photos-title">.*?<\/section>/s.exec(html)?.[0] ?? '';
    expect(grid).toContain('<h2 id="photos-title">Fotos</h2>');
    expect(grid).toContain(resizeUrl(kept, 'c309x309'));
    expect(grid).not.toContain(resizeUrl(deleted.files[0]!.filename, 'c309x309'));
  });

  it("speaks the visitor's language: the lang cookie first, then Accept-Language, else Spanish", async () => {
    const talent = await createTalent(app, 'Olga');
    await http.as(talent).post('/api/categories/subscribe', { categoryId: 4 });
    await setPublic(talent, true);
    const english = await http.get(`/p/${talent.profileUrl}`, { lang: 'en-GB,en;q=0.9' });
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('Join Vitrina');
    expect(english.body).toContain(String(await categoryName('en', 4)));
    expect(english.body).toContain('Guadalajara, Mexico');
    const cookie = await http.get(`/p/${talent.profileUrl}`, { lang: 'en', headers: { cookie: 'lang=es' } });
    expect(cookie.body).toContain('<html lang="es"');
    expect(cookie.body).toContain('Únete a Vitrina');
    expect((await http.get(`/p/${talent.profileUrl}`, { headers: { cookie: 'x=1; lang=en' } })).body).toContain(
      '<html lang="en"',
    );
    const gone = await http.get('/p/no-existe-nadie', { lang: 'en' });
    expect(gone.body).toContain('This profile is not available');
  });

  it('has a 1200×630 PNG card, listed with the page in the sitemap', async () => {
    const talent = await createTalent(app, 'Irene');
    await setPublic(talent, true);
    const card = await http.get(`/p/${talent.profileUrl}/card.png?lang=en`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.headers['cache-control']).toBe('public, max-age=60');
    const { width, height, format } = await sharp(card.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });

    const sitemap = await http.get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain(`<loc>${app.config.publicUrl}/p/${talent.profileUrl}</loc>`);
    expect(sitemap.body).toContain(`<loc>${app.config.publicUrl}/register</loc>`);
    expect(sitemap.body).toContain(`<loc>${app.config.publicUrl}/terminos</loc>`);
    const robots = await http.get('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${app.config.publicUrl}/sitemap.xml`);
  });

  it('made private again, the page, the card and the sitemap entry are gone at once', async () => {
    const talent = await createTalent(app, 'Nora');
    await setPublic(talent, true);
    expect((await http.get(`/p/${talent.profileUrl}`)).statusCode).toBe(200);
    expect((await http.get(`/p/${talent.profileUrl}/card.png`)).statusCode).toBe(200);

    expect((await setPublic(talent, false)).json()).toEqual({ public: false });
    expect((await http.get(`/p/${talent.profileUrl}`)).statusCode).toBe(404);
    expect((await http.get(`/p/${talent.profileUrl}/card.png`)).statusCode).toBe(404);
    expect((await http.get('/sitemap.xml')).body).not.toContain(`/p/${talent.profileUrl}<`);
  });

  it('is refused to agencies, and to visitors without a session', async () => {
    const agency = await createAgency(app);
    const refused = await setPublic(agency, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('public_profile_talents_only');
    expect((await http.get(`/p/${agency.profileUrl}`)).statusCode).toBe(404);
    expect((await http.post('/api/users/public-profile', { public: true })).statusCode).toBe(401);
  });

  it('a cancelled account has no public page, card or sitemap entry', async () => {
    const talent = await createTalent(app, 'Clara');
    await setPublic(talent, true);
    await app.database.db.update(users).set({ cancelledAt: new Date() }).where(eq(users.id, talent.id));
    expect((await http.get(`/p/${talent.profileUrl}`)).statusCode).toBe(404);
    expect((await http.get(`/p/${talent.profileUrl}/card.png`)).statusCode).toBe(404);
    expect((await http.get('/sitemap.xml')).body).not.toContain(`/p/${talent.profileUrl}<`);
  });

  it('a suspended account and a minor have none; a minor cannot turn it on, in her language', async () => {
    const suspended = await createTalent(app, 'Sara');
    const minor = await createTalent(app, 'Mina');
    for (const talent of [suspended, minor]) expect((await setPublic(talent, true)).statusCode).toBe(200);
    const gone = async (talent: TestUser) => {
      expect((await http.get(`/p/${talent.profileUrl}`)).statusCode).toBe(404);
      expect((await http.get(`/p/${talent.profileUrl}/card.png`)).statusCode).toBe(404);
      expect((await http.get('/sitemap.xml')).body).not.toContain(`/p/${talent.profileUrl}<`);
    };
    expect((await http.get('/sitemap.xml')).body).toContain(`/p/${minor.profileUrl}<`);
    await app.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    await app.database.db
      .update(users)
      .set({ birthdate: `${new Date().getUTCFullYear() - 15}-01-01` })
      .where(eq(users.id, minor.id));
    await gone(suspended);
    await gone(minor);
    const refused = await http.as(minor).post('/api/users/public-profile', { public: true }, { lang: 'en' });
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'public_profile_minor']);
    expect(refused.json().message).toMatch(/^You can turn on your public page when you turn 18/);
    expect((await setPublic(minor, false)).statusCode).toBe(200);
  });
});
