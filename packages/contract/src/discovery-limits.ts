/** Limits of the explore area and the header search. Zod-free. */
export const MIN_SEARCH_TERM_LENGTH = 2;
export const MAX_SEARCH_TERM_LENGTH = 60;
/** `users/similares` answers at most this many talents. */
export const SIMILAR_TALENTS = 10;
/** The header's suggestions while typing: the first page, cut to this many. */
export const SEARCH_SUGGESTIONS = 6;
