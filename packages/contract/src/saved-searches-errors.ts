import type { ErrorEntry } from './common-errors.ts';
import { MAX_SAVED_SEARCH_NAME_LENGTH, MAX_SAVED_SEARCHES } from './saved-search-limits.ts';

/** Codes of saved searches (agencies' of talents, talents' of the board). */
export const savedSearchesErrors = {
  saved_searches_agencies_only: {
    status: 403,
    es: 'Solo las agencias pueden guardar búsquedas.',
    en: 'Only agencies can save searches.',
  },
  saved_searches_talents_only: {
    status: 403,
    es: 'Solo los talentos pueden guardar búsquedas de oportunidades.',
    en: 'Only talents can save searches of opportunities.',
  },
  saved_searches_limit: {
    status: 409,
    es: `Puedes guardar como máximo ${MAX_SAVED_SEARCHES} búsquedas; borra alguna para guardar otra.`,
    en: `You can save at most ${MAX_SAVED_SEARCHES} searches; delete one to save another.`,
  },
  saved_search_name: {
    status: 400,
    es: `Escribe un nombre para la búsqueda (de 1 a ${MAX_SAVED_SEARCH_NAME_LENGTH} caracteres).`,
    en: `Enter a name for the search (1 to ${MAX_SAVED_SEARCH_NAME_LENGTH} characters).`,
  },
  saved_search_token: {
    status: 404,
    es: 'Este enlace para dejar de recibir avisos no es válido.',
    en: 'This link to stop the alerts is not valid.',
  },
} as const satisfies Record<string, ErrorEntry>;
