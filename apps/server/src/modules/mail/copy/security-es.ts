// The owner's notices of every change of second factors, in Spanish; part of es.ts. No code or key goes in them.
const notYou =
  'Si no fuiste tú, alguien conoce tu contraseña: cámbiala ya con «¿Olvidaste tu contraseña?» y revisa tus sesiones abiertas.';

export const securityEs = {
  totp_on: {
    subject: 'Vitrina: activaste la app de autenticación',
    preheader: 'Desde ahora, iniciar sesión pide también un código.',
    heading: 'Hola, {name}',
    paragraphs: [
      'Activaste la app de autenticación en tu cuenta de Vitrina. Desde ahora, después de tu contraseña te pediremos el código de 6 cifras que muestra la app.',
      'Guarda tus códigos de recuperación en un lugar seguro: sirven si pierdes el teléfono.',
    ],
    button: 'Ver la seguridad de tu cuenta',
    after: [notYou],
  },
  totp_off: {
    subject: 'Vitrina: desactivaste la app de autenticación',
    preheader: 'Iniciar sesión ya no pide un código.',
    heading: 'Hola, {name}',
    paragraphs: [
      'Desactivaste la app de autenticación en tu cuenta de Vitrina. Iniciar sesión ya solo pide tu contraseña y tus códigos de recuperación dejaron de funcionar.',
    ],
    button: 'Ver la seguridad de tu cuenta',
    after: [notYou],
  },
  passkey_added: {
    subject: 'Vitrina: añadiste una llave de acceso',
    preheader: 'Ya puedes entrar con ella, sin contraseña.',
    heading: 'Hola, {name}',
    paragraphs: [
      'Añadiste una llave de acceso a tu cuenta de Vitrina. Con ella puedes entrar sin contraseña, y sirve también como segundo paso después de tu contraseña.',
    ],
    button: 'Ver la seguridad de tu cuenta',
    after: [notYou],
  },
  passkey_removed: {
    subject: 'Vitrina: eliminaste una llave de acceso',
    preheader: 'Esa llave ya no abre tu cuenta.',
    heading: 'Hola, {name}',
    paragraphs: ['Eliminaste una llave de acceso de tu cuenta de Vitrina. Esa llave ya no sirve para entrar.'],
    button: 'Ver la seguridad de tu cuenta',
    after: [notYou],
  },
  recovery_regenerated: {
    subject: 'Vitrina: tienes códigos de recuperación nuevos',
    preheader: 'Los anteriores ya no funcionan.',
    heading: 'Hola, {name}',
    paragraphs: ['Generaste códigos de recuperación nuevos para tu cuenta de Vitrina. Los anteriores ya no funcionan.'],
    button: 'Ver la seguridad de tu cuenta',
    after: [notYou],
  },
  recovery_used: {
    subject: 'Vitrina: se usó un código de recuperación',
    preheader: 'Te quedan {remaining} códigos.',
    heading: 'Hola, {name}',
    paragraphs: [
      'Se usó uno de tus códigos de recuperación para entrar en tu cuenta de Vitrina. Cada código sirve una sola vez; te quedan {remaining}.',
      'Si perdiste el teléfono de tu app de autenticación, genera códigos nuevos o vuelve a activarla desde la seguridad de tu cuenta.',
    ],
    button: 'Ver la seguridad de tu cuenta',
    after: [notYou],
  },
} as const;
