export default {
  loading: 'Cargando…',
  language: { label: 'Idioma', es: 'Español', en: 'English' },
  nav: {
    main: 'Navegación principal',
    login: 'Iniciar sesión',
    register: 'Crear cuenta',
    logout: 'Cerrar sesión',
    news: 'Noticias',
    explore: 'Explorar',
    conversations: 'Mensajes',
    notifications: 'Notificaciones',
    talents: 'Talentos',
    settings: 'Mi cuenta',
  },
  footer: {
    legal: 'Información legal',
    terms: 'Términos de uso',
    privacy: 'Aviso de privacidad',
    cookies: 'Política de cookies',
    contact: 'Contacto',
    copyright: '© {{year}} Vitrina. Hecho para el talento creativo.',
  },
  notFound: {
    title: 'Esta página no existe',
    body: 'Puede que el enlace esté mal escrito o que la página se haya movido.',
    back: 'Ir al inicio',
  },
  routeError: {
    title: 'No pudimos cargar esta página',
    body: 'Revisa tu conexión e inténtalo de nuevo.',
    reload: 'Recargar',
  },
};
