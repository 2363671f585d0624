/** Biography pieces of the demo network's talents and agencies, in Spanish and English. */

/** What a talent of each category (1–8, the migration's ids) calls themselves: [female, male] forms. */
export const ROLES: Record<'es' | 'en', Record<number, ReadonlyArray<readonly [string, string]>>> = {
  es: {
    1: [
      ['Futbolista', 'Futbolista'],
      ['Nadadora', 'Nadador'],
      ['Atleta de fondo', 'Atleta de fondo'],
      ['Tenista', 'Tenista'],
      ['Escaladora', 'Escalador'],
    ],
    2: [
      ['Cantante y compositora', 'Cantante y compositor'],
      ['Bailarina contemporánea', 'Bailarín contemporáneo'],
      ['Guitarrista', 'Guitarrista'],
      ['Productora musical', 'Productor musical'],
      ['Violinista', 'Violinista'],
    ],
    3: [
      ['Ilustradora', 'Ilustrador'],
      ['Pintora', 'Pintor'],
      ['Escultora', 'Escultor'],
      ['Fotógrafa', 'Fotógrafo'],
      ['Muralista', 'Muralista'],
    ],
    4: [
      ['Actriz', 'Actor'],
      ['Directora de fotografía', 'Director de fotografía'],
      ['Guionista', 'Guionista'],
      ['Montadora', 'Montador'],
      ['Cineasta', 'Cineasta'],
    ],
    5: [
      ['Modelo', 'Modelo'],
      ['Diseñadora de moda', 'Diseñador de moda'],
      ['Estilista', 'Estilista'],
      ['Maquilladora profesional', 'Maquillador profesional'],
    ],
    6: [
      ['Escritora', 'Escritor'],
      ['Poeta', 'Poeta'],
      ['Novelista', 'Novelista'],
      ['Periodista cultural', 'Periodista cultural'],
      ['Traductora literaria', 'Traductor literario'],
    ],
    7: [
      ['Ingeniera de software', 'Ingeniero de software'],
      ['Divulgadora científica', 'Divulgador científico'],
      ['Diseñadora de videojuegos', 'Diseñador de videojuegos'],
      ['Investigadora en robótica', 'Investigador en robótica'],
    ],
    8: [
      ['Chef', 'Chef'],
      ['Pastelera', 'Pastelero'],
      ['Cocinera de producto', 'Cocinero de producto'],
      ['Sumiller', 'Sumiller'],
      ['Panadera artesana', 'Panadero artesano'],
    ],
  },
  en: {
    1: [
      ['Footballer', 'Footballer'],
      ['Swimmer', 'Swimmer'],
      ['Distance runner', 'Distance runner'],
      ['Tennis player', 'Tennis player'],
      ['Climber', 'Climber'],
    ],
    2: [
      ['Singer-songwriter', 'Singer-songwriter'],
      ['Contemporary dancer', 'Contemporary dancer'],
      ['Guitarist', 'Guitarist'],
      ['Music producer', 'Music producer'],
      ['Violinist', 'Violinist'],
    ],
    3: [
      ['Illustrator', 'Illustrator'],
      ['Painter', 'Painter'],
      ['Sculptor', 'Sculptor'],
      ['Photographer', 'Photographer'],
      ['Muralist', 'Muralist'],
    ],
    4: [
      ['Actress', 'Actor'],
      ['Cinematographer', 'Cinematographer'],
      ['Screenwriter', 'Screenwriter'],
      ['Film editor', 'Film editor'],
      ['Filmmaker', 'Filmmaker'],
    ],
    5: [
      ['Model', 'Model'],
      ['Fashion designer', 'Fashion designer'],
      ['Stylist', 'Stylist'],
      ['Make-up artist', 'Make-up artist'],
    ],
    6: [
      ['Writer', 'Writer'],
      ['Poet', 'Poet'],
      ['Novelist', 'Novelist'],
      ['Culture journalist', 'Culture journalist'],
      ['Literary translator', 'Literary translator'],
    ],
    7: [
      ['Software engineer', 'Software engineer'],
      ['Science communicator', 'Science communicator'],
      ['Game designer', 'Game designer'],
      ['Robotics researcher', 'Robotics researcher'],
    ],
    8: [
      ['Chef', 'Chef'],
      ['Pastry chef', 'Pastry chef'],
      ['Cook', 'Cook'],
      ['Sommelier', 'Sommelier'],
      ['Artisan baker', 'Artisan baker'],
    ],
  },
};

