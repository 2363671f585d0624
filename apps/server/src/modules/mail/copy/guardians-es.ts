// The guardian's e-mails and the minor's about her guardian, in Spanish; part of es.ts.
export const guardiansEs = {
  relationships: {
    mother: 'madre',
    father: 'padre',
    legal_guardian: 'tutor o tutora legal',
    other: 'persona adulta responsable',
  },
  /** Under every e-mail to the guardian: the two links that work whatever the consent's state. */
  withdrawLink: 'Para no dar tu permiso, o retirarlo en cualquier momento:',
  closeLink: 'Para cerrar la cuenta de {minor}:',
  request: {
    subject: 'Vitrina: {minor} necesita tu permiso',
    preheader: 'Hasta que lo confirmes, nadie ve su perfil.',
    heading: 'Hola, {name}',
    paragraphs: [
      '{minor} tiene menos de 18 años, se registró en Vitrina —la red donde el talento creativo se muestra y las agencias lo descubren— y te indicó como su {relationship}.',
      'Hasta que lo confirmes, nadie más que {minor} ve su perfil y ninguna agencia puede escribirle. Con tu permiso su perfil se verá en Vitrina, solo las agencias verificadas por nuestro equipo podrán escribirle (siempre como solicitud) y cada semana te contaremos qué agencias le escribieron, nunca el texto de sus mensajes.',
    ],
    button: 'Dar mi permiso',
    after: ['Si no conoces a {minor}, ignora este mensaje: sin tu permiso nadie verá su perfil.'],
    footer: 'Este mensaje se envió a {email} desde Vitrina porque {minor} te indicó como su {relationship}.',
  },
  summary: {
    subject: {
      one: 'Vitrina: {count} agencia escribió a {minor} esta semana',
      other: 'Vitrina: {count} agencias escribieron a {minor} esta semana',
    },
    preheader: 'Qué agencias escribieron a {minor} por primera vez.',
    heading: 'Hola, {name}',
    paragraphs: [
      'Estas agencias escribieron a {minor} por primera vez en los últimos días. No te enviamos el texto de los mensajes: solo {minor} puede leerlos.',
    ],
    request: '{agency}{verified}: solicitud de mensaje, {date}',
    message: '{agency}{verified}: primer mensaje, {date}',
    verified: ', agencia verificada',
    button: 'Ver tu permiso',
    after: [],
    footer:
      'Este resumen se envió a {email} desde Vitrina porque {minor} te indicó como su {relationship}; solo lo enviamos las semanas en que hubo algo que contar.',
  },
  ended: {
    subject: 'Vitrina: {minor} ya tiene 18 años',
    preheader: 'Tu papel como responsable de su cuenta terminó.',
    heading: 'Hola, {name}',
    paragraphs: [
      '{minor} cumplió 18 años. Desde hoy su cuenta de Vitrina es solo suya: ya no necesita tu permiso y no te enviaremos más resúmenes.',
      'Los enlaces de los correos que te enviamos ya no funcionan.',
    ],
    button: 'Ir a Vitrina',
    after: ['Gracias por acompañar a {minor} en Vitrina.'],
    footer: 'Este mensaje se envió a {email} desde Vitrina porque {minor} te indicó como su {relationship}.',
  },
  adult: {
    subject: 'Vitrina: ya tienes 18 años',
    preheader: 'Tu cuenta ya no depende de un permiso.',
    heading: '¡Felicidades, {name}!',
    paragraphs: [
      'Cumpliste 18 años: desde hoy tu cuenta de Vitrina ya no depende del permiso de {guardian}, tu {relationship}, y le avisamos de que su papel terminó.',
      'Tu perfil se ve como el de cualquier persona adulta. Elige quién puede escribirte en tu configuración.',
    ],
    button: 'Abrir mi configuración',
    after: [],
  },
  withdrawn: {
    subject: 'Vitrina: tu perfil vuelve a estar oculto',
    preheader: 'Tu {relationship} retiró su permiso.',
    heading: 'Hola, {name}',
    paragraphs: [
      '{guardian}, tu {relationship}, retiró su permiso para que uses Vitrina. Desde ahora nadie más que tú ve tu perfil y ninguna agencia puede escribirte.',
      'Puedes seguir entrando en tu cuenta. Si crees que es un error, habla con {guardian}: puede volver a dar su permiso desde los enlaces de sus correos.',
    ],
    button: 'Abrir mi configuración',
    after: [],
  },
  closed: {
    subject: 'Vitrina: tu {relationship} cerró tu cuenta',
    preheader: 'Se borrará el {date}.',
    heading: 'Hola, {name}',
    paragraphs: [
      '{guardian}, tu {relationship}, cerró tu cuenta de Vitrina. Desde ahora nadie ve tu perfil, tus publicaciones ni tus mensajes, y todas tus sesiones se cerraron.',
      'El {date} la borraremos para siempre, con todo lo que contiene. Hasta entonces puedes restaurarla iniciando sesión, pero tu perfil seguirá oculto hasta que tu madre, padre o tutor legal vuelva a dar su permiso.',
    ],
    button: 'Iniciar sesión',
    after: [],
  },
} as const;
