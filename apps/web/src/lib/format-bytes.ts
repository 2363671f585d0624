import { formatDecimal } from './plain-formats.ts';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size for people (second document §9): B, KB, MB, GB or TB (steps of 1,024), with two decimals from KB
 * up, written the way the reader's language writes numbers ("1,50 MB" in Spanish, "1.50 MB" in English).
 */
export function formatBytes(bytes: number, lang: string): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  let value = safe;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1,023.999 KB would print as "1024.00 KB": that is the next unit up.
  if (unit > 0 && unit < UNITS.length - 1 && Math.round(value * 100) / 100 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 2;
  return `${formatDecimal(value, digits, lang)}\u00a0${UNITS[unit]}`;
}
