/** The explore area's own texts (/explorar and its lists), loaded with its routes (i18n.ts's pageTexts). */
export default {
  home: {
    title: 'Explore',
    intro: 'Discover talents by what they do, by category and by country.',
    seeAll: 'See all',
    seeAllFeatured: 'See all featured talents',
    seeAllRecent: 'See all recent talents',
  },
  headings: {
    /** Spec §6: talents see featured and recent talents; agencies, profiles in their own categories. */
    talento: {
      featured: 'Featured talents',
      recent: 'Recent talents',
      similar: 'Similar talents',
    },
    agencia: {
      featured: 'Featured profiles in your categories',
      recent: 'Recent profiles in your categories',
      similar: 'Talents in other categories',
    },
    categories: 'Explore by category',
  },
  lists: {
    featuredIntro: 'The talents with the most followers.',
    recentIntro: 'The talents who have just joined.',
    agencyIntro: 'Only talents of the categories you chose in your interests.',
    count_one: '{{n}} talent',
    count_other: '{{n}} talents',
    loading: 'Loading talents…',
    empty: 'There are no talents here yet.',
    emptyHint: 'Come back soon or explore other categories.',
    pageEmpty: 'This page has no talents any more.',
    firstPage: 'Go to the first page',
    backToExplore: 'Back to Explore',
  },
  similar: {
    empty: 'There are no similar talents to show you yet.',
    emptyTalent: 'Choose your categories so we can show you talents like you.',
    chooseCategories: 'Choose categories',
  },
  category: {
    all: 'All categories',
    allTitle: 'All talents',
    intro: 'Talents in {{category}}.',
    introAll: 'Talents in every category.',
    menu: 'Categories',
    country: 'Country',
    allCountries: 'All countries',
    inCountry: 'in {{country}}',
    empty: 'Nobody in {{category}} from {{country}} yet.',
    emptyAllCountries: 'Nobody in {{category}} yet.',
    emptyAllIn: 'There are no talents from {{country}} yet.',
    emptyHint: 'Try another country or all countries.',
    showAllCountries: 'See all countries',
  },
};
