export default {
  loading: 'Loading…',
  language: { label: 'Language', es: 'Español', en: 'English' },
  nav: {
    main: 'Main navigation',
    login: 'Log in',
    register: 'Sign up',
    logout: 'Log out',
    news: 'News',
    explore: 'Explore',
    conversations: 'Messages',
    notifications: 'Notifications',
    talents: 'Talents',
    settings: 'My account',
  },
  footer: {
    legal: 'Legal information',
    terms: 'Terms of use',
    privacy: 'Privacy notice',
    cookies: 'Cookie policy',
    contact: 'Contact',
    copyright: '© {{year}} Vitrina. Made for creative talent.',
  },
  notFound: {
    title: 'This page does not exist',
    body: 'The link may be mistyped, or the page may have moved.',
    back: 'Go to the start',
  },
  routeError: {
    title: 'We could not load this page',
    body: 'Check your connection and try again.',
    reload: 'Reload',
  },
};
