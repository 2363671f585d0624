import type { Lang } from '@vitrina/contract/constants';

/** The comparison's and the exports' language: the agency's own, Spanish by default. */
export const sheetLang = (langCode: string): Lang => (langCode === 'en' ? 'en' : 'es');

/**
 * The new positions of a reorder: the named talents take the places they held (ascending), in the order
 * given, so talents left out — hidden ones included — keep theirs. Null when an id repeats or is not on the list.
 */
export function reorderPositions(userIds: readonly number[], held: ReadonlyMap<number, number>): number[] | null {
  if (new Set(userIds).size !== userIds.length || userIds.some((id) => !held.has(id))) return null;
  return userIds.map((id) => held.get(id)!).sort((a, b) => a - b);
}

/** The talent's own links worth printing, in a fixed order (empty ones left out). */
const LINK_KINDS = ['web', 'instagram', 'youtube', 'spotify', 'linkedin', 'facebook', 'twitter'] as const;
export function linksOf(stored: Record<string, string>): { kind: string; url: string }[] {
  return LINK_KINDS.flatMap((kind) => {
    const url = (stored[kind] ?? '').trim();
    return /^https?:\/\//i.test(url) ? [{ kind, url }] : [];
  });
}

/**
 * One CSV field (RFC 4180): quoted when it holds a separator, a quote or a line break. A leading =, +, -, @,
 * tab or carriage return is prefixed with ' so a spreadsheet never runs a talent's text as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: a byte-order mark (spreadsheets then read UTF-8), CRLF line ends. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** "casting-verano-2026": the list's name as a file name. */
export function exportFilename(name: string, extension: 'csv' | 'pdf'): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'lista'}.${extension}`;
}
