import type { ErrorEntry } from './common-errors.ts';
import { MAX_MODERATION_NOTE_LENGTH } from './moderation-limits.ts';

/** Codes of the moderation tool (issue 28). To people without a role every call is simply not there (404). */
export const moderationErrors = {
  moderation_note_too_long: {
    status: 400,
    es: `La nota puede tener como máximo ${MAX_MODERATION_NOTE_LENGTH.toLocaleString('es')} caracteres.`,
    en: `A note can have at most ${MAX_MODERATION_NOTE_LENGTH.toLocaleString('en')} characters.`,
  },
  moderation_account_unknown: {
    status: 404,
    es: 'No hay ninguna cuenta con ese correo electrónico.',
    en: 'No account has that e-mail address.',
  },
} as const satisfies Record<string, ErrorEntry>;
