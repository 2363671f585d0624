/**
 * Every client route of the app (the spec's route table), in one place: the router declares its routes
 * with these and every link, redirect and navigation uses them. Builders encode their segments.
 */
const segment = (value: string | number) => encodeURIComponent(String(value));

export const profileTabs = [
  'biografia',
  'fotos',
  'videos',
  'archivos',
  'seguidores',
  'siguiendo',
  'oportunidades',
] as const;
export type ProfileTab = (typeof profileTabs)[number];

export const paths = {
  landing: '/',
  login: '/login',
  logout: '/logout',
  forgot: '/forgot',
  forgotToken: '/forgot/:token',
  /** The e-mail's link that cancels an admin's removal of lost factors (the token in the fragment). */
  factorRemovalCancel: '/seguridad/cancelar-retiro',
  register: '/register',
  registerSuccess: '/register/success',
  registerConfirmation: '/register/confirmation',
  registerSelect: '/register/select',
  registerWizard: '/register/wizard',
  registerAgencia: '/register/agencia',
  terms: '/terminos',
  privacy: '/politicas-privacidad',
  cookies: '/politicas-cookies',
  contact: '/contacto',
  news: '/noticias',
  post: (postId: string | number) => `/noticias/${segment(postId)}`,
  /** A post opened on its n-th photo (from 1) in the viewer. */
  postPhoto: (postId: string | number, foto: number) => `/noticias/${segment(postId)}?foto=${foto}`,
  explore: '/explorar',
  exploreSearch: (words: string) => `/explorar?q=${encodeURIComponent(words)}`,
  featured: '/explorar/destacados',
  /** The faceted search; `q` carries the header's words. */
  scoutingSearch: (words = '') => (words ? `/explorar/buscar?q=${encodeURIComponent(words)}` : '/explorar/buscar'),
  recent: '/explorar/recientes',
  exploreCategory: (slug: string) => `/explorar/${segment(slug)}`,
  /** A hashtag's posts: the folded tag, without `#`. */
  tag: (tag: string) => `/etiquetas/${segment(tag)}`,
  profile: (profileUrl: string) => `/profile/${segment(profileUrl)}`,
  profileTab: (profileUrl: string, tab: ProfileTab) => `/profile/${segment(profileUrl)}/${tab}`,
  followers: (profileUrl: string) => `/profile/${segment(profileUrl)}/followers`,
  followings: (profileUrl: string) => `/profile/${segment(profileUrl)}/followings`,
  notifications: '/notificaciones',
  talents: '/talentos',
  /** An agency's shortlists, and one of them. */
  shortlists: (listId?: number) => (listId === undefined ? '/listas' : `/listas/${segment(listId)}`),
  /** A role's pipeline: its applicants, for the agency that posted it. */
  opportunityApplicants: (opportunityId: number, roleId: number) =>
    `/oportunidades/${segment(opportunityId)}/papeles/${segment(roleId)}/candidatos`,
  /** An opportunity's own page, and the agency's form to write one (new, or an existing one by id). */
  opportunity: (id: number) => `/oportunidades/${segment(id)}`,
  /** The link to share: a page with the preview card other sites read, which leads to the opportunity's own. */
  opportunityShare: (id: number) => `/o/${segment(id)}`,
  newOpportunity: '/oportunidades/nueva',
  editOpportunity: (id: number) => `/oportunidades/${segment(id)}/editar`,
  /** The agency's own opportunities, every state (`?estado=`). */
  myOpportunities: '/mis-oportunidades',
  conversations: '/conversaciones',
  allConversations: '/conversaciones/todas',
  /** Message requests: first messages from people I do not follow (decision 0007). */
  messageRequests: '/conversaciones/solicitudes',
  conversation: (profileUrl: string) => `/conversaciones/${segment(profileUrl)}`,
  /** My figures: `?dias=7|30|90`. */
  insights: '/user/estadisticas',
  insightsFor: (days: number) => `/user/estadisticas?dias=${days}`,
  settings: '/user',
  userDashboard: '/user/dashboard',
  userSettings: '/user/settings',
  userPassword: '/user/password',
  userInterests: '/user/interests',
  /** The e-mail change's links, opened logged in or not; the token travels in the fragment. */
  userEmailConfirmation: '/user/email/confirmation',
  userEmailUndo: '/user/email/undo',
  userEmailAuthorization: '/user/email/authorization',
  /** The opportunities' board, an opportunity's page, applying to one of its roles, and my applications. */
  opportunities: (query = '') => (query ? `/oportunidades?${query}` : '/oportunidades'),
  apply: (id: number, roleId: number) => `/oportunidades/${segment(id)}/papeles/${segment(roleId)}/postular`,
  myApplications: '/postulaciones',
  /** Where a cancelled account lands (its session ends): the deletion date and how to restore it. */
  accountCancelled: '/cuenta-cancelada',
  accountCancelledOn: (deletionDate: string) => `/cuenta-cancelada?fecha=${encodeURIComponent(deletionDate)}`,
} as const;

/** Route patterns for the router (React Router's `:param` syntax), for the routes built by builders above. */
export const routePatterns = {
  post: '/noticias/:postId',
  exploreCategory: '/explorar/:category',
  tag: '/etiquetas/:tag',
  profile: '/profile/:id',
  followers: '/profile/:id/followers',
  followings: '/profile/:id/followings',
  conversation: '/conversaciones/:profileId',
  opportunityApplicants: '/oportunidades/:id/papeles/:roleId/candidatos',
  editOpportunity: '/oportunidades/:id/editar',
  /** /listas and /listas/{listId}: one screen. */
  shortlists: '/listas/:listId?',
  apply: '/oportunidades/:id/papeles/:roleId/postular',
  /** The old misspelt address, kept as a redirect. */
  oldNotifications: '/notificationes',
  profileRoot: '/profile',
  opportunities: '/oportunidades',
  opportunity: '/oportunidades/:id',
} as const;

/** The moderation tool: not a route of the app (the server answers it 404); the not-found page shows it
 * to moderators only. */
export const moderationPath = '/moderacion';
