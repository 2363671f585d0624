import type { ErrorEntry } from './common-errors.ts';

/**
 * Codes of identity: registration, login, recovery, password changes and Facebook (spec §§4–8).
 * Codes the spec names (`password`, `credentials`, `user`) keep the spec's name; field codes sit beside
 * request codes so one lookup serves both.
 * Zod-free: the web imports these texts without pulling in a schema library.
 */
export const authErrors = {
  contrasena: { status: 400, es: 'Introduce una contraseña.', en: 'Enter a password.' },
  tu_contrasena_debe_ser_mas_larga: {
    status: 400,
    es: 'Tu contraseña debe tener al menos 10 caracteres.',
    en: 'Your password must be at least 10 characters long.',
  },
  debes_introducir_contrasenas: {
    status: 400,
    es: 'Debes introducir las contraseñas.',
    en: 'You must enter both passwords.',
  },
  las_contrasenas_no_coinciden: { status: 400, es: 'Las contraseñas no coinciden.', en: 'The passwords do not match.' },
  contrasena_actual: {
    status: 400,
    es: 'La contraseña actual no es correcta.',
    en: 'The current password is not correct.',
  },
  terminos: {
    status: 400,
    es: 'Debes aceptar los términos y condiciones.',
    en: 'You must accept the terms and conditions.',
  },
  // Request-level codes (the `error` of the body).
  password: { status: 400, es: 'La contraseña parece ser incorrecta.', en: 'The password seems to be incorrect.' },
  credentials: {
    status: 400,
    es: 'Parece que ese correo no está registrado o aún no ha sido confirmado.',
    en: 'It looks like that e-mail is not registered or has not been confirmed yet.',
  },
  user: {
    status: 400,
    es: 'Parece que ese correo no está registrado o aún no ha sido confirmado.',
    en: 'It looks like that e-mail is not registered or has not been confirmed yet.',
  },
  token_invalido: {
    status: 400,
    es: 'El enlace no es válido o ha caducado.',
    en: 'The link is not valid or has expired.',
  },
  facebook_registrado: {
    status: 400,
    es: 'No hay ninguna cuenta asociada a este Facebook. Regístrate primero.',
    en: 'There is no account linked to this Facebook profile. Please sign up first.',
  },
  facebook_token: {
    status: 400,
    es: 'No pudimos verificar tu sesión de Facebook. Inténtalo de nuevo.',
    en: 'We could not verify your Facebook login. Please try again.',
  },
  facebook_sin_correo: {
    status: 400,
    es: 'Tu cuenta de Facebook no comparte un correo electrónico confirmado.',
    en: 'Your Facebook account does not share a confirmed e-mail address.',
  },
} as const satisfies Record<string, ErrorEntry>;
