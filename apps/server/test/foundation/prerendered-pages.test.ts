import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * A guest page is answered with its prerendered HTML in the visitor's language (the `lang`
 * cookie, else Accept-Language, else Spanish); the logged-in pages with the shell, its `<html lang>` set.
 * Over HTTP, on a build laid out as the web's prerender step writes it.
 */
describe('prerendered guest pages in the visitor language', () => {
  let app: TestApp;
  let dist: string;
  let base: string;
  const headings = {
    es: { landing: 'Muestra tu talento', login: 'Inicia sesión' },
    en: { landing: 'Show your talent', login: 'Log in' },
  };

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'vitrina-prerendered-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="es"><body>app-shell</body></html>');
    for (const lang of ['es', 'en'] as const) {
      mkdirSync(path.join(dist, 'prerendered', lang), { recursive: true });
      for (const [name, heading] of Object.entries({ ...headings[lang], 'not-found': `404 ${lang}` }))
        writeFileSync(
          path.join(dist, 'prerendered', lang, `${name}.html`),
          `<!doctype html><html lang="${lang}"><body><h1>${heading}</h1></body></html>`,
        );
    }
    const manifest = {
      pages: { '/': 'landing', '/login': 'login' },
      notFound: 'not-found',
      appRoutes: ['/noticias', '/profile/:id/*', '/listas/:listId?'],
      shell: 'shell.html',
      loaderHash: 'sha256-bG9hZGVy',
    };
    writeFileSync(path.join(dist, 'prerendered', 'manifest.json'), JSON.stringify(manifest));
    // The shell as the prerender step rewrites it (styles inline, scripts after the first paint).
    writeFileSync(
      path.join(dist, 'prerendered', 'shell.html'),
      '<!doctype html><html lang="es"><body>painted-shell</body></html>',
    );
    app = await createTestApp({ WEB_DIST: dist });
    base = await app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${base}${url}`, { headers });

  const cases = [
    { how: 'the lang cookie', headers: { cookie: 'theme=x; lang=en', 'accept-language': 'es-ES' }, lang: 'en' },
    { how: 'Accept-Language', headers: { 'accept-language': 'en-GB,en;q=0.9' }, lang: 'en' },
    { how: 'the cookie over Accept-Language', headers: { cookie: 'lang=es', 'accept-language': 'en' }, lang: 'es' },
    { how: 'nothing (Spanish)', headers: {}, lang: 'es' },
  ] as const;

  for (const page of ['landing', 'login'] as const) {
    it.each(cases)(`answers ${page} in the language of $how`, async ({ headers, lang }) => {
      const res = await get(page === 'landing' ? '/' : '/login', headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1>${headings[lang][page]}</h1>`);
    });
  }

  it('answers the logged-in pages with the shell, in the visitor language', async () => {
    for (const url of ['/noticias', '/profile/ana/fotos', '/Noticias/', '/listas', '/listas/7']) {
      const res = await get(url, { cookie: 'lang=en' });
      expect(res.status, url).toBe(200);
      const html = await res.text();
      expect(html, url).toContain('<html lang="en">');
      expect(html, url).toContain('painted-shell');
    }
  });

  it('answers a path no route matches with the not-found page and a 404', async () => {
    const spanish = await get('/ruta-que-no-existe');
    expect(spanish.status).toBe(404);
    expect(await spanish.text()).toContain('<h1>404 es</h1>');
    const english = await get('/noticias/1/2', { 'accept-language': 'en' });
    expect(english.status).toBe(404);
    // An optional segment is one segment at most.
    expect((await get('/listas/7/8')).status).toBe(404);
    expect(await english.text()).toContain('<h1>404 en</h1>');
  });

  /** The raw answer: fetch would decode it, hiding whether it was compressed. */
  const raw = (url: string, acceptEncoding: string) =>
    new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
      const req = request(`${base}${url}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            encoding: res.headers['content-encoding'],
            vary: res.headers.vary,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject).end();
    });

  it('compresses the pages for the browsers that take it (brotli first), and not for others', async () => {
    const br = await raw('/', 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body).toString()).toContain(`<h1>${headings.es.landing}</h1>`);
    const gzip = await raw('/noticias', 'gzip, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('painted-shell');
    const plain = await raw('/login', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toContain(`<h1>${headings.es.login}</h1>`);
  });

  it("allows the pages' loader script by its hash, and no other inline script", async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self' 'sha256-bG9hZGVy'");
  });
});
