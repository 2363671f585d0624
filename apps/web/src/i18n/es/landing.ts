export default {
  carousel: {
    label: 'Lo más destacado de Vitrina',
    slide: 'Diapositiva {{index}} de {{total}}',
    goTo: 'Ir a la diapositiva {{index}}',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    pause: 'Pausar el carrusel',
    play: 'Reanudar el carrusel',
  },
  slides: {
    talent: {
      eyebrow: 'Para talentos creativos',
      title: 'Tu talento merece una vitrina',
      body: 'Publica fotos, videos y proyectos en un perfil profesional y deja que las agencias te encuentren.',
    },
    agency: {
      eyebrow: 'Para agencias y cazatalentos',
      title: 'Descubre al próximo gran talento',
      body: 'Busca por categoría y país, sigue los perfiles que te inspiran y escríbeles directamente.',
    },
    community: {
      eyebrow: 'Ocho disciplinas, una comunidad',
      title: 'Del escenario a la cocina, aquí cabe tu arte',
      body: 'Música, deporte, cine, moda, literatura, ciencia y más: conecta con quienes comparten tu pasión.',
    },
  },
  cta: {
    register: 'Crear cuenta gratis',
    login: 'Ya tengo cuenta',
    startNow: 'Empieza ahora',
  },
  mock: {
    profileName: 'Lucía Ramírez',
    profileMeta: 'Música y baile · Guadalajara',
    followers: '1,2 mil seguidores',
    follow: 'Seguir',
    searchQuery: 'Modelaje · México',
    results: 'Resultados',
    resultOneMeta: 'Modelaje · Monterrey',
    resultTwoMeta: 'Modelaje · Puebla',
    resultThreeMeta: 'Modelaje · CDMX',
    message: '¡Hola! Nos encantó tu portafolio. ¿Hablamos?',
    newFollower: 'Estudio Norte empezó a seguirte',
  },
  explainer: {
    eyebrow: 'Cómo funciona',
    title: 'De tu primera publicación a tu primera oportunidad',
    body: 'En menos de un minuto: así se ve Vitrina por dentro.',
    videoLabel: 'Video: cómo funciona Vitrina',
    noVideo: 'Tu navegador no puede reproducir este video.',
    steps: {
      create: {
        title: 'Crea tu perfil',
        body: 'Elige tu categoría, sube tu foto y portada y cuenta tu historia.',
      },
      publish: {
        title: 'Publica tu trabajo',
        body: 'Fotos, videos de YouTube y documentos, todo en un mismo lugar.',
      },
      connect: {
        title: 'Conecta',
        body: 'Las agencias te siguen y te escriben; tú decides con quién hablar.',
      },
    },
  },
  talents: {
    eyebrow: 'Para talentos',
    title: 'Haz que tu trabajo hable por ti',
    body: 'Tu perfil es tu portafolio: una portada, tu biografía, tus redes y todo lo que creas.',
    points: {
      profile: 'Un perfil con URL propia para compartir en cualquier lugar',
      posts: 'Publica fotos, videos y archivos, y recibe likes y comentarios',
      reach: 'Aparece en Explorar para agencias de tu país y del mundo',
      messages: 'Recibe mensajes de agencias directamente en tu bandeja',
    },
    cta: 'Mostrar mi talento',
  },
  agencies: {
    eyebrow: 'Para agencias',
    title: 'Encuentra talento sin intermediarios',
    body: 'Explora perfiles reales, con trabajo a la vista, y arma tu propia lista de talentos.',
    points: {
      search: 'Busca por categoría y país, o mira los destacados y los recientes',
      follow: 'Sigue talentos y recibe su actividad en tus noticias',
      list: 'Consulta en un solo lugar los talentos que sigues',
      chat: 'Conversa en tiempo real, sin salir de Vitrina',
    },
    cta: 'Buscar talento',
  },
  start: {
    title: 'Tu próxima oportunidad empieza con un perfil',
    body: 'Crear tu cuenta es gratis y toma un par de minutos.',
    login: '¿Ya tienes cuenta? Inicia sesión',
  },
};
