/** The explore area's own texts (/explorar and its lists), loaded with its routes (i18n.ts's pageTexts). */
export default {
  home: {
    title: 'Explorar',
    intro: 'Descubre talentos por lo que hacen, por categoría y por país.',
    seeAll: 'Ver todos',
    seeAllFeatured: 'Ver todos los destacados',
    seeAllRecent: 'Ver todos los recientes',
  },
  headings: {
    /** Spec §6: talents see featured and recent talents; agencies, profiles in their own categories. */
    talento: {
      featured: 'Talentos destacados',
      recent: 'Talentos recientes',
      similar: 'Talentos similares',
    },
    agencia: {
      featured: 'Perfiles destacados en tus categorías',
      recent: 'Perfiles recientes en tus categorías',
      similar: 'Talentos de otras categorías',
    },
    categories: 'Explora por categoría',
  },
  lists: {
    featuredIntro: 'Los talentos con más seguidores.',
    recentIntro: 'Los talentos que se acaban de unir.',
    agencyIntro: 'Solo talentos de las categorías que elegiste en tus intereses.',
    count_one: '{{n}} talento',
    count_other: '{{n}} talentos',
    loading: 'Cargando talentos…',
    empty: 'Todavía no hay talentos aquí.',
    emptyHint: 'Vuelve pronto o explora otras categorías.',
    pageEmpty: 'Esta página ya no tiene talentos.',
    firstPage: 'Ir a la primera página',
    backToExplore: 'Volver a Explorar',
  },
  similar: {
    empty: 'Aún no hay talentos parecidos para mostrarte.',
    emptyTalent: 'Elige tus categorías para que te mostremos talentos como tú.',
    chooseCategories: 'Elegir categorías',
  },
  category: {
    all: 'Todas las categorías',
    allTitle: 'Todos los talentos',
    intro: 'Talentos de {{category}}.',
    introAll: 'Talentos de todas las categorías.',
    menu: 'Categorías',
    country: 'País',
    allCountries: 'Todos los países',
    inCountry: 'en {{country}}',
    empty: 'Todavía no hay talentos de {{category}} en {{country}}.',
    emptyAllCountries: 'Todavía no hay talentos de {{category}}.',
    emptyAllIn: 'Todavía no hay talentos en {{country}}.',
    emptyHint: 'Prueba con otro país o con todos los países.',
    showAllCountries: 'Ver todos los países',
  },
};
