/** The category boxes (wizard, agency setup, settings). */
export default {
  loadFailed: 'We could not load the categories',
  retry: 'Try again',
  saveFailed: 'We could not save that change. Please try again.',
  selected_one: '{{count}} category chosen',
  selected_other: '{{count}} categories chosen',
};
