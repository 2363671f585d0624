/**
 * The small talk of the demo network: closings, document and share notes, comments, photo descriptions,
 * and a fixed list of real, well-known public YouTube videos (ids only).
 */

type Lang = 'es' | 'en';
type Flat = Record<Lang, readonly string[]>;
type ByCategory = Record<Lang, Record<number, readonly string[]>>;

/** Sometimes added after a text or photo post that does not end in a question. */
export const CLOSINGS: Flat = {
  es: ['¿Qué opinan?', '¡Gracias por el apoyo!', 'Seguimos.', '✨', 'Más pronto.', '¡Vamos!', '🙌', '❤️'],
  en: ['What do you think?', 'Thanks for the support!', 'Onwards.', '✨', 'More soon.', 'Let’s go!', '🙌', '❤️'],
};

/**
 * The documents of the media pool, per language; a document post's line n speaks of document n % 3
 * (posts-step.ts and insertPostFiles pick the same n), so the text and the attached PDF agree.
 */
export const DOCUMENTS: Record<Lang, ReadonlyArray<{ displayName: string; title: string; lines: string[] }>> = {
  es: [
    {
      displayName: 'portafolio_2024.pdf',
      title: 'Portafolio 2024',
      lines: ['Seleccion de trabajos recientes.', 'Contacto por mensaje en Vitrina.'],
    },
    {
      displayName: 'dossier_de_prensa.pdf',
      title: 'Dossier de prensa',
      lines: ['Biografia, fotos y notas de prensa.', 'Uso libre para medios.'],
    },
    {
      displayName: 'curriculum_artistico.pdf',
      title: 'Curriculum artistico',
      lines: ['Formacion, proyectos y premios.', 'Referencias disponibles a peticion.'],
    },
  ],
  en: [
    {
      displayName: 'portfolio_2024.pdf',
      title: 'Portfolio 2024',
      lines: ['A selection of recent work.', 'Get in touch by message on Vitrina.'],
    },
    {
      displayName: 'press_kit.pdf',
      title: 'Press kit',
      lines: ['Biography, photos and press notes.', 'Free to use for media.'],
    },
    {
      displayName: 'artistic_cv.pdf',
      title: 'Artistic CV',
      lines: ['Training, projects and awards.', 'References available on request.'],
    },
  ],
};

/** What any talent says over a document; line n is about DOCUMENTS[lang][n % 3] (portfolio, press kit, CV). */
const ANY_DOCUMENT_LINES: Flat = {
  es: [
    'Les comparto mi portafolio actualizado.',
    'Dossier de prensa completo, para agencias y productoras.',
    'Mi currículum artístico, por si alguien busca perfil.',
    'Portafolio nuevo, con los trabajos de este año.',
    'Dejo aquí mi dossier de prensa por si alguien lo necesita.',
    'Currículum al día. Disponible para proyectos a partir de junio.',
    'Por fin terminé el portafolio. Cualquier comentario es bienvenido.',
    'Dossier actualizado con las últimas notas de prensa.',
    'CV actualizado: formación, proyectos y premios.',
    'Me pidieron el portafolio tres agencias esta semana, así que lo dejo aquí para todos.',
    'Así presento mi trabajo a medios: dossier de prensa en PDF.',
    'Si buscan perfil para su próximo proyecto, aquí está mi trayectoria.',
    'Portafolio renovado de arriba abajo. Se aceptan críticas.',
    'Dossier con las fotos y notas de la última temporada.',
    'Para agencias: currículum con formación y experiencia.',
    'Reuní en un PDF los trabajos de los últimos dos años.',
    'Prensa y programadores: aquí tienen todo lo que necesitan.',
    'Currículum actualizado después de un año intenso.',
  ],
  en: [
    'Sharing my updated portfolio.',
    'Full press kit, for agencies and producers.',
    'My artistic CV, in case anyone is looking.',
    'New portfolio with this year’s work.',
    'Leaving my press kit here in case anyone needs it.',
    'CV up to date. Available for projects from June.',
    'Finally finished the portfolio. Any feedback welcome.',
    'Press kit updated with the latest coverage.',
    'Updated CV: training, projects and awards.',
    'Three agencies asked for my portfolio this week, so here it is for everyone.',
    'How I present my work to the media: press kit as a PDF.',
    'If you are casting for your next project, here is my track record.',
    'Portfolio redone from top to bottom. Critique welcome.',
    'Press kit with photos and notes from last season.',
    'For agencies: CV with training and experience.',
    'Two years of work gathered in one PDF.',
    'Press and programmers: everything you need is here.',
    'CV updated after a busy year.',
  ],
};

