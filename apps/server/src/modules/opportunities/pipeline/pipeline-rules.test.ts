import { describe, expect, it } from 'vitest';
import { applicantsFilename, csvField, scoutingQueryOf, toCsv } from './pipeline-rules.ts';

describe('pipeline rules', () => {
  it('quotes CSV fields and defuses formulas', () => {
    expect(csvField('Ana')).toBe('Ana');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('\uFEFFa,b\r\nc,d\r\n');
  });

  it('names the file after the role and the filing', () => {
    expect(applicantsFilename('Protagonista Ñandú', 'yes', 'csv')).toBe('protagonista-nandu-yes.csv');
    expect(applicantsFilename('¡!', '', 'pdf')).toBe('postulantes.pdf');
  });

  it('keeps only the scouting filters of a pipeline query', () => {
    expect(scoutingQueryOf({ filing: 'yes', page: 2, hair: 'black', country: 'ES' })).toEqual({
      hair: 'black',
      country: 'ES',
    });
  });
});
