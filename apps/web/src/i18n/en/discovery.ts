/** Talent cards, the header's search, trends and suggestions: texts the feed shows too (explore.ts: the rest). */
export default {
  /** A list that did not load (the feed's suggestions too). */
  lists: {
    loadError: 'We could not load the talents',
    retry: 'Try again',
  },
  categoriesPrompt: {
    title: 'You have not chosen any categories yet',
    action: 'Choose my categories',
  },
  card: {
    followers_one: '{{n}} follower',
    followers_other: '{{n}} followers',
    categories: 'Categories',
    addToList: 'Save',
    addToListName: 'Save {{name}} to a list',
    available: 'Available',
  },
  trending: {
    title: 'Trending this week',
    empty: 'No hashtags are trending this week yet.',
    tagLabel_one: '#{{tag}}: {{count}} person',
    tagLabel_other: '#{{tag}}: {{count}} people',
  },
  search: {
    moreFilters: 'More filters',
    tag: 'Hashtag',
    label: 'Search other talents',
    placeholder: 'Search other talents',
    suggestions: 'Suggestions',
    searching: 'Searching…',
    noSuggestions: 'Nobody matches “{{term}}”.',
    suggestionCount_one: '{{count}} suggestion. Use the arrow keys to choose.',
    suggestionCount_other: '{{count}} suggestions. Use the arrow keys to choose.',
    seeAll: 'See all results for “{{term}}”',
    resultsTitle: 'Results for “{{term}}”',
    results_one: '{{n}} talent found',
    results_other: '{{n}} talents found',
    tooShort: 'Type at least {{min}} letters to search.',
    noResults: 'We found no talents for “{{term}}”.',
    noResultsHint: 'Check the spelling, try only the first name or the surname, or explore by category.',
    loadError: 'We could not complete the search',
    pageTitle: 'Search: {{term}}',
  },
  /** People to follow: the wizard's end and the empty feed. */
  follow: {
    title: 'Talents you could follow',
    empty: 'There are no talents with posts in your categories yet.',
    emptyHint: 'Explore other categories and follow whoever inspires you.',
    explore: 'Explore talents',
    showPosts: 'See their posts',
  },
};
