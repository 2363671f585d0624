import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isLang, languages, pickLang, type Lang } from '@vitrina/contract/constants';

/**
 * What the web build's prerender step writes (apps/web/scripts/prerender.mjs): the guest pages rendered
 * to HTML in each language, `prerendered/<lang>/<name>.html`, and a manifest naming them.
 */
export interface PrerenderManifest {
  /** The guest page of each path: `{ "/login": "login" }`. */
  pages: Record<string, string>;
  /** The page for a path no route of the app matches. */
  notFound: string;
  /** The logged-in pages' shell, made to paint before its scripts (in `prerendered/`); else index.html. */
  shell?: string;
  /** Every other route's pattern (`/profile/:id/*`): those get the shell, not the not-found page. */
  appRoutes: string[];
  /** The CSP hash of the pages' one inline script, the loader that starts the app after the first paint. */
  loaderHash?: string;
}

function readManifest(webDist: string): PrerenderManifest | null {
  const manifestFile = path.join(webDist, 'prerendered', 'manifest.json');
  return existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest) : null;
}

/** The inline scripts the built pages carry, as CSP sources (`'sha256-…'`); none without a prerendered build. */
export function pageScriptSources(webDist: string): string[] {
  const hash = readManifest(webDist)?.loaderHash;
  return hash ? [`'${hash}'`] : [];
}

/** A path no route of the app matches answers its not-found page with a 404 (for crawlers and link checkers). */
export interface WebPage {
  html: string;
  status: 200 | 404;
}

/** The HTML a client route is answered with, by language. */
export interface WebPages {
  htmlFor(pathname: string, lang: Lang): WebPage;
}

/** The visitor's language: the `lang` cookie the web app sets, else Accept-Language, else Spanish. */
export function visitorLang(headers: { cookie?: string | undefined; 'accept-language'?: string | undefined }): Lang {
  const cookie = /(?:^|;)\s*lang=([^;]*)/.exec(headers.cookie ?? '')?.[1]?.trim();
  return isLang(cookie) ? cookie : pickLang(headers['accept-language']);
}

/** React Router's matching of the app's patterns: any case, `:param` one segment (`:param?` or none), `*` the rest. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i]!;
    if (part === '*') return true;
    if (i >= have.length) return want.slice(i).every((rest) => rest.startsWith(':') && rest.endsWith('?'));
    if (!part.startsWith(':') && part.toLowerCase() !== have[i]!.toLowerCase()) return false;
  }
  return want.length === have.length;
}

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

/** index.html with the visitor's language on `<html lang>`: the shell of the logged-in pages. */
function withLang(html: string, lang: Lang): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
}

/** Reads the build's pages once, at start; without a prerendered build, every route gets index.html. */
export function loadWebPages(webDist: string): WebPages {
  const manifest = readManifest(webDist);
  const shellFile = manifest?.shell
    ? path.join(webDist, 'prerendered', manifest.shell)
    : path.join(webDist, 'index.html');
  const index = readFileSync(shellFile, 'utf8');
  const shell = Object.fromEntries(languages.map((lang) => [lang, withLang(index, lang)])) as Record<Lang, string>;
  if (!manifest) return { htmlFor: (_pathname, lang) => ({ html: shell[lang], status: 200 }) };

  const read = (name: string) =>
    Object.fromEntries(
      languages.map((lang) => [lang, readFileSync(path.join(webDist, 'prerendered', lang, `${name}.html`), 'utf8')]),
    ) as Record<Lang, string>;
  const pages = new Map(Object.entries(manifest.pages).map(([route, name]) => [normalise(route), read(name)]));
  const notFound = read(manifest.notFound);
  const isAppRoute = (pathname: string) => manifest.appRoutes.some((pattern) => matchesPattern(pattern, pathname));
  return {
    htmlFor(pathname, lang) {
      const page = pages.get(normalise(pathname)) ?? (isAppRoute(pathname) ? shell : undefined);
      return page ? { html: page[lang], status: 200 } : { html: notFound[lang], status: 404 };
    },
  };
}

type Encoding = 'br' | 'gzip';

/** The best encoding the browser takes (`br` before `gzip`; `;q=0` refuses one), or none. */
export function pickEncoding(header: string | undefined): Encoding | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

// A handful of pages × languages × two encodings: each compressed once, at its first request. Keyed by the
// page's own string (read once at start), so a lookup never builds a new 40 KB key.
const compressed: Record<Encoding, Map<string, Buffer>> = { br: new Map(), gzip: new Map() };

export function encoded(html: string, encoding: Encoding): Buffer {
  let body = compressed[encoding].get(html);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(html, { level: 9 });
    compressed[encoding].set(html, body);
  }
  return body;
}
