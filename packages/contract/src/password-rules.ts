import type { ErrorCode } from './error-catalogue.ts';

/** The product's own name: the first word anyone tries against a Vitrina account. */
const PRODUCT_WORDS = ['vitrina'];

/** A password needs at least this many different characters (case aside): fewer is mostly one repeated. */
export const MIN_DISTINCT_PASSWORD_CHARACTERS = 4;

/** Case and accents change nothing for a guesser: "VITRINA" and "vítrina" are the same word. */
function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The step between two characters; digits wrap around (…8, 9, 0 and 0, 9, 8…), as on a keyboard row. */
function stepBetween(previous: string, next: string): number {
  if (previous === '9' && next === '0') return 1;
  if (previous === '0' && next === '9') return -1;
  return next.codePointAt(0)! - previous.codePointAt(0)!;
}

/** How many stretches of one repeated character or one straight sequence (±1) the password is made of. */
function stretchCount(chars: string[]): number {
  let stretches = 1;
  let step: number | null = null;
  for (let i = 1; i < chars.length; i += 1) {
    const next = stepBetween(chars[i - 1]!, chars[i]!);
    if (step === null && Math.abs(next) <= 1) step = next;
    else if (step === null || next !== step) {
      stretches += 1;
      step = null;
    }
  }
  return stretches;
}

/** Whether the password is a short unit said again and again ("1212121212", "abcabcabca"). */
function isShortUnitRepeated(chars: string[]): boolean {
  for (let unit = 1; unit <= 4 && unit * 2 <= chars.length; unit += 1) {
    if (chars.every((char, i) => i < unit || char === chars[i - unit])) return true;
  }
  return false;
}

/**
 * `contrasena_predecible` when the password is guessed without a list: a repeated character or short unit
 * ("1111111111", "1212121212"), mostly one or two characters ("aaaaabbbbb"), one or two straight sequences
 * ("1234567890", "0987654321", "abcdefghij", "12345abcde"), or the product's own name ("vitrina123").
 */
export function predictablePasswordProblem(password: string, field: string): { field: string; code: ErrorCode } | null {
  const folded = fold(password);
  const chars = [...folded];
  const isPredictable =
    PRODUCT_WORDS.some((word) => folded.includes(word)) ||
    new Set(chars).size < MIN_DISTINCT_PASSWORD_CHARACTERS ||
    stretchCount(chars) <= 2 ||
    isShortUnitRepeated(chars);
  return isPredictable ? { field, code: 'contrasena_predecible' } : null;
}
