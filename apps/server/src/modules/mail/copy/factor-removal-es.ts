// The owner's notices of an admin's removal of lost factors, in Spanish; part of es.ts. No code or key in them.
const notYou =
  'Si no fuiste tú, alguien conoce tu contraseña: cancela con el botón de arriba y cámbiala con «¿Olvidaste tu contraseña?».';

export const factorRemovalEs = {
  requested: {
    subject: 'Vitrina: pediste quitar la verificación en dos pasos',
    preheader: 'Un administrador revisará tu solicitud.',
    heading: 'Hola, {name}',
    paragraphs: [
      'Alguien que conoce tu contraseña pidió quitar la app de autenticación y los códigos de recuperación de tu cuenta de Vitrina porque los perdió.',
      'Un administrador revisará la solicitud. Si la aprueba, te avisaremos y el cambio se hará 72 horas después, a menos que lo canceles.',
    ],
    button: 'Cancelar la solicitud',
    after: [notYou],
  },
  approved: {
    subject: 'Vitrina: tu verificación en dos pasos se quitará en 72 horas',
    preheader: 'Puedes cancelarlo hasta el {date}.',
    heading: 'Hola, {name}',
    paragraphs: [
      'Un administrador aprobó quitar la app de autenticación y los códigos de recuperación de tu cuenta de Vitrina.',
      'Se quitarán el {date}. Hasta entonces puedes cancelarlo con el botón de abajo, sin iniciar sesión.',
    ],
    button: 'Cancelar y conservar mi verificación',
    after: [notYou],
  },
  refused: {
    subject: 'Vitrina: no se quitará tu verificación en dos pasos',
    preheader: 'Tu cuenta sigue pidiendo un código.',
    heading: 'Hola, {name}',
    paragraphs: [
      'Un administrador rechazó la solicitud de quitar la verificación en dos pasos de tu cuenta de Vitrina. Iniciar sesión sigue pidiendo un código de tu app o uno de recuperación.',
    ],
    button: 'Ir a Vitrina',
    after: [],
  },
  cancelled: {
    subject: 'Vitrina: cancelaste la solicitud de quitar tu verificación',
    preheader: 'Tu app y tus códigos siguen activos.',
    heading: 'Hola, {name}',
    paragraphs: [
      'Se canceló la solicitud de quitar la verificación en dos pasos de tu cuenta de Vitrina. Tu app de autenticación y tus códigos de recuperación siguen como estaban.',
    ],
    button: 'Ir a Vitrina',
    after: [],
  },
  done: {
    subject: 'Vitrina: se quitó la verificación en dos pasos de tu cuenta',
    preheader: 'Iniciar sesión ya solo pide tu contraseña.',
    heading: 'Hola, {name}',
    paragraphs: [
      'Como aprobó un administrador, quitamos la app de autenticación y los códigos de recuperación de tu cuenta de Vitrina. Iniciar sesión ya solo pide tu contraseña.',
      'Vuelve a activar la verificación en dos pasos desde la seguridad de tu cuenta en cuanto entres.',
    ],
    button: 'Iniciar sesión',
    after: [],
  },
} as const;
