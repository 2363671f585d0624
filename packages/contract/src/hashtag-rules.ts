/**
 * Hashtags: `#` then 2–50 letters, digits or `_`, not glued to a word, an address or another `#`.
 * Server (extraction) and web (links) share these functions, so a link always opens the tag it was stored as.
 * Zod-free.
 */
export const MIN_TAG_LENGTH = 2;
export const MAX_TAG_LENGTH = 50;
/** Tags a post keeps at most (the rest of its text still shows; only these are findable). */
export const MAX_TAGS_PER_POST = 30;
/** Header suggestions and trending tags per category. */
export const TAG_SUGGESTIONS = 4;
export const TRENDING_TAGS_PER_CATEGORY = 5;
/** "Trending this week": people of a category who used a tag, and the window, in days. */
export const TRENDING_MIN_PEOPLE = 3;
export const TRENDING_DAYS = 7;

const TAG_CHAR = String.raw`\p{L}\p{M}\p{Nd}_`;
/** A tag in a text; the look-behind keeps `a#b`, `##x` and `/#anchor` out, the look-ahead a 51st letter. */
const TAG_IN_TEXT = new RegExp(
  String.raw`(?<![${TAG_CHAR}#&/])#([${TAG_CHAR}]{${MIN_TAG_LENGTH},${MAX_TAG_LENGTH}})(?![${TAG_CHAR}#])`,
  'gu',
);
const WHOLE_TAG = new RegExp(String.raw`^#?([${TAG_CHAR}]{${MIN_TAG_LENGTH},${MAX_TAG_LENGTH}})$`, 'u');
/** Addresses are never read for tags (`https://x.com/#/page`). */
const ADDRESS = /\bhttps?:\/\/[^\s<>"']+/giu;

/**
 * The form a tag is stored and linked under: lower case, accents dropped, but ñ kept (`#Diseño` = `#diseño`,
 * `#Música` = `#musica`, `#año` ≠ `#ano`: in Spanish ñ is a letter of its own, not an accented n).
 */
export function foldTag(tag: string): string {
  let folded = '';
  for (const char of tag.normalize('NFC').toLowerCase()) {
    folded += char === 'ñ' ? char : char.normalize('NFD').replace(/\p{M}/gu, '');
  }
  return folded;
}

/** A tag as a caller writes it (with or without `#`), folded; null when it is not a tag. */
export function readTag(input: string): string | null {
  const match = WHOLE_TAG.exec(input.trim().normalize('NFC'));
  return match?.[1] ? foldTag(match[1]) : null;
}

export interface TagMatch {
  /** Where the `#` is, in the text as given. */
  index: number;
  /** The tag as written, with its `#`. */
  text: string;
  /** The folded tag (no `#`): the stored key and the link's address. */
  tag: string;
}

/** The tags written in a run of text (with no address in it), in order. */
export function findTags(text: string): TagMatch[] {
  return [...text.matchAll(TAG_IN_TEXT)].map((match) => ({
    index: match.index,
    text: match[0],
    tag: foldTag(match[1] ?? ''),
  }));
}

/** The distinct folded tags of a post's text, addresses left out, at most MAX_TAGS_PER_POST. */
export function extractTags(text: string): string[] {
  const withoutAddresses = text.normalize('NFC').replace(ADDRESS, ' ');
  return [...new Set(findTags(withoutAddresses).map((match) => match.tag))].slice(0, MAX_TAGS_PER_POST);
}
