/** What the demo network's talents post about, by category (ids 1–8) and language. */

type Lang = 'es' | 'en';
type ByCategory = Record<Lang, Record<number, readonly string[]>>;

/** Text and photo posts: one of these, sometimes with a closing and a tag. */
export const POST_LINES: ByCategory = {
  es: {
    1: [
      'Hoy bajé mi mejor marca en 10 km. ¡Gracias a todo el equipo!',
      'Pretemporada a tope: dobles sesiones toda la semana.',
      'Partidazo el domingo, ganamos en el último minuto.',
      'Recuperación activa después de la carrera. El descanso también entrena.',
      'Nuevo reto: la media maratón de otoño.',
      'Entrenando con el club juvenil, qué energía tienen.',
    ],
    2: [
      'Grabando voces para el nuevo single en el estudio.',
      'Ensayo general antes del concierto del viernes.',
      'Nueva coreografía lista, os la enseño pronto.',
      'Tocamos en acústico este sábado, ¿os venís?',
      'Componiendo de madrugada, como siempre.',
      'Primer directo con banda completa. ¡Qué nervios!',
    ],
    3: [
      'Terminé la serie de acuarelas sobre el mar.',
      'Boceto del próximo mural en el barrio.',
      'Mi obra estará en la exposición colectiva de este mes.',
      'Probando técnicas nuevas con tinta china.',
      'Retratos en blanco y negro de gente del mercado.',
      'El taller huele a óleo y a café.',
    ],
    4: [
      'Último día de rodaje del corto. ¡Gracias, equipo!',
      'Preparando el casting para mi próximo proyecto.',
      'Nuestro corto ha sido seleccionado en un festival.',
      'Ensayando la escena más difícil del guion.',
      'Localizaciones listas para la semana que viene.',
      'Montaje casi terminado, falta el color.',
    ],
    5: [
      'Sesión de fotos para la nueva colección de otoño.',
      'Detrás de cámaras del desfile de ayer.',
      'Tejidos reciclados y mucho amor por el detalle.',
      'Editorial de primavera con luz natural.',
      'Prueba de vestuario para la campaña.',
      'Mi look favorito de la semana de la moda.',
    ],
    6: [
      'Acabo de terminar el segundo borrador de la novela.',
      'Nuevo relato publicado en la revista de este mes.',
      'Lectura de poemas el jueves en la librería del barrio.',
      'Escribir cada mañana, aunque sea una página.',
      'Presentación del libro confirmada para abril.',
      'Un verso que no me deja dormir.',
    ],
    7: [
      'Publiqué una librería de código abierto para visión artificial.',
      'Nuestro robot ya sube escaleras sin ayuda.',
      'Charla sobre inteligencia artificial responsable este viernes.',
      'Prototipo impreso en 3D listo para pruebas.',
      'Explicando la física de las olas en un vídeo corto.',
      'Hackatón de fin de semana: 48 horas y mucho café.',
    ],
    8: [
      'Menú de temporada: setas, castañas y calabaza.',
      'Pan de masa madre recién salido del horno.',
      'Taller de cocina peruana este sábado.',
      'Nuevo postre en la carta: tarta de queso con frutos rojos.',
      'Del mercado a la mesa en dos horas.',
      'Probando maridajes con vinos de la zona.',
    ],
  },
  en: {
    1: [
      'New personal best over 10k today. Thanks to the whole team!',
      'Preseason in full swing: double sessions all week.',
      'Great match on Sunday, we won in the last minute.',
      'Active recovery after the race. Rest is training too.',
      'Next challenge: the autumn half marathon.',
      'Training with the youth club, what energy they have.',
    ],
    2: [
      'Recording vocals for the new single.',
      'Dress rehearsal before Friday’s show.',
      'New choreography ready, coming soon.',
      'Acoustic set this Saturday, who is coming?',
      'Writing songs at 3 a.m., as usual.',
      'First show with a full band. So nervous!',
    ],
    3: [
      'Finished the watercolour series about the sea.',
      'Sketch for the next mural in the neighbourhood.',
      'My work is in this month’s group show.',
      'Trying new techniques with Indian ink.',
      'Black-and-white portraits of people at the market.',
      'The studio smells of oil paint and coffee.',
    ],
    4: [
      'Last day on set for the short. Thank you, crew!',
      'Casting for my next project starts soon.',
      'Our short was selected for a festival.',
      'Rehearsing the hardest scene in the script.',
      'Locations locked for next week.',
      'Edit almost done, colour grading next.',
    ],
    5: [
      'Shoot for the new autumn collection.',
      'Behind the scenes of yesterday’s show.',
      'Recycled fabrics and a lot of love for detail.',
      'Spring editorial in natural light.',
      'Wardrobe fitting for the campaign.',
      'My favourite look of fashion week.',
    ],
    6: [
      'Just finished the second draft of the novel.',
      'New short story out in this month’s magazine.',
      'Poetry reading on Thursday at the local bookshop.',
      'Writing every morning, even if it is one page.',
      'Book launch confirmed for April.',
      'A line that keeps me awake.',
    ],
    7: [
      'Released an open-source library for computer vision.',
      'Our robot now climbs stairs on its own.',
      'Talk on responsible AI this Friday.',
      '3D-printed prototype ready for testing.',
      'Explaining the physics of waves in a short video.',
      'Weekend hackathon: 48 hours and lots of coffee.',
    ],
    8: [
      'Seasonal menu: mushrooms, chestnuts and squash.',
      'Sourdough fresh out of the oven.',
      'Peruvian cooking workshop this Saturday.',
      'New dessert on the menu: cheesecake with berries.',
      'From market to table in two hours.',
      'Testing pairings with local wines.',
    ],
  },
};

