import { describe, expect, it } from 'vitest';
import { csvField, exportFilename, linksOf, reorderPositions, toCsv } from './shortlists-rules.ts';

describe('shortlists rules', () => {
  it('reorders the named talents within the places they held, leaving the others where they are', () => {
    const held = new Map([
      [10, 1],
      [20, 2],
      [30, 5],
    ]);
    expect(reorderPositions([30, 10], held)).toEqual([1, 5]);
    expect(reorderPositions([30, 30], held)).toBeNull();
    expect(reorderPositions([40], held)).toBeNull();
  });

  it('quotes CSV fields and defuses formulas', () => {
    expect(csvField('Ana')).toBe('Ana');
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('línea\nsegunda')).toBe('"línea\nsegunda"');
    expect(toCsv([['a', 'b']])).toBe('\uFEFFa,b\r\n');
  });

  it('keeps only web links and names the file after the list', () => {
    expect(linksOf({ web: 'https://ana.example', instagram: 'javascript:alert(1)', youtube: '' })).toEqual([
      { kind: 'web', url: 'https://ana.example' },
    ]);
    expect(exportFilename('Casting de verano ¡2026!', 'csv')).toBe('casting-de-verano-2026.csv');
    expect(exportFilename('***', 'pdf')).toBe('lista.pdf');
  });
});
