import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('serving the built web app', () => {
  let app: TestApp;
  let dist: string;
  const indexHtml = '<!doctype html><html><body><div id="root"></div>app-shell</body></html>';
  const bigScript = `console.log(${JSON.stringify('vitrina '.repeat(2000))});`;
  const precompressed = brotliCompressSync(bigScript);

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'vitrina-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), bigScript);
    // What the build writes beside a file (apps/web/vite-precompress.ts): sent as it is, never recompressed.
    writeFileSync(path.join(dist, 'assets', 'chunk-def456.js'), bigScript);
    writeFileSync(path.join(dist, 'assets', 'chunk-def456.js.br'), precompressed);
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/noticias', '/profile/ana/fotos', '/register/confirmation', '/terminos?x=1'])(
    'answers index.html for the client route %s, revalidated',
    async (url) => {
      const res = await app.server.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('app-shell');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('serves hashed assets with a year-long immutable cache, compressed', async () => {
    const res = await app.server.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'] ?? res.rawPayload.length)).toBeLessThan(bigScript.length / 4);
    // Only the headers that apply to a script: no CSP or framing rules on every chunk.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('keeps the document headers on the pages and on files outside the hashed assets', async () => {
    for (const url of ['/noticias', '/favicon.svg']) {
      const res = await app.server.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('sends the precompressed .br of a built file as it is, with the immutable cache', async () => {
    const res = await app.server.inject({
      method: 'GET',
      url: '/assets/chunk-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(precompressed)).toBe(true);
  });

  it('keeps unhashed files revalidated', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers JSON 404s for unknown API paths and missing files, never the app shell', async () => {
    for (const url of ['/api/nothing-here', '/assets/missing-chunk.js', '/resize/c10x10/x.jpg']) {
      const res = await app.server.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error, url).toBe('not_found');
    }
  });
});
