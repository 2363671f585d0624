import type { ErrorEntry } from './common-errors.ts';

/** Codes of the scouting attributes, availability and search. Zod-free. */
export const scoutingErrors = {
  attribute_unknown: {
    status: 400,
    es: 'Ese dato no existe en la ficha de talento.',
    en: 'That field is not part of the talent profile.',
  },
  attribute_value_invalid: {
    status: 400,
    es: 'Ese valor no está permitido para este dato.',
    en: 'That value is not allowed for this field.',
  },
  talents_only: {
    status: 403,
    es: 'Solo los talentos tienen ficha y disponibilidad.',
    en: 'Only talents have a profile sheet and availability.',
  },
  availability_not_set: {
    status: 404,
    es: 'No tienes esa disponibilidad activa.',
    en: 'You do not have that availability on.',
  },
} as const satisfies Record<string, ErrorEntry>;
