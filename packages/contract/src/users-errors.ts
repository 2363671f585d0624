import type { ErrorEntry } from './common-errors.ts';

/** Codes of the account's own data: personal information, onboarding, agency setup, profile URL. */
export const usersErrors = {
  // Field codes of the forms (spec §5).
  nombre_y_apellido: {
    status: 400,
    es: 'Introduce tu nombre y tus apellidos.',
    en: 'Enter your first name and surname.',
  },
  correo_electronico: { status: 400, es: 'Introduce tu correo electrónico.', en: 'Enter your e-mail address.' },
  // The spec's own words (§8), accent included as it writes them.
  correo_electronico_invalido: { status: 400, es: 'Correo electrónico invalido', en: 'Invalid e-mail address' },
  correo_existe: {
    status: 409,
    es: 'Ese correo electrónico ya está registrado. Inicia sesión o recupera tu contraseña.',
    en: 'That e-mail address is already registered. Log in or recover your password.',
  },
  fecha_nacimiento: { status: 400, es: 'Introduce tu fecha de nacimiento.', en: 'Enter your date of birth.' },
  edad_minima: {
    status: 400,
    es: 'Debes tener al menos 14 años para registrarte.',
    en: 'You must be at least 14 years old to sign up.',
  },
  ciudad: { status: 400, es: 'Introduce tu ciudad.', en: 'Enter your city.' },
  pais: { status: 400, es: 'Elige un país de la lista.', en: 'Choose a country from the list.' },
  verifica_correos: {
    status: 400,
    es: 'Por favor verifica que los correos electrónicos estén correctos.',
    en: 'Please check that the e-mail addresses are correct.',
  },
  maximo_invitaciones: {
    status: 400,
    es: 'Puedes invitar a 4 personas como máximo.',
    en: 'You can invite at most 4 people.',
  },
  no_puede_estar_vacio_url: {
    status: 400,
    es: 'La URL del perfil no puede estar vacía.',
    en: 'The profile URL cannot be empty.',
  },
  el_perfil_existe: {
    status: 409,
    es: 'Esa URL de perfil ya existe o no está disponible; elige otra.',
    en: 'That profile URL already exists or is not available; choose another one.',
  },
  url_invalida: {
    status: 400,
    es: 'Introduce una dirección web completa que empiece por http:// o https://.',
    en: 'Enter a full web address starting with http:// or https://.',
  },
  telefono: { status: 400, es: 'Introduce un teléfono válido.', en: 'Enter a valid phone number.' },
  nombre_agencia: { status: 400, es: 'Introduce el nombre de la agencia.', en: "Enter the agency's name." },
  public_profile_talents_only: {
    status: 403,
    es: 'Solo los talentos tienen un perfil público que compartir.',
    en: 'Only talents have a public profile to share.',
  },
  public_profile_minor: {
    status: 403,
    es: 'La página pública se puede activar a partir de los 18 años.',
    en: 'You can turn on your public page when you turn 18: until then only people with an account see you.',
  },
  browse_privately_agencies_only: {
    status: 403,
    es: 'Solo las agencias pueden navegar en privado.',
    en: 'Only agencies can browse privately.',
  },
  tipo_definido: { status: 409, es: 'Tu tipo de cuenta ya está definido.', en: 'Your account type is already set.' },
} as const satisfies Record<string, ErrorEntry>;
