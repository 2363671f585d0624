import type { ErrorEntry } from './common-errors.ts';
import { MAX_REPORT_LENGTH } from './graph-limits.ts';

/** Codes of profiles: follows, blocks, reports and the comp card. */
export const graphErrors = {
  follow_talents_only: {
    status: 409,
    es: 'Solo puedes seguir a talentos.',
    en: 'You can only follow talents.',
  },
  follow_self: { status: 409, es: 'No puedes seguirte a ti mismo.', en: 'You cannot follow yourself.' },
  block_not_allowed: {
    status: 403,
    es: 'Solo un talento puede bloquear, y no a una agencia.',
    en: 'Only a talent can block, and not an agency.',
  },
  block_self: { status: 409, es: 'No puedes bloquearte a ti mismo.', en: 'You cannot block yourself.' },
  already_blocked: {
    status: 409,
    es: 'Este perfil ya está bloqueado; no hace falta hacer nada más.',
    en: 'This profile is already blocked; nothing more is needed.',
  },
  report_self: { status: 409, es: 'No puedes denunciar tu propio perfil.', en: 'You cannot report your own profile.' },
  already_reported: {
    status: 409,
    es: 'Ya denunciaste este perfil; no hace falta hacer nada más.',
    en: 'You already reported this profile; nothing more is needed.',
  },
  report_empty: {
    status: 400,
    es: 'Cuéntanos qué ocurre con este perfil.',
    en: 'Tell us what is wrong with this profile.',
  },
  report_too_long: {
    status: 400,
    es: `La denuncia puede tener como máximo ${MAX_REPORT_LENGTH.toLocaleString('es')} caracteres.`,
    en: `A report can have at most ${MAX_REPORT_LENGTH.toLocaleString('en')} characters.`,
  },
  agencies_only: {
    status: 403,
    es: 'Esta página es solo para agencias.',
    en: 'This page is for agencies only.',
  },
  comp_card_talents_only: {
    status: 403,
    es: 'Solo los talentos tienen comp card.',
    en: 'Only talents have a comp card.',
  },
} as const satisfies Record<string, ErrorEntry>;