function documentLines(lang: Lang, own: Record<number, readonly string[]>): Record<number, readonly string[]> {
  return Object.fromEntries(Object.entries(own).map(([c, list]) => [c, [...ANY_DOCUMENT_LINES[lang], ...list]]));
}

/** Document posts, per category: the lines of any talent, then the category's own; n % 3 is the document. */
export const DOCUMENT_LINES: ByCategory = {
  es: documentLines('es', {
    1: [
      'Mi portafolio deportivo: marcas, resultados y fotos de competición.',
      'Dossier de prensa de la temporada, con entrevistas y resultados.',
      'Currículum deportivo: clubes, títulos y entrenadores.',
    ],
    2: [
      'Portafolio con videoclips, directos y coreografías.',
      'Dossier de prensa del disco nuevo.',
      'Currículum artístico: formación musical, giras y compañías.',
    ],
    3: [
      'Portafolio con la obra de los últimos dos años.',
      'Dossier de prensa de la exposición.',
      'CV artístico: exposiciones, residencias y premios.',
    ],
    4: [
      'Portafolio con mis trabajos en cine y publicidad.',
      'Dossier de prensa del corto, para festivales.',
      'Currículum con la filmografía completa.',
    ],
    5: [
      'Book actualizado con las últimas campañas.',
      'Dossier de prensa de la colección.',
      'Currículum con desfiles, campañas y medidas.',
    ],
    6: [
      'Portafolio con relatos y artículos publicados.',
      'Dossier de prensa del libro nuevo.',
      'Currículum literario: publicaciones, premios y talleres.',
    ],
    7: [
      'Portafolio de proyectos: robótica, software y divulgación.',
      'Dossier de prensa del proyecto, con datos y fotos.',
      'CV con publicaciones, proyectos y charlas.',
    ],
    8: [
      'Portafolio con los menús y platos de esta temporada.',
      'Dossier de prensa del restaurante.',
      'Currículum gastronómico: cocinas, escuelas y premios.',
    ],
  }),
  en: documentLines('en', {
    1: [
      'My sports portfolio: times, results and competition photos.',
      'This season’s press kit, with interviews and results.',
      'Sports CV: clubs, titles and coaches.',
    ],
    2: [
      'Portfolio with music videos, live sets and choreography.',
      'Press kit for the new record.',
      'Artistic CV: music training, tours and companies.',
    ],
    3: [
      'Portfolio with the last two years of work.',
      'Press kit for the exhibition.',
      'Artist CV: shows, residencies and awards.',
    ],
    4: [
      'Portfolio with my film and commercial work.',
      'Press kit for the short, for festivals.',
      'CV with my full filmography.',
    ],
    5: [
      'Book updated with the latest campaigns.',
      'Press kit for the collection.',
      'CV with shows, campaigns and measurements.',
    ],
    6: [
      'Portfolio of published stories and articles.',
      'Press kit for the new book.',
      'Writing CV: publications, prizes and workshops.',
    ],
    7: [
      'Project portfolio: robotics, software and outreach.',
      'Press kit for the project, with data and photos.',
      'CV with papers, projects and talks.',
    ],
    8: [
      'Portfolio with this season’s menus and dishes.',
      'Press kit for the restaurant.',
      'Culinary CV: kitchens, schools and awards.',
    ],
  }),
};

/** What a talent writes over a post they share (sometimes nothing). */
export const SHARE_LINES: Flat = {
  es: [
    'Esto hay que verlo.',
    'Qué maravilla de trabajo.',
    'Orgullo de ver esto.',
    '',
    'Imprescindible.',
    '👏👏👏',
    '',
    'Lo comparto porque se lo merece.',
    'Sigan este perfil, de verdad.',
    'Qué bueno es esto.',
    'Para quien no lo haya visto todavía.',
    'Un trabajo enorme, qué nivel.',
    '',
    'Esto me alegró el día.',
    'Gente con talento apoyando a gente con talento.',
    'Me encanta lo que hace.',
  ],
  en: [
    'You have to see this.',
    'What wonderful work.',
    'So proud to see this.',
    '',
    'A must.',
    '👏👏👏',
    '',
    'Sharing because it deserves it.',
    'Follow this account, seriously.',
    'This is so good.',
    'For anyone who hasn’t seen it yet.',
    'Huge work from someone I admire.',
    '',
    'This made my day.',
    'Talent supporting talent.',
    'Love what they do.',
  ],
};

