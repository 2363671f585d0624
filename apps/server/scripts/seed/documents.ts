/**
 * The documents of the demo network: each category's portfolio, press kit and CV, named and titled for
 * its work (a model's book and comp card, a writer's literary CV), and what talents write over them.
 * A document post's line n speaks of document n % 3 of its author's category (posts-step.ts and
 * insertPostFiles pick the same n), so the text and the attached PDF agree.
 */

type Lang = 'es' | 'en';
type ByCategory = Record<Lang, Record<number, readonly string[]>>;

export interface SeedDocument {
  displayName: string;
  title: string;
  lines: readonly string[];
}

/** What a PDF says under its title, by kind (portfolio, press kit, CV); ASCII for the tiny PDF's font. */
const BODIES: Record<Lang, ReadonlyArray<readonly string[]>> = {
  es: [
    ['Seleccion de trabajos recientes.', 'Contacto por mensaje en Vitrina.'],
    ['Biografia, fotos y notas de prensa.', 'Uso libre para medios.'],
    ['Formacion, proyectos y premios.', 'Referencias disponibles a peticion.'],
  ],
  en: [
    ['A selection of recent work.', 'Get in touch by message on Vitrina.'],
    ['Biography, photos and press notes.', 'Free to use for media.'],
    ['Training, projects and awards.', 'References available on request.'],
  ],
};

/** Per category (1–8): portfolio, press kit and CV, as [file name, title]. */
const NAMED: Record<Lang, Record<number, ReadonlyArray<readonly [string, string]>>> = {
  es: {
    1: [
      ['portafolio_deportivo.pdf', 'Portafolio deportivo'],
      ['dossier_de_prensa_temporada.pdf', 'Dossier de prensa de la temporada'],
      ['curriculum_deportivo.pdf', 'Curriculum deportivo'],
    ],
    2: [
      ['portafolio_musica_y_danza.pdf', 'Portafolio de musica y danza'],
      ['dossier_de_prensa_disco.pdf', 'Dossier de prensa del disco'],
      ['curriculum_artistico.pdf', 'Curriculum artistico'],
    ],
    3: [
      ['portafolio_de_obra.pdf', 'Portafolio de obra'],
      ['dossier_de_prensa_exposicion.pdf', 'Dossier de prensa de la exposicion'],
      ['cv_artistico.pdf', 'CV artistico'],
    ],
    4: [
      ['portafolio_cine_y_publicidad.pdf', 'Portafolio de cine y publicidad'],
      ['dossier_de_prensa_corto.pdf', 'Dossier de prensa del corto'],
      ['filmografia.pdf', 'Filmografia'],
    ],
    5: [
      ['book_y_lookbook.pdf', 'Book y lookbook'],
      ['dossier_de_prensa_coleccion.pdf', 'Dossier de prensa de la coleccion'],
      ['composite_y_medidas.pdf', 'Composite y medidas'],
    ],
    6: [
      ['textos_publicados.pdf', 'Textos publicados'],
      ['dossier_de_prensa_libro.pdf', 'Dossier de prensa del libro'],
      ['curriculum_literario.pdf', 'Curriculum literario'],
    ],
    7: [
      ['portafolio_de_proyectos.pdf', 'Portafolio de proyectos'],
      ['dossier_de_prensa_proyecto.pdf', 'Dossier de prensa del proyecto'],
      ['cv_cientifico.pdf', 'CV cientifico'],
    ],
    8: [
      ['portafolio_gastronomico.pdf', 'Portafolio gastronomico'],
      ['dossier_de_prensa_restaurante.pdf', 'Dossier de prensa del restaurante'],
      ['curriculum_gastronomico.pdf', 'Curriculum gastronomico'],
    ],
  },
  en: {
    1: [
      ['sports_portfolio.pdf', 'Sports portfolio'],
      ['season_press_kit.pdf', 'Season press kit'],
      ['sports_cv.pdf', 'Sports CV'],
    ],
    2: [
      ['music_and_dance_portfolio.pdf', 'Music and dance portfolio'],
      ['record_press_kit.pdf', 'Press kit for the record'],
      ['artistic_cv.pdf', 'Artistic CV'],
    ],
    3: [
      ['art_portfolio.pdf', 'Art portfolio'],
      ['exhibition_press_kit.pdf', 'Exhibition press kit'],
      ['artist_cv.pdf', 'Artist CV'],
    ],
    4: [
      ['film_and_commercials_portfolio.pdf', 'Film and commercials portfolio'],
      ['short_film_press_kit.pdf', 'Short film press kit'],
      ['filmography.pdf', 'Filmography'],
    ],
    5: [
      ['book_and_lookbook.pdf', 'Book and lookbook'],
      ['collection_press_kit.pdf', 'Collection press kit'],
      ['comp_card_and_measurements.pdf', 'Comp card and measurements'],
    ],
    6: [
      ['published_writing.pdf', 'Published writing'],
      ['book_press_kit.pdf', 'Press kit for the book'],
      ['writing_cv.pdf', 'Writing CV'],
    ],
    7: [
      ['project_portfolio.pdf', 'Project portfolio'],
      ['project_press_kit.pdf', 'Project press kit'],
      ['science_cv.pdf', 'Science CV'],
    ],
    8: [
      ['culinary_portfolio.pdf', 'Culinary portfolio'],
      ['restaurant_press_kit.pdf', 'Restaurant press kit'],
      ['culinary_cv.pdf', 'Culinary CV'],
    ],
  },
};