/** Video posts. */
export const VIDEO_LINES: ByCategory = {
  es: {
    1: [
      'Mirad este partido histórico, me inspira cada vez.',
      'Vídeo que veo antes de cada competición.',
      'Esto es lo que quiero transmitir en el campo.',
    ],
    2: [
      'Este tema me cambió la forma de entender la música.',
      'Versión que estoy preparando para el próximo directo.',
      'Un clásico que nunca falla en los ensayos.',
    ],
    3: [
      'Referencia visual para mi próxima serie.',
      'Qué paleta de color, no me canso de verlo.',
      'Inspiración para el mural nuevo.',
    ],
    4: [
      'Una lección de ritmo y montaje.',
      'Plano secuencia que estudio una y otra vez.',
      'Vídeo que recomiendo a cualquiera que empiece.',
    ],
    5: [
      'Estilismo de vídeo que me encanta.',
      'Inspiración para la sesión de la semana que viene.',
      'Movimiento, luz y vestuario perfectos.',
    ],
    6: [
      'Una charla que todo escritor debería ver.',
      'Me la pongo cuando me bloqueo escribiendo.',
      'Sobre creatividad y miedo, imprescindible.',
    ],
    7: [
      'Charla imprescindible sobre creatividad y aprendizaje.',
      'El vídeo que uso para explicar la API del reproductor.',
      'Para entender cómo pensamos: muy recomendable.',
    ],
    8: ['Música para cocinar el domingo.', 'Lo que suena en la cocina durante el servicio.', 'Para amasar con ritmo.'],
  },
  en: {
    1: [
      'Watch this historic match, it inspires me every time.',
      'The video I watch before every competition.',
      'This is what I want to bring to the field.',
    ],
    2: [
      'This song changed how I hear music.',
      'A version I am preparing for the next show.',
      'A classic that never fails at rehearsals.',
    ],
    3: [
      'Visual reference for my next series.',
      'What a colour palette, I never tire of it.',
      'Inspiration for the new mural.',
    ],
    4: [
      'A lesson in rhythm and editing.',
      'A long take I study again and again.',
      'A video I recommend to anyone starting out.',
    ],
    5: [
      'Styling in video that I love.',
      'Inspiration for next week’s shoot.',
      'Movement, light and wardrobe, perfect.',
    ],
    6: [
      'A talk every writer should watch.',
      'I play it when I am stuck writing.',
      'About creativity and fear, a must.',
    ],
    7: [
      'A must-watch talk on creativity and learning.',
      'The video I use to explain the player API.',
      'To understand how we think: highly recommended.',
    ],
    8: ['Music for Sunday cooking.', 'What plays in the kitchen during service.', 'Kneading to the beat.'],
  },
};

export const HASHTAGS: ByCategory = {
  es: {
    1: ['#deporte', '#entrenamiento', '#atletismo'],
    2: ['#música', '#baile', '#envivo'],
    3: ['#arte', '#ilustración', '#pintura'],
    4: ['#cine', '#cortometraje', '#rodaje'],
    5: ['#moda', '#modelaje', '#estilismo'],
    6: ['#literatura', '#escritura', '#poesía'],
    7: ['#ciencia', '#tecnología', '#robótica'],
    8: ['#cocina', '#gastronomía', '#recetas'],
  },
  en: {
    1: ['#sport', '#training', '#running'],
    2: ['#music', '#dance', '#live'],
    3: ['#art', '#illustration', '#painting'],
    4: ['#film', '#shortfilm', '#onset'],
    5: ['#fashion', '#modelling', '#styling'],
    6: ['#writing', '#books', '#poetry'],
    7: ['#science', '#tech', '#robotics'],
    8: ['#cooking', '#food', '#recipes'],
  },
};
