import type { Lang } from '@vitrina/contract/constants';

/** The exports' language: the viewer's, Spanish by default. */
export const fileLang = (lang: string): Lang => (lang === 'en' ? 'en' : 'es');

/**
 * One CSV field (RFC 4180), as the shortlists' exports write it: quoted when it holds a separator, a quote or a
 * line break; a leading =, +, -, @, tab or carriage return gets a ' so a spreadsheet never runs it as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: a byte-order mark (spreadsheets then read UTF-8), CRLF line ends. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** "protagonista-si.csv": the role's name and the filing as a file name. */
export function applicantsFilename(role: string, filing: string, extension: 'csv' | 'pdf'): string {
  const slug = `${role}-${filing}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'postulantes'}.${extension}`;
}

/** The filters of a pipeline's query: every parameter but its own (filing, page) is a scouting filter. */
export function scoutingQueryOf(query: Record<string, unknown>): Record<string, unknown> {
  const { filing: _filing, page: _page, format: _format, ...rest } = query;
  return rest;
}
