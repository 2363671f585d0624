import type { ErrorEntry } from './common-errors.ts';
import { MAX_FACTOR_REMOVAL_REASON_LENGTH } from './factor-removal-limits.ts';

/** Second factors: authenticator codes, recovery codes and the login's second step. */
export const secondFactorsErrors = {
  codigo_incorrecto: {
    status: 400,
    es: 'Ese código no es correcto o ya se usó. Escribe el código que muestra ahora tu app, o uno de recuperación.',
    en: 'That code is not correct or has already been used. Enter the code your app shows now, or a recovery code.',
  },
  reto_caducado: {
    status: 400,
    es: 'Pasaron más de 5 minutos desde que escribiste tu contraseña. Vuelve a iniciar sesión.',
    en: 'More than 5 minutes have passed since you entered your password. Log in again.',
  },
  reto_agotado: {
    status: 400,
    es: 'Demasiados códigos incorrectos. Vuelve a iniciar sesión con tu contraseña.',
    en: 'Too many wrong codes. Log in again with your password.',
  },
  reto_enlace_caducado: {
    status: 400,
    es: 'Pasaron más de 5 minutos desde que abriste el enlace, o ya no sirve. Pide otro enlace para cambiar tu contraseña.',
    en: 'More than 5 minutes have passed since you opened the link, or it no longer works. Ask for another password reset link.',
  },
  reto_enlace_agotado: {
    status: 400,
    es: 'Demasiados códigos incorrectos. Pide otro enlace para cambiar tu contraseña.',
    en: 'Too many wrong codes. Ask for another password reset link.',
  },
  totp_activo: {
    status: 409,
    es: 'La app de autenticación ya está activada en tu cuenta.',
    en: 'The authenticator app is already turned on for your account.',
  },
  totp_sin_activar: {
    status: 409,
    es: 'Tu cuenta no tiene activada la app de autenticación.',
    en: 'Your account does not have the authenticator app turned on.',
  },
  totp_sin_iniciar: {
    status: 409,
    es: 'Empieza de nuevo: pide otro código QR para activar la app de autenticación.',
    en: 'Start again: ask for a new QR code to turn on the authenticator app.',
  },
  retiro_motivo_requerido: {
    status: 400,
    es: 'Cuéntanos en pocas palabras qué pasó con tu app y tus códigos.',
    en: 'Tell us in a few words what happened to your app and your codes.',
  },
  retiro_motivo_largo: {
    status: 400,
    es: `El motivo puede tener como máximo ${MAX_FACTOR_REMOVAL_REASON_LENGTH} caracteres.`,
    en: `The reason can have at most ${MAX_FACTOR_REMOVAL_REASON_LENGTH} characters.`,
  },
  retiro_abierto: {
    status: 409,
    es: 'Ya pediste quitar la verificación en dos pasos de tu cuenta. Te escribimos al correo cuando un administrador decida.',
    en: 'You have already asked to remove two-step verification from your account. We will e-mail you when an admin decides.',
  },
  retiro_cerrado: {
    status: 409,
    es: 'Esta solicitud ya no está pendiente: se decidió, se canceló o ya se hizo.',
    en: 'This request is no longer open: it was decided, cancelled or already carried out.',
  },
} as const satisfies Record<string, ErrorEntry>;
