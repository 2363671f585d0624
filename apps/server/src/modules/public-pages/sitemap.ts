import { escapeHtml } from '../profiles/public-profile-rules.ts';

/** The visitors' pages of the web app (apps/web/src/lib/paths.ts), besides the public profiles. */
export const guestPagePaths = [
  '/',
  '/login',
  '/register',
  '/terminos',
  '/politicas-privacidad',
  '/politicas-cookies',
  '/contacto',
];

export interface SitemapEntry {
  /** Absolute address. */
  loc: string;
  lastmod?: Date;
}

/** sitemaps.org XML (one file holds 50,000 addresses; the caller keeps under it). */
export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries
    .map(
      ({ loc, lastmod }) =>
        `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything but the API may be crawled, and where the sitemap is. */
export function renderRobots(publicUrl: string): string {
  return `User-agent: *\nDisallow: /api/\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