/** Each kind's comments for every category, then those of one category (text, photo and video posts). */
const byCategory = (common: Flat, own: ByCategory): ByCategory => ({
  es: Object.fromEntries(Object.entries(own.es).map(([c, list]) => [c, [...common.es, ...list]])),
  en: Object.fromEntries(Object.entries(own.en).map(([c, list]) => [c, [...common.en, ...list]])),
});

/** Comments under a text post: they answer what was said, never a picture. */
export const TEXT_COMMENTS: ByCategory = byCategory(
  {
    es: [
      'Mucho ánimo 💪',
      'Qué bien contado.',
      '👏👏',
      'Te sigo de cerca.',
      'Te entiendo perfectamente.',
      'Gracias por compartirlo.',
      '❤️',
      'Aquí estamos para lo que haga falta.',
      'Gracias por contarlo.',
    ],
    en: [
      'Keep going 💪',
      'Well said.',
      '👏👏',
      'Following this closely.',
      'I know exactly what you mean.',
      'Thanks for sharing.',
      '❤️',
      'Here for whatever you need.',
      'Thanks for telling us.',
    ],
  },
  {
    es: {
      1: ['Ese esfuerzo se nota.', 'Qué disciplina, admirable.', 'Cuida esas piernas.', 'A por la siguiente meta.'],
      2: [
        '¿Dónde se puede escuchar?',
        'Ahí estaré en primera fila.',
        'Qué ganas de escucharlo.',
        '¿Tocas cerca pronto?',
      ],
      3: [
        '¿Se puede ver en persona?',
        'Me encantaría ver el proceso.',
        'Qué ganas de ver lo nuevo.',
        'Eso es ser artista.',
      ],
      4: [
        '¿Dónde se podrá ver?',
        'Qué ganas de verla.',
        'Mucha suerte con el proyecto.',
        'El cine independiente necesita esto.',
      ],
      5: ['Qué ganas de ver la colección.', 'Te lo mereces.', 'Muy buen consejo.', 'Así se hace.'],
      6: ['Ya tengo ganas de leerlo.', '¿Dónde se puede comprar?', 'Me lo apunto.', 'Qué bonito lo que cuentas.'],
      7: [
        '¿Hay repositorio público?',
        'Qué buen trabajo.',
        'Eso tiene mucho mérito.',
        'Me lo guardo para leerlo con calma.',
      ],
      8: [
        'Tengo que ir a probarlo.',
        '¿Aceptan reservas para grupos?',
        'Qué hambre me ha dado leer esto.',
        'Me apunto.',
      ],
    },
    en: {
      1: ['The hard work shows.', 'Such discipline.', 'Look after those legs.', 'On to the next goal.'],
      2: [
        'Where can I listen?',
        'I’ll be in the front row.',
        'Can’t wait to hear it.',
        'Playing anywhere near me soon?',
      ],
      3: [
        'Can I see it in person?',
        'Would love to see the process.',
        'Can’t wait to see the new work.',
        'That is being an artist.',
      ],
      4: ['Where can we watch it?', 'Can’t wait to see it.', 'Good luck with the project.', 'Indie film needs this.'],
      5: ['Can’t wait to see the collection.', 'You deserve it.', 'Great advice.', 'That’s how it’s done.'],
      6: ['Can’t wait to read it.', 'Where can I buy it?', 'Noted.', 'Beautifully put.'],
      7: ['Is there a public repo?', 'Great work.', 'That takes real effort.', 'Saving this to read properly.'],
      8: ['I have to come and try it.', 'Do you take group bookings?', 'Reading this made me hungry.', 'Count me in.'],
    },
  },
);

