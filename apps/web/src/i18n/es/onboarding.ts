/** Account type selection, the talent wizard and the agency setup. */
export default {
  select: {
    title: '¿Cómo quieres usar Vitrina?',
    lead: 'Elige el tipo de cuenta. Esta elección es definitiva.',
    talento: {
      title: 'Mostrar mi talento',
      body: 'Publica tu trabajo, gana seguidores y deja que las agencias te encuentren.',
    },
    agencia: {
      title: 'Buscar talento',
      body: 'Descubre perfiles por categoría y país, síguelos y escríbeles directamente.',
    },
  },
  wizard: {
    progressLabel: 'Progreso de la configuración',
    stepOf: 'Paso {{step}} de {{total}}',
    skip: 'Omitir por ahora',
    next: 'Siguiente',
    storing: 'Guardando imagen…',
    follow: {
      title: '¡Listo! Sigue a otros talentos',
      lead: 'Talentos de tus categorías, primero de tu país. Síguelos y sus publicaciones llenarán tus noticias.',
      done: 'Ir a mis noticias',
    },
    back: 'Atrás',
    steps: {
      categories: 'Categoría',
      photo: 'Foto de perfil',
      cover: 'Portada',
      talent: 'Tu talento',
      sheet: 'Tu ficha',
      share: 'Compartir',
    },
    sheet: {
      title: 'Tu ficha de talento (opcional)',
      lead: 'Estatura, idiomas, estilos… lo que ayude a una agencia a encontrarte. Puedes completarla después en Configuración.',
    },
    categories: {
      title: '¿Cuál es tu talento?',
      lead: 'Elige una o varias categorías. Cada cambio se guarda al momento.',
      label: 'Categorías de tu talento',
    },
    photo: {
      title: 'Tu foto de perfil',
      lead: 'Una buena foto ayuda a que te reconozcan. JPG, PNG o GIF, de hasta 1.200 px de ancho.',
    },
    cover: {
      title: 'Tu foto de portada',
      lead: 'La imagen grande que encabeza tu perfil. JPG, PNG o GIF, de hasta 1.200 px de ancho.',
    },
    talent: {
      title: 'Cuéntanos de tu talento',
      lead: 'Unas líneas sobre lo que haces, tu experiencia y lo que buscas.',
    },
    share: {
      title: 'Comparte tu perfil',
      lead: 'Invita hasta a cuatro personas a ver tu talento. Puedes dejar los campos vacíos.',
    },
    failed: 'No pudimos terminar la configuración.',
  },
  talent: {
    label: 'Biografía',
    placeholder: 'Ej.: Bailarina de contemporáneo con 8 años de escenario…',
    counter: '{{count}} / {{max}} caracteres',
  },
  share: {
    legend: 'Correos de tus contactos',
    field: 'Correo {{number}}',
    placeholder: 'nombre@ejemplo.com',
    alert: 'Por favor verifica que los correos electrónicos estén correctos.',
    finish: 'Terminar',
    finishing: 'Terminando…',
  },
  agency: {
    title: 'Configura tu agencia',
    lead: 'Cuéntale al talento quién eres. Las categorías que elijas deciden qué perfiles te mostramos primero.',
    legend: 'Datos de la agencia',
    name: 'Nombre de la agencia',
    description: 'Descripción',
    descriptionHint: '{{count}} / {{max}} caracteres',
    contactEmail: 'Correo de contacto',
    contactEmailHint: 'Si lo dejas vacío usaremos el correo de tu cuenta.',
    web: 'Sitio web',
    phone: 'Teléfono',
    categories: 'Categorías que buscas',
    categoriesHint: 'Elige las áreas de talento que te interesan.',
    logoHint: 'Tu logotipo aparece junto al nombre de la agencia. JPG, PNG o GIF.',
    logo: 'Logotipo',
    submit: 'Empezar a descubrir talento',
    submitting: 'Guardando…',
  },
};
