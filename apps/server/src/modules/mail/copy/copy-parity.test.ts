import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';
import { fill } from './mail-copy.ts';

type Node = string | readonly Node[] | { readonly [key: string]: Node };

/** Every text of a catalogue by its path ("digest.items.LIKE_POST.other", "confirmation.after.1"). */
function texts(node: Node, prefix = ''): Map<string, string> {
  if (typeof node === 'string') return new Map([[prefix, node]]);
  return new Map(
    Object.entries(node).flatMap(([key, value]) => [...texts(value as Node, prefix ? `${prefix}.${key}` : key)]),
  );
}

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

describe('mail copy catalogues', () => {
  const spanish = texts(es);
  const english = texts(en);

  it('have the same keys in Spanish and English (and the same number of paragraphs)', () => {
    expect([...english.keys()].sort()).toEqual([...spanish.keys()].sort());
  });

  it('leave no text empty', () => {
    const empty = [...spanish, ...english].filter(([, text]) => !text.trim()).map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each([...spanish.keys()])('%s: English uses every placeholder Spanish uses, and no other', (key) => {
    expect(placeholders(english.get(key) ?? '')).toEqual(placeholders(spanish.get(key) ?? ''));
  });

  it('fill placeholders once, and refuse one without a value', () => {
    expect(fill('Hola, {name}: {count}', { name: '{count}', count: 3 })).toBe('Hola, {count}: 3');
    expect(fill('$& {name}', { name: '$1' })).toBe('$& $1');
    expect(() => fill('Hola, {name}', {})).toThrow('{name}');
  });
});
