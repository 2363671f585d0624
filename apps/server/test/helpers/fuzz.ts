import type { LightMyRequestResponse } from 'fastify';
import { errorBodySchema } from '@vitrina/contract/errors';

/** A small seeded PRNG (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Strings an attacker tries: control and invalid characters, huge and odd text, injections, traversal. */
export const hostileStrings = [
  '',
  ' ',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\u001b[31m\u0007',
  '\u202egnp.exe',
  'e\u0301\u0301\u0301'.repeat(50),
  '🔥'.repeat(600),
  'x'.repeat(100_000),
  "' or 1=1 --",
  '%_%',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '-1',
  '1e309',
  'null',
  '__proto__',
  'https://evil.example/x.jpg',
];

/** Values of every JSON type, for fields of any type. */
export const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53 + 2,
  -(2 ** 31),
  [],
  ['a', 1, null],
  {},
  { __proto__: { isAdmin: true }, constructor: { prototype: { x: 1 } } },
  ...hostileStrings,
];

/** A value as it travels in a URL; a lone surrogate (which encodeURIComponent refuses) as its WTF-8 bytes. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value) || '%20';
  } catch {
    return value.replace(/[\ud800-\udfff]/g, (unit) => {
      const code = unit.charCodeAt(0);
      return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    });
  }
}

/** Path parameter values, as they travel in a URL (encoded, plus raw broken encodings and overlong ones). */
export const hostileSegments = [
  ...hostileStrings.filter((s) => s.length < 5_000).map(encodeSegment),
  '%ff%fe',
  '%',
  'a'.repeat(5_000),
  '..%2F..%2Fetc',
];

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minimum?: number;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
}

/** A plausible value for a schema: the base each hostile variant changes one field of. */
export function sampleOf(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return null;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return sampleOf(schema.anyOf[0], name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, sub]) => [key, sampleOf(sub, key)]));
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      if (/mail/i.test(name)) return 'fuzz@example.test';
      if (schema.pattern?.includes('a-f0-9')) return 'a'.repeat(32);
      return 'valor';
    default:
      return null;
  }
}

/**
 * A string a field would otherwise accept, as long as its bounds allow (a token of 20–100 characters, an
 * address), with a NUL byte inside: what reaches the database if nothing refuses it.
 */
export function nulString(schema: JsonSchema = {}, name = ''): string {
  if (/mail/i.test(name)) return 'fu\u0000zz@example.test';
  const length = Math.min(Math.max(schema.minLength ?? 0, 32), schema.maxLength ?? 32);
  const half = Math.max(0, Math.floor((length - 1) / 2));
  return `${'a'.repeat(half)}\u0000${'a'.repeat(Math.max(0, length - 1 - half))}`;
}

/** A path or query parameter holding a NUL byte, as it travels in a URL. */
export const nulSegment = `${'a'.repeat(21)}%00${'a'.repeat(21)}`;

/** The sample body with one string field (at any depth, or an array of strings) holding a NUL byte, per field. */
export function nulVariants(schema: JsonSchema | undefined): Array<{ field: string; body: unknown }> {
  const variants: Array<{ field: string; body: unknown }> = [];
  const walk = (node: JsonSchema | undefined, path: string[]) => {
    const resolved = node?.anyOf?.find((option) => option.type !== 'null') ?? node;
    const type = Array.isArray(resolved?.type) ? resolved.type[0] : resolved?.type;
    const name = path.at(-1) ?? '';
    if (type === 'string' && path.length)
      variants.push({ field: path.join('.'), body: withValue(path, nulString(resolved, name)) });
    if (type === 'array' && resolved?.items) {
      const item = resolved.items.anyOf?.[0] ?? resolved.items;
      if (item.type === 'string')
        variants.push({ field: `${path.join('.')}[]`, body: withValue(path, [nulString(item, name)]) });
    }
    if (type === 'object')
      for (const [key, sub] of Object.entries(resolved?.properties ?? {})) walk(sub, [...path, key]);
  };
  const base = sampleOf(schema);
  const withValue = (path: string[], value: unknown): unknown => {
    const body = structuredClone(base) as Record<string, unknown>;
    let target = body;
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[path.at(-1)!] = value;
    return body;
  };
  walk(schema, []);
  return variants;
}

const stackTrace = /\bat [^\n]+:\d+:\d+\)?/;
const leaks = [/\$argon2/i, /password_?hash/i, /token_?version/i, /node_modules/, /\/work\//, /\/apps\/server\//];
const jwt = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/** What is wrong with one answer of the fuzz (nothing: an empty list). */
export function problemsOf(response: Pick<LightMyRequestResponse, 'statusCode' | 'body'>): string[] {
  const problems: string[] = [];
  const { statusCode, body } = response;
  if (statusCode >= 500) problems.push(`answered ${statusCode}`);
  if (statusCode >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    const shaped = errorBodySchema.safeParse(parsed);
    if (!shaped.success) problems.push(`a ${statusCode} without the error body: ${body.slice(0, 120)}`);
    else if (shaped.data.error.startsWith('FST_') || /^[A-Z]/.test(shaped.data.error)) {
      problems.push(`a framework error code: ${shaped.data.error}`);
    }
    if (jwt.test(body)) problems.push('a token in an error body');
  }
  if (stackTrace.test(body)) problems.push('a stack trace in the body');
  for (const leak of leaks) if (leak.test(body)) problems.push(`a leak in the body: ${leak}`);
  return problems;
}
