/** Talent cards, the header's search, trends and suggestions: texts the feed shows too (explore.ts: the rest). */
export default {
  /** A list that did not load (the feed's suggestions too). */
  lists: {
    loadError: 'No pudimos cargar los talentos',
    retry: 'Reintentar',
  },
  categoriesPrompt: {
    title: 'Aún no has elegido categorías',
    action: 'Elegir mis categorías',
  },
  card: {
    followers_one: '{{n}} seguidor',
    followers_other: '{{n}} seguidores',
    categories: 'Categorías',
    addToList: 'Guardar',
    addToListName: 'Guardar a {{name}} en una lista',
    available: 'Disponible',
  },
  trending: {
    title: 'Tendencias de la semana',
    empty: 'Todavía no hay etiquetas en tendencia esta semana.',
    tagLabel_one: '#{{tag}}: {{count}} persona',
    tagLabel_other: '#{{tag}}: {{count}} personas',
  },
  search: {
    moreFilters: 'Más filtros',
    tag: 'Etiqueta',
    label: 'Buscar otros talentos',
    placeholder: 'Buscar otros talentos',
    suggestions: 'Sugerencias',
    searching: 'Buscando…',
    noSuggestions: 'Nadie coincide con «{{term}}».',
    suggestionCount_one: '{{count}} sugerencia. Usa las flechas para elegir.',
    suggestionCount_other: '{{count}} sugerencias. Usa las flechas para elegir.',
    seeAll: 'Ver todos los resultados de «{{term}}»',
    resultsTitle: 'Resultados para «{{term}}»',
    results_one: '{{n}} talento encontrado',
    results_other: '{{n}} talentos encontrados',
    tooShort: 'Escribe al menos {{min}} letras para buscar.',
    noResults: 'No encontramos talentos con «{{term}}».',
    noResultsHint: 'Revisa cómo está escrito, prueba con solo el nombre o el apellido, o explora por categoría.',
    loadError: 'No pudimos completar la búsqueda',
    pageTitle: 'Búsqueda: {{term}}',
  },
  /** People to follow: the wizard's end and the empty feed. */
  follow: {
    title: 'Talentos que podrías seguir',
    empty: 'Todavía no hay talentos con publicaciones en tus categorías.',
    emptyHint: 'Explora otras categorías y sigue a quien te inspire.',
    explore: 'Explorar talentos',
    showPosts: 'Ver sus publicaciones',
  },
};
