/**
 * The small talk of the demo network: closings, document and share notes, comments, photo descriptions,
 * and a fixed list of real, well-known public YouTube videos (ids only).
 */

type Lang = 'es' | 'en';

export const CLOSINGS: Record<Lang, readonly string[]> = {
  es: [
    '¿Qué os parece?',
    '¡Gracias por el apoyo!',
    'Seguimos.',
    '✨',
    'Más pronto.',
    '¡Vamos!',
    '🙌',
    'Se aceptan consejos.',
  ],
  en: [
    'What do you think?',
    'Thanks for the support!',
    'Onwards.',
    '✨',
    'More soon.',
    'Let’s go!',
    '🙌',
    'Tips welcome.',
  ],
};

export const DOCUMENT_LINES: Record<Lang, readonly string[]> = {
  es: [
    'Os comparto mi portafolio actualizado.',
    'Dossier completo para agencias y productoras.',
    'Mi currículum artístico, por si alguien busca perfil.',
    'Rider técnico y condiciones para bolos.',
  ],
  en: [
    'Sharing my updated portfolio.',
    'Full press kit for agencies and producers.',
    'My artistic CV, in case anyone is looking.',
    'Technical rider and booking terms.',
  ],
};

export const SHARE_LINES: Record<Lang, readonly string[]> = {
  es: [
    '¡Mirad esto!',
    'Qué maravilla de trabajo.',
    'Orgullo de compañera.',
    '',
    'Imprescindible.',
    'Tenéis que ver esto.',
  ],
  en: ['Look at this!', 'What wonderful work.', 'So proud of this.', '', 'A must.', 'You have to see this.'],
};

export const COMMENTS: Record<Lang, readonly string[]> = {
  es: [
    '¡Qué maravilla!',
    'Brutal 🔥',
    'Me encanta la luz de esta foto.',
    'Enhorabuena, te lo mereces.',
    '¿Dónde se puede ver?',
    'Qué ganas de verlo en directo.',
    'Increíble trabajo.',
    'Esto es arte.',
    '¡Vamos con todo!',
    'Precioso.',
    'Me has inspirado para hoy.',
    '¿Cuándo es el próximo?',
    'Top 👏',
    'Qué talento.',
    'Guardado para verlo con calma.',
    'Gracias por compartirlo.',
  ],
  en: [
    'So good!',
    'Fire 🔥',
    'Love the light in this one.',
    'Congrats, well deserved.',
    'Where can I see it?',
    'Can’t wait to see it live.',
    'Amazing work.',
    'This is art.',
    'Go for it!',
    'Beautiful.',
    'You inspired my day.',
    'When is the next one?',
    'Top 👏',
    'Such talent.',
    'Saved to watch later.',
    'Thanks for sharing.',
  ],
};

/** Alt text of seeded photos (the author's short description). */
export const PHOTO_DESCRIPTIONS: Record<Lang, readonly string[]> = {
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