/** Comments under a text post that asks something (each category has one such line a language): answers. */
export const QUESTION_COMMENTS: ByCategory = byCategory(
  {
    es: ['Buena pregunta, sigo el hilo.', 'Yo también quiero saberlo.', 'Te escribo por privado.'],
    en: ['Good question, following.', 'I want to know too.', 'Sending you a message.'],
  },
  {
    es: {
      1: ['Te paso un contacto por privado, es muy bueno.', 'El mío me salvó la temporada. Te escribo.'],
      2: ['Dos horas, y me cuesta.', 'Cuatro en los días buenos.', 'Poco pero todos los días, es lo que me funciona.'],
      3: ['Yo, todos los días.', 'Siempre llevo un cuaderno en la mochila.', 'Yo dibujo a la gente dormida, perdón.'],
      4: ['Conozco uno muy bueno, te paso el contacto.', 'Pregunta en la escuela de cine, suelen saber.'],
      5: ['Buena pregunta.'],
      6: ['Ahora mismo, poesía chilena.', 'Una novela negra que no puedo soltar.', 'Relecturas, como cada invierno.'],
      7: ['Buena pregunta.'],
      8: ['Las lentejas de mi abuela.', 'Arroz con leche, sin duda.', 'Las empanadas de mi madre.'],
    },
    en: {
      1: ['I can send you a contact, they are great.', 'Mine saved my season. Messaging you.'],
      2: ['Two hours, and it is hard.', 'Four on a good day.', 'A little every day is what works for me.'],
      3: ['Me, every day.', 'Always a sketchbook in my bag.', 'I draw people sleeping, sorry.'],
      4: ['I know a good one, I’ll send you the contact.', 'Ask the film school, they usually know.'],
      5: ['Good question.'],
      6: ['Poetry right now.', 'A crime novel I cannot put down.', 'Rereading, like every winter.'],
      7: ['Good question.'],
      8: ['My grandmother’s lentil stew.', 'Rice pudding, no question.', 'My mum’s pies.'],
    },
  },
);

/** Comments under a photo post: about the pictures. */
export const PHOTO_COMMENTS: ByCategory = byCategory(
  {
    es: [
      '¡Qué foto!',
      'Me encanta la luz de esta foto.',
      'Qué colores.',
      'Preciosa imagen.',
      '😍',
      '🔥🔥',
      'Qué composición.',
      'Qué buen momento capturado.',
      'Me quedo con la primera.',
      'Qué bonita luz.',
    ],
    en: [
      'What a photo!',
      'Love the light in this one.',
      'Those colours.',
      'Beautiful shot.',
      '😍',
      '🔥🔥',
      'Great composition.',
      'What a moment to capture.',
      'The first one is my favourite.',
      'Gorgeous light.',
    ],
  },
  {
    es: {
      1: ['Foto de campeones.', 'Qué forma física 💪', 'Esa pista me trae recuerdos.'],
      2: ['Qué ambiente se ve.', 'Qué escenario.', 'Se oye la música desde aquí.'],
      3: ['Me encantan las texturas.', '¿Está a la venta?', 'Quiero verlo en persona.'],
      4: ['Parece un fotograma.', 'Qué buen equipo.', 'Ese encuadre.'],
      5: ['Qué estilismo.', 'Ese color te queda increíble.', 'Qué elegancia.'],
      6: ['Qué portada tan bonita.', 'Quiero uno firmado.', 'Qué rincón para escribir.'],
      7: ['Qué pasada de montaje.', '¿Qué impresora usaste?', 'Se nota el trabajo que hay detrás.'],
      8: ['Qué pinta tiene eso 🤤', 'Me ha entrado hambre.', 'La receta, por favor.'],
    },
    en: {
      1: ['Champions.', 'Looking strong 💪', 'That track brings back memories.'],
      2: ['What an atmosphere.', 'What a stage.', 'I can almost hear it.'],
      3: ['Love the textures.', 'Is it for sale?', 'Need to see this in person.'],
      4: ['Looks like a film still.', 'What a crew.', 'That framing.'],
      5: ['Great styling.', 'That colour suits you so well.', 'So elegant.'],
      6: ['Gorgeous cover.', 'I want a signed copy.', 'What a writing nook.'],
      7: ['Impressive setup.', 'Which printer did you use?', 'You can see the work behind it.'],
      8: ['That looks so good 🤤', 'Now I’m hungry.', 'Recipe please.'],
    },
  },
);

