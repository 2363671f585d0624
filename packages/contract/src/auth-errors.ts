import type { ErrorEntry } from './common-errors.ts';

/** Codes of identity; the spec's own codes keep its names. Zod-free so the web's texts need no zod. */
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
  // A password among the 10,000 most used, or built from the person's own name or address.
  contrasena_comun: {
    status: 400,
    es: 'Esa contraseña es de las más usadas y se adivina enseguida. Elige otra.',
    en: 'That password is one of the most used and is guessed at once. Choose another one.',
  },
  // A repeated character, a straight sequence or the product's name: guessed without any list.
  contrasena_predecible: {
    status: 400,
    es: 'Tu contraseña se adivina enseguida: evita repeticiones, secuencias como «1234» y la palabra «vitrina».',
    en: 'Your password is guessed at once: avoid repeated characters, sequences such as “1234567890” or “abcdefghij” and the word “vitrina”.',
  },
  contrasena_personal: {
    status: 400,
    es: 'Tu contraseña no puede contener tu nombre, tus apellidos ni tu correo electrónico.',
    en: 'Your password cannot contain your first name, surname or e-mail address.',
  },
  // The e-mail change (PUT /api/users/email).
  cambiar_correo_aparte: {
    status: 400,
    es: 'El correo electrónico se cambia aparte, con tu contraseña, en «Cambiar correo electrónico».',
    en: 'The e-mail address is changed on its own, with your password, in “Change e-mail address”.',
  },
  mismo_correo: { status: 400, es: 'Ese ya es tu correo electrónico.', en: 'That is already your e-mail address.' },
  enlace_usado: {
    status: 400,
    es: 'Este enlace ya se usó; cada enlace sirve una sola vez.',
    en: 'This link has already been used; each link works only once.',
  },
  enlace_caducado: {
    status: 400,
    es: 'Este enlace caducó. Vuelve a pedir el cambio desde tu configuración.',
    en: 'This link has expired. Ask for the change again from your settings.',
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
