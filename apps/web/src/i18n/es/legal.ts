export default {
  eyebrow: 'Información legal',
  updated: 'Última actualización: {{date}}',
  contents: 'Contenido',
  summary: 'Lo esencial',
  backToTop: 'Volver arriba',
  nav: {
    label: 'Páginas legales',
    terms: 'Términos',
    privacy: 'Privacidad',
    cookies: 'Cookies',
    contact: 'Contacto',
  },
  join: {
    title: '¿Listo para mostrar tu talento?',
    body: 'Crea tu cuenta gratis o inicia sesión para seguir donde lo dejaste.',
    register: 'Crear cuenta',
    login: 'Iniciar sesión',
  },
  contact: {
    title: 'Contacto',
    intro:
      'Estamos para ayudarte. Escríbenos al buzón que mejor encaje con tu consulta y te responderemos por correo electrónico.',
    hello: {
      title: 'Información general',
      body: 'Preguntas sobre Vitrina, prensa, alianzas y propuestas para agencias.',
      time_one: 'Respuesta en {{count}} día hábil como máximo.',
      time_other: 'Respuesta en {{count}} días hábiles como máximo.',
    },
    support: {
      title: 'Soporte',
      body: 'Problemas con tu cuenta, inicio de sesión, publicaciones, reportes o cancelación de la cuenta.',
      time_one: 'Respuesta en {{count}} día hábil como máximo.',
      time_other: 'Respuesta en {{count}} días hábiles como máximo.',
    },
    privacy: {
      title: 'Privacidad y derechos ARCO',
      body: 'Acceso, rectificación, cancelación u oposición al tratamiento de tus datos personales.',
      time: 'Respuesta en {{answer}} días hábiles como máximo; si procede, se hace efectiva en los {{execute}} días hábiles siguientes.',
    },
    tipsTitle: 'Para ayudarte más rápido',
    tips: {
      account: 'Escríbenos desde el correo electrónico con el que te registraste.',
      profile: 'Incluye el enlace de tu perfil o del perfil del que nos hablas.',
      screenshot: 'Si algo no funciona, cuéntanos qué pasos seguiste y, si puedes, adjunta una captura de pantalla.',
      report:
        'Para denunciar un perfil usa «Reportar perfil» en ese perfil: llega directo a nuestro equipo de moderación.',
    },
    hours: 'Atendemos de lunes a viernes, de 9:00 a 18:00 (hora del centro de México), excepto días festivos.',
    linksTitle: 'También te puede interesar',
  },
};
