// Server boundaries (STYLE.md): modules meet through services and ports handed to them in app.ts. The
// module graph is a declared DAG (no cycle can form), and app.ts builds each module after those it uses; a
// module that must hear from one above it subscribes to an event, or declares a port that app.ts plugs
// (platform/late-port.ts). A module reads only its own repositories and tables;
// modules/graph/visibility.ts (`visibleTo`, which every list starts from) is the one sanctioned cross-module
// read; the core never imports a module.
export const serverModules = [
  'auth',
  'accounts',
  'profiles',
  'public-pages',
  'comp-card',
  'discovery',
  'categories',
  'media',
  'mail',
  'health',
  'graph',
  'posts',
  'feed',
  'messages',
  'notifications',
  'leaving',
  'moderation',
  'insights',
  'push',
  'shortlists',
  'saved-searches',
  'opportunities',
  'guardians',
];
/** Which modules each module may use (their services, ports and types — never repositories or tables). */
export const moduleUses = {
  // A minor names her guardian in the registration's unit of work.
  auth: ['accounts', 'mail', 'guardians'],
  // The self view maps a person's links and display name as their profile does.
  accounts: ['categories', 'mail', 'profiles'],
  profiles: ['categories', 'graph'],
  // A talent's page for anyone: their work (posts), portrait (media) and visits (insights).
  'public-pages': ['categories', 'profiles', 'feed', 'media', 'insights'],
  // The comp card's PDF shows the talent's photos as /resize serves them.
  'comp-card': ['categories', 'profiles', 'media'],
  discovery: ['categories', 'graph', 'profiles'],
  media: ['accounts'],
  // Posts' writes; the read model (feed) is handed to them as ports (read-model-port.ts), never imported.
  posts: ['media', 'profiles'],
  // The read model of posts: their row types and fragments; trending hashtags count people per category.
  feed: ['categories', 'graph', 'media', 'posts', 'profiles'],
  messages: ['graph', 'profiles'],
  notifications: ['graph', 'accounts', 'profiles', 'messages', 'mail'],
  leaving: ['auth', 'accounts', 'profiles', 'mail', 'messages', 'media'],
  // Roles, suspensions and the verified flag are the accounts' columns; people are shown by their profile
  // cards; a report copies, and a removal hides, posts, comments and messages through those modules' ports;
  // admins are e-mailed about reports on a minor's safety.
  moderation: ['accounts', 'auth', 'graph', 'profiles', 'posts', 'messages', 'mail'],
  // The digest is an e-mail; cards show names as profiles do.
  insights: ['graph', 'mail', 'profiles'],
  // Pushes follow the notifications' flags (accounts' SQL) and name the actor as their cards do.
  push: ['accounts', 'graph', 'profiles'],
  // Entries are talent cards (categories' column, profiles' photo port), read through the visibility rule;
  // the PDF sheet's portraits are the media module's resized photos.
  shortlists: ['categories', 'graph', 'profiles', 'media'],
  // Alerts match talents with the discovery module's search, raise a notification and e-mail the agency.
  'saved-searches': ['discovery', 'notifications', 'mail', 'profiles'],
  // Consent is the accounts' column; the summary names agencies' first messages (messages) by their cards.
  guardians: ['accounts', 'mail', 'messages', 'profiles'],
  // Applications carry the talent's own post files (posts), videos and uploads (media); people are shown by their
  // cards (profiles) through the visibility rule (graph); the pipeline filters with the scouting search; what
  // happens to an application is a notification; new roles that fit a talent are e-mailed to her.
  opportunities: [
    'categories',
    'graph',
    'profiles',
    'media',
    'posts',
    'discovery',
    'notifications',
    'messages',
    'mail',
  ],
  categories: [],
  mail: [],
  health: [],
  graph: [],
};
// The declared graph must stay a DAG: a cycle fails the lint before any file is judged.
(function assertAcyclic(done = new Set(), path = []) {
  const visit = (module) => {
    if (path.includes(module)) throw new Error(`module cycle: ${[...path, module].join(' → ')}`);
    if (done.has(module)) return;
    path.push(module);
    moduleUses[module].forEach(visit);
    path.pop();
    done.add(module);
  };
  serverModules.forEach(visit);
})();
/** The tables each module owns (files of apps/server/src/db/schema). */
export const tablesOf = {
  auth: ['one-time-tokens', 'second-factors', 'passkeys'],
  accounts: ['users', 'user-profiles'],
  // Profiles and discovery read the accounts' rows as others see them; only accounts writes them.
  profiles: ['users', 'user-profiles', 'talent-attributes'],
  // Both read the accounts' rows of the person they show; the comp card owns its links.
  'public-pages': ['users', 'user-profiles'],
  'comp-card': ['comp-card-links', 'users', 'user-profiles'],
  // The faceted search (decision 0027) reads the talents' sheets and availability; only profiles writes them.
  // The shared explore lists read their epoch, which triggers move (decision 0006).
  discovery: ['users', 'talent-attributes', 'list-epoch'],
  categories: ['categories', 'interests'],
  media: ['media-objects', 'videos'],
  // graph/visibility.ts also reads users.cancelled_at and suspended_*: such accounts are hidden from everyone.
  // Its data export lists the reports a person filed.
  graph: ['blocks', 'follows', 'reports', 'users'],
  posts: ['posts', 'post-files', 'post-tags', 'post-pins', 'comments', 'reactions'],
  // Reads what posts write, with its own queue of deliveries and the stamps and epochs triggers move (0005);
  // people's post counters and the card epoch, as the lists count and show them.
  feed: [
    'posts',
    'post-files',
    'post-tags',
    'post-pins',
    'comments',
    'reactions',
    'post-stats',
    'timeline-fanouts',
    'feed-stamp',
    'card-epoch',
    'users',
  ],
  messages: ['conversations', 'messages'],
  // An alert's entry reads its saved search's current name and query; an opportunity notice its
  // opportunity's title and its role's name (the opportunities module writes them).
  notifications: ['notifications', 'saved-searches', 'opportunities'],
  leaving: ['data-exports'],
  moderation: [
    'moderation-log',
    'agency-verifications',
    'reports',
    'report-cases',
    'report-copies',
    'moderation-notices',
    'minor-report-alerts',
    // Requests to remove lost factors; the factors themselves are auth's (its factor-recovery port).
    'factor-removals',
  ],
  // A read model (decision 0024): counts views of people and posts and shows them; writes only its own tables.
  insights: ['insights', 'users', 'user-profiles', 'posts', 'post-files'],
  push: ['push-subscriptions'],
  // A read model of talents (cards, links) over its own lists.
  shortlists: ['shortlists', 'users', 'user-profiles'],
  // A claimed search's agency: address, language, name, and whether the account is active.
  'saved-searches': ['saved-searches', 'users', 'user-profiles'],
  // A guardian's minor: her name, address, language and birth date (the adulthood round).
  guardians: ['guardians', 'users'],
  // Its own tables; an applicant's age (the minors' rule), the agencies' accounts (suspended or cancelled), and
  // the talents' sheets that fits read (never written), and the card epoch its kept board answers are checked by.
  opportunities: ['opportunities', 'users', 'user-profiles', 'talent-attributes', 'card-epoch'],
  mail: [],
  health: [],
};
