import type { ErrorEntry } from './common-errors.ts';
import { MAX_LEGAL_NAME_LENGTH, MAX_SUSPENSION_TEXT_LENGTH } from './trust-limits.ts';

/** Codes of suspensions, agency verification and the protection of minors. */
export const trustErrors = {
  // The login's answer carries the date and the reason in its message (built by the server per language).
  account_suspended: {
    status: 403,
    es: 'Tu cuenta está suspendida.',
    en: 'Your account is suspended.',
  },
  suspension_text_too_long: {
    status: 400,
    es: `El texto puede tener como máximo ${MAX_SUSPENSION_TEXT_LENGTH.toLocaleString('es')} caracteres.`,
    en: `The text can have at most ${MAX_SUSPENSION_TEXT_LENGTH.toLocaleString('en')} characters.`,
  },
  suspension_self: {
    status: 400,
    es: 'No puedes suspender tu propia cuenta.',
    en: 'You cannot suspend your own account.',
  },
  not_suspended: { status: 409, es: 'Esta cuenta no está suspendida.', en: 'This account is not suspended.' },
  verification_agencies_only: {
    status: 403,
    es: 'Solo las agencias pueden pedir la verificación.',
    en: 'Only agencies can apply for verification.',
  },
  verification_pending: {
    status: 409,
    es: 'Ya tienes una solicitud de verificación pendiente.',
    en: 'You already have a verification application pending.',
  },
  verification_already_verified: {
    status: 409,
    es: 'Tu agencia ya está verificada.',
    en: 'Your agency is already verified.',
  },
  verification_decided: {
    status: 409,
    es: 'Esta solicitud ya fue resuelta.',
    en: 'This application has already been decided.',
  },
  legal_name: {
    status: 400,
    es: `Escribe la razón social (de 2 a ${MAX_LEGAL_NAME_LENGTH} caracteres).`,
    en: `Enter the legal name (2 to ${MAX_LEGAL_NAME_LENGTH} characters).`,
  },
  registration_number: {
    status: 400,
    es: 'Escribe un número de registro o fiscal válido (de 4 a 40 letras, cifras, espacios, puntos o guiones).',
    en: 'Enter a valid registration or tax number (4 to 40 letters, digits, spaces, dots or dashes).',
  },
  reject_reason_required: {
    status: 400,
    es: 'Explica a la agencia por qué se rechaza su solicitud.',
    en: 'Tell the agency why its application is rejected.',
  },
  minor_agency_unverified: {
    status: 403,
    es: 'Solo las agencias verificadas pueden escribir a menores de edad.',
    en: 'Only verified agencies can write to minors.',
  },
  message_policy_minor: {
    status: 400,
    es: 'A un menor, las agencias siempre le escriben como solicitud; elige otra opción.',
    en: "Agencies' messages to minors always arrive as requests; choose another option.",
  },
} as const satisfies Record<string, ErrorEntry>;
