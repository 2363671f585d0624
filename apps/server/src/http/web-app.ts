import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documentOnlyHeaders } from './security-headers.ts';
import { encoded, loadWebPages, pickEncoding, visitorLang, type WebPages } from './web-pages.ts';

/** Paths that belong to the server, never to the single-page app. */
const serverPrefixes = ['/api/', '/api', '/resize/', '/media/', '/socket.io/', '/uploads/', '/p/'];

export function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (serverPrefixes.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`))) return false;
  // A missing file with an extension (a stale chunk, a typo) is a 404, not the app shell.
  return !path.extname(pathname);
}

/** The built app: hashed assets cached for a year, the rest revalidated; null without a build. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<WebPages | null> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: run `npm run build` (the API still works)');
    return null;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    // One route per built file (globbed at start), so `/` and client routes fall through to the app shell.
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build writes .br and .gz beside each file (apps/web/vite-precompress.ts); @fastify/compress skips
    // a response that already has an encoding.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // @fastify/static hands over the raw response (helmet has set its headers there), typed narrower.
      if (immutable) for (const name of documentOnlyHeaders) (res as unknown as ServerResponse).removeHeader(name);
    },
  });
  return loadWebPages(webDist);
}

/** A client route's HTML: a prerendered guest page, else the shell. */
export function sendAppShell(pages: WebPages, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const pathname = request.url.split('?')[0] ?? '/';
  const { html, status } = pages.htmlFor(pathname, visitorLang(request.headers));
  // By hand: @fastify/compress covers the routes, not this not-found handler, and a page is 20–40 KB of HTML.
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply
    .code(status)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Cookie, Accept-Language, Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (!encoding) return reply.send(html);
  return reply.header('Content-Encoding', encoding).send(encoded(html, encoding));
}