/** A second sentence of a talent's biography, by category. */
export const BIO_LINES: Record<'es' | 'en', Record<number, readonly string[]>> = {
  es: {
    1: [
      'Entreno cada mañana y compito a nivel nacional.',
      'Busco patrocinio para la próxima temporada.',
      'Campeonatos regionales, mucha disciplina y cero excusas.',
    ],
    2: [
      'Tengo dos EP publicados y giro por salas pequeñas.',
      'Formada en el conservatorio, enamorada del directo.',
      'Mezclo ritmos latinos con electrónica.',
    ],
    3: [
      'Trabajo con tinta, acuarela y mucho café.',
      'Mi obra se ha expuesto en galerías locales.',
      'Me interesan la luz, el color y las ciudades.',
    ],
    4: [
      'Tres cortometrajes en festivales y uno en camino.',
      'Formación en interpretación ante la cámara.',
      'Me apasiona contar historias pequeñas.',
    ],
    5: [
      'Pasarelas, editoriales y campañas de marca.',
      'Moda sostenible y hecha a mano.',
      'Disponible para sesiones y desfiles.',
    ],
    6: [
      'Publico relatos en revistas y un boletín semanal.',
      'Mi primera novela sale este año.',
      'Escribo sobre memoria, viajes y familia.',
    ],
    7: [
      'Construyo herramientas de código abierto.',
      'Explico ciencia en vídeos cortos.',
      'Robots, datos y mucha curiosidad.',
    ],
    8: [
      'Cocina de temporada y producto local.',
      'Formada en escuelas de cocina de Lima y San Sebastián.',
      'Preparo menús degustación y talleres.',
    ],
  },
  en: {
    1: [
      'Training every morning and competing nationally.',
      'Looking for a sponsor for next season.',
      'Regional titles, lots of discipline and no excuses.',
    ],
    2: [
      'Two EPs out and touring small venues.',
      'Conservatory trained, in love with live shows.',
      'Blending Latin rhythms with electronic music.',
    ],
    3: [
      'Ink, watercolour and a lot of coffee.',
      'My work has been shown in local galleries.',
      'Interested in light, colour and cities.',
    ],
    4: [
      'Three shorts in festivals and one on the way.',
      'Trained in acting for camera.',
      'I love telling small stories.',
    ],
    5: [
      'Runways, editorials and brand campaigns.',
      'Sustainable, handmade fashion.',
      'Available for shoots and shows.',
    ],
    6: [
      'Short stories in magazines and a weekly newsletter.',
      'My first novel comes out this year.',
      'Writing about memory, travel and family.',
    ],
    7: ['Building open-source tools.', 'Explaining science in short videos.', 'Robots, data and plenty of curiosity.'],
    8: [
      'Seasonal cooking with local produce.',
      'Trained in kitchens in Lima and San Sebastián.',
      'Tasting menus and cooking workshops.',
    ],
  },
};

export const BIO_CLOSINGS: Record<'es' | 'en', readonly string[]> = {
  es: [
    'Disponible para colaboraciones.',
    'Escríbeme para proyectos.',
    '',
    'Siempre aprendiendo.',
    'Representación: consultar por mensaje.',
  ],
  en: [
    'Open to collaborations.',
    'Message me about projects.',
    '',
    'Always learning.',
    'Representation: ask by message.',
  ],
};

export const AGENCY_NAMES = {
  first: [
    'Aurora',
    'Faro',
    'Norte',
    'Brújula',
    'Lumen',
    'Prisma',
    'Atlas',
    'Marea',
    'Cometa',
    'Alba',
    'Northstar',
    'Bright Lane',
    'Blue Harbor',
    'Silver Oak',
  ],
  last: ['Talent', 'Management', 'Creativos', 'Artists', 'Agency', 'Estudio', 'Collective', 'Scouting'],
};

export const AGENCY_BIOS: Record<'es' | 'en', readonly string[]> = {
  es: [
    'Agencia de representación con sede en {city}. Buscamos perfiles de {categories}.',
    'Descubrimos y acompañamos talento emergente desde {city}. Nos interesan {categories}.',
    'Casting y representación en {city}: {categories}. Escríbenos con tu portafolio.',
  ],
  en: [
    'Talent agency based in {city}, scouting {categories}.',
    'We discover and grow emerging talent from {city}. Interested in {categories}.',
    'Casting and representation in {city}: {categories}. Send us your portfolio.',
  ],
};
