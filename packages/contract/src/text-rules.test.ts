import { describe, expect, it } from 'vitest';
import { isStorableText } from './text-rules.ts';

describe('text that can be stored and shown', () => {
  it('accepts what people type: accents, emoji, other scripts, tabs and line breaks', () => {
    for (const text of ['José Núñez', 'Música y baile 🎶🔥', '李王 — العربية', 'línea 1\nlínea 2\r\n\tsangría', '']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses NUL, other control characters, lone surrogates and noncharacters', () => {
    for (const text of [
      'a\u0000b',
      'a\u0007',
      '\u001b[31mrojo',
      'del\u007f',
      'c1\u0085',
      '\ud800',
      'x\udc00y',
      '\ufffe',
      '\uffff',
    ]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });
});