/** Comments under a video post: about the video. */
export const VIDEO_COMMENTS: ByCategory = byCategory(
  {
    es: [
      'No lo conocía, gracias.',
      'Lo he visto mil veces y sigue funcionando.',
      'Guardado para verlo con calma.',
      'Qué buena recomendación.',
      'Qué buen gusto tienes.',
      'Me lo pongo ahora mismo.',
      'Un clásico.',
    ],
    en: [
      'Hadn’t seen it, thanks.',
      'Seen it a thousand times and it still works.',
      'Saved to watch later.',
      'Great recommendation.',
      'You have great taste.',
      'Putting it on right now.',
      'A classic.',
    ],
  },
  {
    es: {
      1: ['Esto motiva a cualquiera.'],
      2: ['Temazo.', 'La escucho en bucle.'],
      3: ['Qué referencia tan buena.'],
      4: ['Qué montaje.'],
      5: ['Qué estética.'],
      6: ['Me la apunto para los días de bloqueo.'],
      7: ['La pondré en clase.'],
      8: ['Con esto cocino el domingo.'],
    },
    en: {
      1: ['This would motivate anyone.'],
      2: ['What a tune.', 'On repeat.'],
      3: ['Great reference.'],
      4: ['That edit.'],
      5: ['The aesthetic.'],
      6: ['Saving this for writer’s block days.'],
      7: ['Showing this in class.'],
      8: ['Sunday cooking sorted.'],
    },
  },
);

/** Comments under a document post. */
export const DOCUMENT_COMMENTS: Flat = {
  es: [
    'Muy completo, gracias.',
    'Te escribo por privado.',
    'Descargado 👍',
    'Muy claro y bien presentado.',
    '¿Puedo pasárselo a mi agencia?',
    'Qué trayectoria.',
    'Guardado para enseñárselo al equipo.',
    'Muy profesional.',
    'Gracias por compartirlo.',
    'Se nota todo el trabajo.',
  ],
  en: [
    'Very thorough, thanks.',
    'Sending you a message.',
    'Downloaded 👍',
    'Clear and well presented.',
    'Can I pass it on to my agency?',
    'What a track record.',
    'Saved to show the team.',
    'Very professional.',
    'Thanks for sharing.',
    'All the work shows.',
  ],
};

/** Comments under a share: about what was shared. */
export const SHARE_COMMENTS: Flat = {
  es: [
    'Gracias por compartirlo.',
    'No lo había visto.',
    'Qué buen descubrimiento.',
    'Totalmente de acuerdo.',
    '👏',
    'Qué bien que le den visibilidad.',
    'Me encanta su trabajo.',
    'Ya lo sigo.',
    'Qué maravilla.',
    '🙌',
  ],
  en: [
    'Thanks for sharing.',
    'Hadn’t seen this.',
    'What a find.',
    'Totally agree.',
    '👏',
    'Great to see this getting attention.',
    'Love their work.',
    'Already following.',
    'Wonderful.',
    '🙌',
  ],
};

/** Alt text of seeded photos (the author's short description; empty for some). */
export const PHOTO_DESCRIPTIONS: Flat = {
  es: ['', 'Detalle de la sesión', 'Vista general', 'Luz de la tarde', '', 'Con el equipo', 'Antes de empezar'],
  en: ['', 'Detail from the session', 'Wide view', 'Afternoon light', '', 'With the team', 'Before we started'],
};

/** Real, well-known public YouTube videos (music videos, TED talks, the IFrame API demo): ids only. */
export const YOUTUBE_IDS: readonly string[] = [
  'dQw4w9WgXcQ',
  '9bZkp7q19f0',
  'kJQP7kiw5Fk',
  'JGwWNGJdvx8',
  'OPf0YbXqDm0',
  'RgKAFK5djSk',
  'fJ9rUzIMcZQ',
  'hT_nvWreIhg',
  'CevxZvSJLk8',
  'YQHsXMglC9A',
  '60ItHLz5WEA',
  'pRpeEdMmmQ0',
  '2Vv-BfVoq4g',
  'lp-EO5I60KA',
  '8UVNT4wvIGY',
  'e-ORhEE9VVg',
  '09R8_2nJtjg',
  'RBumgq5yVrA',
  'iG9CE55wbtY',
  'arj7oStGLkU',
  'H14bBuluwB8',
  'M7lc1UVf-VE',
  'jNQXAC9IVRw',
];
