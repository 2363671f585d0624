import type { Lang } from '@vitrina/contract/constants';
import { en } from './en.ts';
import { es, type MailCopy } from './es.ts';

/** Both languages' e-mail texts; the renderer picks the recipient's. */
export const mailCopy: Record<Lang, MailCopy> = { es, en };

export type Vars = Readonly<Record<string, string | number>>;

/**
 * Fills each `{name}` of a catalogue text in one pass (a value that itself holds braces stays as it is);
 * a placeholder without a value throws, so a text and its caller cannot drift apart silently.
 */
export function fill(template: string, vars: Vars): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = vars[key];
    if (value === undefined) throw new Error(`mail copy: no value for {${key}}`);
    return String(value);
  });
}

/** The `one` text for a count of exactly one, `other` for any other (both languages plural the same way). */
export function countOf(pair: { one: string; other: string }, count: number): string {
  return count === 1 ? pair.one : pair.other;
}
