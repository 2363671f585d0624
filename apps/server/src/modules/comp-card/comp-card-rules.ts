import type { Lang } from '@vitrina/contract/constants';
import type { ResizeSize } from '@vitrina/contract/media';
import { accountType } from '../profiles/author-card.ts';
import { countryName } from '@vitrina/contract/country-names';

/** Photos on a comp card: a two-by-two collage at most. */
export const COMP_CARD_PHOTOS = 4;
/** The square crop each photo is drawn from: about 180 dpi in a quarter of the collage, small as a JPEG. */
export const COMP_CARD_PHOTO_SIZE: ResizeSize = 'c618x618';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Only talents have a comp card: it shows someone's work, which agencies do not post. */
export function canHaveCompCard(person: { type: string | null }): boolean {
  return accountType(person.type) === 'talento';
}

/** The card is in the talent's own language: the one they chose, Spanish for anything else. */
export function compCardLang(langCode: string): Lang {
  return langCode === 'en' ? 'en' : 'es';
}

/**
 * Where each photo goes in `area`: squares (the crops are square) as large as the count allows, the group
 * centred. One fills the height; two sit side by side; three are one large and two stacked beside it; four
 * make a two-by-two grid. More than four are not drawn.
 */
export function collageCells(count: number, area: Box, gap: number): Box[] {
  const { width: w, height: h } = area;
  const shown = Math.min(Math.max(0, Math.floor(count)), COMP_CARD_PHOTOS);
  const square = (x: number, y: number, side: number): Box => ({ x, y, width: side, height: side });
  let cells: Box[];
  if (shown === 0 || w <= gap || h <= gap) return [];
  if (shown === 1) {
    cells = [square(0, 0, Math.min(w, h))];
  } else if (shown === 2) {
    const side = Math.min((w - gap) / 2, h);
    cells = [square(0, 0, side), square(side + gap, 0, side)];
  } else if (shown === 3) {
    // The large one plus a gap and half of it (less the gap) across; its own side down.
    const large = Math.min((2 * w - gap) / 3, h);
    const small = (large - gap) / 2;
    cells = [square(0, 0, large), square(large + gap, 0, small), square(large + gap, small + gap, small)];
  } else {
    const side = Math.min((w - gap) / 2, (h - gap) / 2);
    cells = [
      square(0, 0, side),
      square(side + gap, 0, side),
      square(0, side + gap, side),
      square(side + gap, side + gap, side),
    ];
  }
  const right = Math.max(...cells.map((cell) => cell.x + cell.width));
  const bottom = Math.max(...cells.map((cell) => cell.y + cell.height));
  const dx = area.x + (w - right) / 2;
  const dy = area.y + (h - bottom) / 2;
  return cells.map((cell) => ({ ...cell, x: cell.x + dx, y: cell.y + dy }));
}

/** City and country, as far as the profile has them ("Guadalajara, México"). */
export function placeLine(ciudad: string, countryCode: string, lang: Lang): string {
  return [ciudad.trim(), countryName(countryCode, lang, 'none')].filter(Boolean).join(', ');
}

/** The download's name: the profile address, kept to characters every file system and header accepts. */
export function compCardFilename(profileUrl: string): string {
  return `comp-card-${profileUrl.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`;
}
