import { describe, expect, it } from 'vitest';
import { nulPaths } from './request-validator.ts';

describe('nulPaths', () => {
  it('finds a NUL in a string, an array item or a key, at any depth', () => {
    expect(nulPaths('a\u0000b')).toEqual([[]]);
    expect(nulPaths({ token: 'x\u0000', ok: 'fine', list: ['a', '\u0000'], inner: { 'k\u0000': 1 } })).toEqual([
      ['token'],
      ['list', 1],
      ['inner', 'k\u0000'],
    ]);
  });

  it('finds nothing in clean values of any type', () => {
    expect(nulPaths({ a: 'texto', b: 1, c: null, d: [true, { e: 'ñ🔥' }] })).toEqual([]);
    expect(nulPaths(undefined)).toEqual([]);
  });
});
