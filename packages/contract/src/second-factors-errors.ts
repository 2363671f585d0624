import type { ErrorEntry } from './common-errors.ts';

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
} as const satisfies Record<string, ErrorEntry>;
