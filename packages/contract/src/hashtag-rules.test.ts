import { describe, expect, it } from 'vitest';
import { extractTags, findTags, foldTag, readTag } from './hashtag-rules.ts';

describe('hashtag rules', () => {
  it('folds case and accents but keeps ñ', () => {
    expect(foldTag('Diseño')).toBe('diseño');
    expect(foldTag('DISEÑO')).toBe('diseño');
    expect(foldTag('Música')).toBe('musica');
    expect(foldTag('año')).not.toBe(foldTag('ano'));
    // A decomposed ñ (n + combining tilde) is the same ñ.
    expect(foldTag('an\u0303o')).toBe('año');
  });

  it('finds tags of 2 to 50 letters, digits or underscores, not glued to other text', () => {
    expect(extractTags('Hoy #Danza y #teatro_2026, también #Música.')).toEqual(['danza', 'teatro_2026', 'musica']);
    expect(extractTags('#a solo #ab')).toEqual(['ab']);
    expect(extractTags(`#${'x'.repeat(50)} #${'y'.repeat(51)}`)).toEqual(['x'.repeat(50)]);
    expect(extractTags('correo#no ##doble &#39; C#')).toEqual([]);
  });

  it('reads no tag inside an address, and keeps each tag once', () => {
    expect(extractTags('https://ejemplo.com/#seccion y #Foto #foto #FOTO')).toEqual(['foto']);
  });

  it('gives where each tag is in the text, as written', () => {
    expect(findTags('Mira #Diseño')).toEqual([{ index: 5, text: '#Diseño', tag: 'diseño' }]);
  });

  it('reads a tag with or without #, and refuses what is not one', () => {
    expect(readTag('#Diseño')).toBe('diseño');
    expect(readTag('musica')).toBe('musica');
    expect(readTag('a')).toBeNull();
    expect(readTag('dos palabras')).toBeNull();
  });
});
