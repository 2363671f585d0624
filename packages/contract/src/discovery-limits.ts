/** Limits of the explore area and the header search. Zod-free. */
export const MIN_SEARCH_TERM_LENGTH = 2;
export const MAX_SEARCH_TERM_LENGTH = 60;
/** `users/similares` answers at most this many talents. */
export const SIMILAR_TALENTS = 10;
/** The header's suggestions while typing: the first page, cut to this many. */
export const SEARCH_SUGGESTIONS = 6;
/** `users/suggestions` (people to follow after the wizard and on an empty feed): this many by default, at most the max. */
export const FOLLOW_SUGGESTIONS = 6;
export const MAX_FOLLOW_SUGGESTIONS = 24;

/** The category slug that means every category. */
export const ALL_CATEGORIES_SLUG = 'all';
/** The explore menu's short forms of the categories (each resolves like the Spanish and English slugs). */
export const categoryMenuSlugs = [
  'ciencia',
  'cinematografia',
  'literatura',
  'musica',
  'artes',
  'deportes',
  'modelaje',
  'cocina',
] as const;
export type CategoryMenuSlug = (typeof categoryMenuSlugs)[number];
/** Countries the talent search may name at once. */
export const MAX_SEARCH_COUNTRIES = 20;
