import { guardiansEs } from './guardians-es.ts';
import { opportunityAlertsEs } from './opportunity-alerts-es.ts';
import { opportunityDigestEs } from './opportunities-es.ts';
import { factorRemovalEs } from './factor-removal-es.ts';
import { securityEs } from './security-es.ts';

// Spanish, the default; `{name}` placeholders and `one`/`other` pairs. copy-parity.test.ts checks en.ts.
export const es = {
  layout: {
    buttonFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    footer: 'Este mensaje se envió a {email} desde Vitrina.',
  },
  confirmation: {
    subject: 'Vitrina: confirma tu cuenta',
    preheader: 'Un paso más para empezar a mostrar tu talento.',
    heading: '¡Hola, {name}!',
    paragraphs: [
      'Gracias por unirte a Vitrina, la red donde el talento creativo se muestra y las agencias lo descubren.',
      'Confirma tu correo electrónico para activar tu cuenta:',
    ],
    button: 'Confirmar mi cuenta',
    after: [
      'El enlace caduca en 72 horas y solo puede usarse una vez.',
      'Si no creaste esta cuenta, ignora este mensaje.',
    ],
  },
  recovery: {
    subject: 'Vitrina: recupera tu contraseña',
    preheader: 'Has pedido una contraseña nueva.',
    heading: 'Hola, {name}',
    paragraphs: [
      'Alguien (esperamos que tú) pidió recuperar la contraseña de tu cuenta de Vitrina.',
      'Pulsa el botón para elegir una contraseña nueva:',
    ],
    button: 'Elegir una contraseña nueva',
    after: [
      'El enlace caduca en una hora y solo puede usarse una vez.',
      'Si no lo pediste tú, ignora este mensaje: tu contraseña no cambia.',
    ],
  },
  invitation: {
    subject: '{sender} te invita a ver su talento en Vitrina',
    preheader: 'Descubre su perfil.',
    heading: '¡Tienes una invitación!',
    paragraphs: ['{sender} acaba de crear su perfil en Vitrina y quiere que veas su talento.'],
    button: 'Ver su perfil',
    after: [],
    extra: '¿Tienes un talento que mostrar? Crea tu cuenta gratis:',
    footer: 'Este mensaje se envió a {email} porque {sender} te invitó. No guardamos tu dirección.',
  },
  cancelled: {
    subject: 'Vitrina: cancelaste tu cuenta',
    preheader: 'Se borrará el {date}.',
    heading: 'Hola, {name}',
    paragraphs: [
      'Cancelaste tu cuenta de Vitrina. Desde ahora nadie ve tu perfil, tus publicaciones, tus comentarios, tus me gusta, a quién sigues ni tus mensajes, y todas tus sesiones se cerraron.',
      'El {date} la borraremos para siempre, con todo lo que contiene. Hasta entonces puedes restaurarla tal como estaba: inicia sesión con tu correo y tu contraseña y elige «Restaurar mi cuenta».',
    ],
    button: 'Restaurar mi cuenta',
    after: ['Si no fuiste tú, restaura tu cuenta y cambia tu contraseña cuanto antes.'],
  },
  minorReport: {
    subject: 'Vitrina: denuncia sobre la seguridad de un menor (n.º {report})',
    preheader: 'Revísala cuanto antes en la cola de moderación.',
    heading: 'Hola, {name}',
    paragraphs: [
      'Llegó una denuncia en la categoría «seguridad de un menor» (n.º {report}). Está al principio de la cola de moderación.',
      'Por la privacidad de las personas implicadas, los detalles solo se ven dentro de Vitrina.',
    ],
    button: 'Abrir la moderación',
    after: ['Recibes este aviso porque eres administrador o administradora de Vitrina.'],
  },
  minorReports: {
    subject: {
      one: 'Vitrina: 1 denuncia más sobre la seguridad de un menor en la última hora',
      other: 'Vitrina: {count} denuncias más sobre la seguridad de un menor en la última hora',
    },
    preheader: 'Revísalas cuanto antes en la cola de moderación.',
    heading: 'Hola, {name}',
    intro: {
      one: 'Después del primer aviso de la última hora llegó otra denuncia en la categoría «seguridad de un menor» (n.º {reports}).',
      other:
        'Después del primer aviso de la última hora llegaron {count} denuncias más en la categoría «seguridad de un menor» (n.º {reports}).',
    },
    paragraphs: [
      'Están al principio de la cola de moderación. Por la privacidad de las personas implicadas, los detalles solo se ven dentro de Vitrina.',
      'Para no llenar tu correo, te avisamos al momento de la primera denuncia de cada hora y de las demás juntas al terminar esa hora.',
    ],
    more: 'y {count} más',
    button: 'Abrir la moderación',
    after: ['Recibes este aviso porque eres administrador o administradora de Vitrina.'],
  },
  exportReady: {
    subject: 'Vitrina: tu copia de datos está lista',
    preheader: 'Descárgala antes del {date}.',
    heading: 'Hola, {name}',
    paragraphs: [
      'Preparamos el archivo que pediste con todo lo que diste o hiciste en Vitrina: tu cuenta y perfil, categorías, publicaciones con sus fotos y documentos, comentarios, me gusta, seguidores y seguidos, mensajes, notificaciones y denuncias.',
      'Descárgalo desde tus ajustes, con tu sesión iniciada, hasta el {date}. Guarda el archivo en un lugar seguro: contiene tus datos personales.',
    ],
    button: 'Descargar mis datos',
    after: ['Si no lo pediste tú, cambia tu contraseña cuanto antes.'],
  },
  emailChangeConfirm: {
    subject: 'Vitrina: confirma tu nuevo correo',
    preheader: 'Un paso más para cambiar tu correo.',
    heading: 'Hola, {name}',
    paragraphs: [
      'Pediste que tu cuenta de Vitrina use {newEmail} desde ahora.',
      'Confírmalo para que el cambio surta efecto; hasta entonces tu cuenta sigue con el correo de antes:',
    ],
    button: 'Confirmar mi nuevo correo',
    after: [
      'El enlace caduca en 72 horas y solo puede usarse una vez.',
      'Si no lo pediste tú, ignora este mensaje: nada cambia.',
    ],
  },
  emailChangeNotice: {
    subject: 'Vitrina: se pidió cambiar tu correo',
    preheader: 'Tu cuenta pasaría a {newEmail}.',
    heading: 'Hola, {name}',
    paragraphs: [
      'Alguien con acceso a tu cuenta de Vitrina pidió cambiar su correo electrónico a {newEmail}. El cambio surte efecto cuando se confirme desde esa dirección.',
      'Si fuiste tú, no tienes que hacer nada. Si no, deshazlo: tu cuenta vuelve a este correo, se anula el cambio pendiente y se cierran todas las sesiones abiertas.',
    ],
    button: 'No fui yo: deshacer el cambio',
    after: [
      'Puedes deshacerlo durante 7 días, una sola vez. Después, cambia tu contraseña con «¿Olvidaste tu contraseña?».',
    ],
  },
  emailChangeAuthorize: {
    subject: 'Vitrina: ¿cambiamos tu correo?',
    preheader: 'A {newEmail}.',
    heading: 'Hola, {name}',
    paragraphs: [
      'Alguien con acceso a tu cuenta de Vitrina pidió cambiar su correo electrónico a {newEmail}. Tu cuenta no tiene contraseña (entras con Facebook), así que primero lo confirmas desde aquí.',
      'Si fuiste tú, pulsa el botón: después enviaremos un enlace a la nueva dirección para terminar.',
    ],
    button: 'Sí, cambiar mi correo',
    after: [
      'El enlace caduca en 72 horas y solo puede usarse una vez. Si no lo pediste tú, ignora este mensaje: nada cambia.',
    ],
  },
  searchAlert: {
    subject: {
      one: 'Vitrina: {count} talento nuevo en «{search}»',
      other: 'Vitrina: {count} talentos nuevos en «{search}»',
    },
    preheader: 'Talentos que ahora coinciden con tu búsqueda guardada.',
    heading: 'Hola, {name}',
    intro: {
      one: '{count} talento coincide desde el último aviso con tu búsqueda guardada «{search}»:',
      other: '{count} talentos coinciden desde el último aviso con tu búsqueda guardada «{search}»:',
    },
    paragraphs: [],
    button: 'Abrir la búsqueda',
    more: { one: 'Y {count} más en Vitrina.', other: 'Y {count} más en Vitrina.' },
    extra: 'Para dejar de recibir avisos de esta búsqueda (solo de esta), abre este enlace:',
    footer: 'Este aviso se envió a {email} por Vitrina porque guardaste la búsqueda «{search}».',
  },
  opportunityAlerts: opportunityAlertsEs,
  weekly: {
    subject: {
      one: 'Tu semana en Vitrina: {count} visita a tu perfil',
      other: 'Tu semana en Vitrina: {count} visitas a tu perfil',
    },
    preheader: 'Quién ha mirado tu trabajo en los últimos {days} días.',
    heading: 'Hola, {name}',
    intro: 'Esto es lo que pasó con tu perfil en los últimos {days} días:',
    views: { one: '{count} visita a tu perfil', other: '{count} visitas a tu perfil' },
    audience: 'De agencias: {agency}. De talentos: {talent}. De visitantes con tu enlace: {visitor}.',
    followers: { one: '{count} seguidor nuevo.', other: '{count} seguidores nuevos.' },
    bestPost: {
      one: 'Tu publicación con más visitas ({count} visita):',
      other: 'Tu publicación con más visitas ({count} visitas):',
    },
    untitledPost: 'Una publicación sin texto',
    agencies: 'Agencias que miraron tu perfil: {names}.',
    privateAgency: { one: 'una agencia en {country}', other: '{count} agencias en {country}' },
    button: 'Ver mis estadísticas',
    extra: 'Puedes dejar de recibir este resumen en tu configuración:',
    footer: 'Este resumen se envió a {email} desde Vitrina, como mucho una vez por semana y solo si hubo novedades.',
  },
  digest: {
    subject: { one: 'Vitrina: tienes {count} novedad', other: 'Vitrina: tienes {count} novedades' },
    preheader: 'Esto pasó mientras no estabas.',
    heading: 'Hola, {name}',
    paragraphs: ['Esto pasó en Vitrina mientras no estabas:'],
    button: 'Ver mis notificaciones',
    more: { one: 'Y {count} novedad más en Vitrina.', other: 'Y {count} novedades más en Vitrina.' },
    extra: 'Elige qué avisos recibes (o deja de recibir estos correos) en tu configuración:',
    footer:
      'Este mensaje se envió a {email} desde Vitrina. Te escribimos como mucho una vez cada pocos minutos, y solo si no estás conectado.',
    /** "Ana", "Ana y 3 personas más": who a line speaks of. */
    who: { one: '{name} y {count} persona más', other: '{name} y {count} personas más' },
    /** A line of the digest; `one` speaks of one person, `other` of several (grouped likes). */
    items: {
      FOLLOWER: { one: '{who} empezó a seguirte.', other: '{who} empezó a seguirte.' },
      COMMENT: { one: '{who} comentó tu publicación.', other: '{who} comentó tu publicación.' },
      LIKE_POST: { one: 'A {who} le gustó tu publicación.', other: 'A {who} les gustó tu publicación.' },
      LIKE_COMMENT: { one: 'A {who} le gustó tu comentario.', other: 'A {who} les gustó tu comentario.' },
      NEW_POST: { one: '{who} publicó algo nuevo.', other: '{who} publicó algo nuevo.' },
      REPORT_RESOLVED: { one: 'Revisamos una denuncia tuya.', other: 'Revisamos una denuncia tuya.' },
      AVAILABILITY_EXPIRING: {
        one: 'Tu disponibilidad termina en 3 días: renuévala en tu configuración.',
        other: 'Tu disponibilidad termina en 3 días: renuévala en tu configuración.',
      },
      SAVED_SEARCH_MATCH: {
        one: 'Hay talentos nuevos en una de tus búsquedas guardadas.',
        other: 'Hay talentos nuevos en una de tus búsquedas guardadas.',
      },
      MESSAGE: { one: '{who} te escribió:', other: '{who} te escribió:' },
      MESSAGE_REQUEST: {
        one: '{who}, agencia verificada, quiere escribirte.',
        other: '{who}, agencia verificada, quiere escribirte.',
      },
      REQUEST: {
        one: '{who} quiere escribirte: su mensaje te espera en Solicitudes.',
        other: '{who} quiere escribirte: su mensaje te espera en Solicitudes.',
      },
      ...opportunityDigestEs,
    },
  },
  guardians: guardiansEs,
  security: securityEs,
  factorRemoval: factorRemovalEs,
} as const;

/** Every value widened to `string` (arrays keep their length): the shape each language must fill exactly. */
type Copy<T> = T extends string ? string : { readonly [K in keyof T]: Copy<T[K]> };

export type MailCopy = Copy<typeof es>;
