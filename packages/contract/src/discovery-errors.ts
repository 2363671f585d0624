import type { ErrorEntry } from './common-errors.ts';
import { MIN_SEARCH_TERM_LENGTH } from './discovery-limits.ts';

/** Codes of the explore area and the header search (first document §§2, 6, 7). Zod-free. */
export const discoveryErrors = {
  categories_required: {
    status: 409,
    es: 'Elige al menos una categoría en tus intereses para ver los talentos que buscas.',
    en: 'Choose at least one category in your interests to see the talents you are looking for.',
  },
  search_term_too_short: {
    status: 400,
    es: `Escribe al menos ${MIN_SEARCH_TERM_LENGTH} letras para buscar.`,
    en: `Type at least ${MIN_SEARCH_TERM_LENGTH} letters to search.`,
  },
  country_invalid: {
    status: 400,
    es: 'Ese país no está en la lista.',
    en: 'That country is not on the list.',
  },
} as const satisfies Record<string, ErrorEntry>;