/** The documents of the media pool, per language and category: portfolio, press kit, CV. */
export const DOCUMENTS: Record<Lang, Record<number, readonly SeedDocument[]>> = {
  es: documentsOf('es'),
  en: documentsOf('en'),
};

function documentsOf(lang: Lang): Record<number, readonly SeedDocument[]> {
  return Object.fromEntries(
    Object.entries(NAMED[lang]).map(([category, docs]) => [
      category,
      docs.map(([displayName, title], kind) => ({ displayName, title, lines: BODIES[lang][kind]! })),
    ]),
  );
}

/** How many documents each category has (portfolio, press kit, CV). */
export const DOCUMENT_KINDS = 3;

/** What any talent says over a document, in words that suit every category; line n is about kind n % 3. */
const ANY_DOCUMENT_LINES: Record<Lang, readonly string[]> = {
  es: [
    'Les comparto mi portafolio actualizado.',
    'Dossier de prensa completo, para agencias y medios.',
    'Mi currículum, por si alguien busca perfil.',
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
    'Dossier con las fotos y notas de prensa de este año.',
    'Para agencias: currículum con formación y experiencia.',
  ],
  en: [
    'Sharing my updated portfolio.',
    'Full press kit, for agencies and media.',
    'My CV, in case anyone is looking.',
    'New portfolio with this year’s work.',
    'Leaving my press kit here in case anyone needs it.',
    'CV up to date. Available for projects from June.',
    'Finally finished the portfolio. Any feedback welcome.',
    'Press kit updated with the latest coverage.',
    'Updated CV: training, projects and awards.',
    'Three agencies asked for my portfolio this week, so here it is for everyone.',
    'How I present my work to the media: press kit as a PDF.',
    'If you are looking for someone for your next project, here is my track record.',
    'Portfolio redone from top to bottom. Critique welcome.',
    'Press kit with this year’s photos and coverage.',
    'For agencies: CV with training and experience.',
  ],
};

/** Each category's own lines over its documents, in turn portfolio, press kit, CV. */
const OWN_DOCUMENT_LINES: ByCategory = {
  es: {
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
      'Filmografía completa, con papeles y directores.',
    ],
    5: [
      'Book actualizado con el lookbook y las pruebas de esta temporada.',
      'Dossier de prensa de la colección.',
      'Composite con medidas, desfiles y campañas.',
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
  },
  en: {
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
      'My full filmography, with roles and directors.',
    ],
    5: [
      'Book updated with this season’s lookbook and test shoots.',
      'Press kit for the collection.',
      'Comp card with measurements, shows and campaigns.',
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
  },
};

/** Document posts, per category: the lines of any talent, then the category's own; n % 3 is the document. */
export const DOCUMENT_LINES: ByCategory = {
  es: Object.fromEntries(
    Object.entries(OWN_DOCUMENT_LINES.es).map(([c, own]) => [c, [...ANY_DOCUMENT_LINES.es, ...own]]),
  ),
  en: Object.fromEntries(
    Object.entries(OWN_DOCUMENT_LINES.en).map(([c, own]) => [c, [...ANY_DOCUMENT_LINES.en, ...own]]),
  ),
};

// Every category has its three documents, its lines cycle through them, and every stored name is its own.
const names = (['es', 'en'] as const).flatMap((lang) =>
  Object.values(DOCUMENTS[lang])
    .flat()
    .map((d) => d.displayName),
);
if (
  (['es', 'en'] as const).some(
    (lang) =>
      Object.keys(DOCUMENTS[lang]).length !== 8 ||
      Object.values(DOCUMENTS[lang]).some((docs) => docs.length !== DOCUMENT_KINDS) ||
      Object.values(DOCUMENT_LINES[lang]).some((lines) => lines.length % DOCUMENT_KINDS !== 0),
  ) ||
  new Set(names).size !== names.length
)
  throw new Error('every language needs three documents a category, lines for each in turn, and distinct names');
