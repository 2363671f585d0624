import type { ErrorEntry } from './common-errors.ts';

/** Passkeys (WebAuthn): registration in settings, the second steps, step-up and signing in without a password. */
export const passkeysErrors = {
  llave_nombre: {
    status: 400,
    es: 'Ponle a tu llave de acceso un nombre de 1 a 60 caracteres, por ejemplo «Mi teléfono».',
    en: 'Give your passkey a name of 1 to 60 characters, for example “My phone”.',
  },
  llave_rechazada: {
    status: 400,
    es: 'No pudimos comprobar tu llave de acceso. Vuelve a intentarlo o usa otra forma de entrar.',
    en: 'We could not check your passkey. Try again or use another way in.',
  },
  llave_caducada: {
    status: 400,
    es: 'La petición de tu llave de acceso caducó o ya se usó. Vuelve a intentarlo.',
    en: 'The request for your passkey expired or was already used. Try again.',
  },
  llave_ninguna: {
    status: 409,
    es: 'Tu cuenta no tiene llaves de acceso. Confirma con un código.',
    en: 'Your account has no passkeys. Confirm with a code.',
  },
  llave_repetida: {
    status: 409,
    es: 'Esa llave de acceso ya está registrada.',
    en: 'That passkey is already registered.',
  },
  llave_limite: {
    status: 409,
    es: 'Ya tienes 20 llaves de acceso. Elimina una para añadir otra.',
    en: 'You already have 20 passkeys. Remove one to add another.',
  },
} as const satisfies Record<string, ErrorEntry>;
