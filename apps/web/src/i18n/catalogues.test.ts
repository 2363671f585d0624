import { describe, expect, it } from 'vitest';
import { catalogues, type Texts } from './catalogues.ts';

function keys(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function empties(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? (value.trim() ? [] : [`${prefix}${key}`]) : empties(value, `${prefix}${key}.`),
  );
}

describe('catalogues', () => {
  it('has the same namespaces in Spanish and English', () => {
    expect(Object.keys(catalogues.en).sort()).toEqual(Object.keys(catalogues.es).sort());
  });

  it.each(Object.keys(catalogues.es))('namespace %s has every key in both languages, none empty', (ns) => {
    const es = catalogues.es[ns] ?? {};
    const en = catalogues.en[ns] ?? {};
    expect(keys(en).sort()).toEqual(keys(es).sort());
    expect(empties(es)).toEqual([]);
    expect(empties(en)).toEqual([]);
  });
});
