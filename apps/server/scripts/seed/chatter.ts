/**
 * The small talk of the demo network: closings, share notes, comments, photo descriptions,
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
