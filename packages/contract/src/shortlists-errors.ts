import type { ErrorEntry } from './common-errors.ts';
import {
  MAX_COMPARED,
  MAX_SHORTLIST_ENTRIES,
  MAX_SHORTLIST_NAME_LENGTH,
  MAX_SHORTLIST_NOTE_LENGTH,
  MAX_SHORTLIST_TAG_LENGTH,
  MAX_SHORTLIST_TAGS,
  MAX_SHORTLISTS,
} from './shortlist-limits.ts';

/** Codes of agencies' shortlists. */
export const shortlistsErrors = {
  shortlists_agencies_only: {
    status: 403,
    es: 'Solo las agencias pueden guardar listas de talentos.',
    en: 'Only agencies can keep shortlists.',
  },
  shortlists_limit: {
    status: 409,
    es: `Puedes tener como máximo ${MAX_SHORTLISTS} listas; borra alguna para crear otra.`,
    en: `You can have at most ${MAX_SHORTLISTS} lists; delete one to make another.`,
  },
  shortlist_full: {
    status: 409,
    es: `Una lista puede tener como máximo ${MAX_SHORTLIST_ENTRIES} talentos.`,
    en: `A list can hold at most ${MAX_SHORTLIST_ENTRIES} talents.`,
  },
  shortlist_name: {
    status: 400,
    es: `Escribe un nombre para la lista (de 1 a ${MAX_SHORTLIST_NAME_LENGTH} caracteres).`,
    en: `Enter a name for the list (1 to ${MAX_SHORTLIST_NAME_LENGTH} characters).`,
  },
  shortlist_note_too_long: {
    status: 400,
    es: `La nota puede tener como máximo ${MAX_SHORTLIST_NOTE_LENGTH.toLocaleString('es')} caracteres.`,
    en: `The note can have at most ${MAX_SHORTLIST_NOTE_LENGTH.toLocaleString('en')} characters.`,
  },
  shortlist_tags: {
    status: 400,
    es: `Usa como máximo ${MAX_SHORTLIST_TAGS} etiquetas de 1 a ${MAX_SHORTLIST_TAG_LENGTH} caracteres.`,
    en: `Use at most ${MAX_SHORTLIST_TAGS} tags of 1 to ${MAX_SHORTLIST_TAG_LENGTH} characters.`,
  },
  shortlist_order: {
    status: 400,
    es: 'El nuevo orden debe nombrar a talentos de la lista, cada uno una vez.',
    en: 'The new order must name talents of the list, each once.',
  },
  shortlist_talents_only: {
    status: 400,
    es: 'Solo se pueden guardar talentos en una lista.',
    en: 'Only talents can be added to a list.',
  },
  compare_ids: {
    status: 400,
    es: `Elige de 1 a ${MAX_COMPARED} talentos para comparar.`,
    en: `Choose 1 to ${MAX_COMPARED} talents to compare.`,
  },
} as const satisfies Record<string, ErrorEntry>;
