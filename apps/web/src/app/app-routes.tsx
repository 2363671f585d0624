import { Navigate, Outlet, type RouteObject } from 'react-router';
import { paths, profileTabs, routePatterns, type ProfileTab } from '@/lib/paths.ts';
import { RequireAgency, RequireAuth } from './guards.tsx';
import { lazyRoute } from './lazy-route.ts';
import { withSettingsTexts, withTexts } from './route-loaders.ts';
import { handle, screen } from './route-screen.ts';
import { AppShell } from './shells.tsx';

// Texts of a few screens each: insights, settings (with scouting's), shortlists, moderation's (verification, the tool).
const insightsScreen = withTexts(['insights'], () => import('./routes/insights.tsx'));
const shortlistsScreen = withTexts(['shortlists'], () => import('./routes/shortlists.tsx'));
const settingsScreen = withTexts(['moderation'], () => import('./routes/user-settings.tsx'));
const searchScreen = withTexts(['scouting', 'explore'], () => import('./routes/explore-search.tsx'));
// The explore area's own texts (the feed's talent cards and suggestions are discovery's, loaded with every screen).
const exploreScreen = <M,>(load: () => Promise<M>) => withTexts(['explore'], load);
const pipelineScreen = withTexts(
  ['pipeline', 'scouting', 'shortlists'],
  () => import('./routes/opportunity-pipeline.tsx'),
);
const notificationsScreen = withTexts(['notifications'], () => import('./routes/notifications.tsx'));
const dashboardScreen = withTexts(['onboarding', 'media'], () => import('./routes/user-dashboard.tsx'));
const applyScreen = withTexts(['applying'], () => import('./routes/apply.tsx'));
const myApplicationsScreen = withTexts(['applying'], () => import('./routes/my-applications.tsx'));
const postingScreen = withTexts(['posting'], () => import('./routes/opportunity-posting.tsx'));
const myOpportunitiesScreen = withTexts(['posting'], () => import('./routes/my-opportunities.tsx'));

/** The profile's tabs (spec §2): each its own chunk under the profile layout; titled by the profile. */
const profileTabScreens: Record<ProfileTab, Parameters<typeof lazyRoute>[0]> = {
  biografia: () => import('./routes/profile-biography.tsx'),
  fotos: () => import('./routes/profile-photos.tsx'),
  videos: () => import('./routes/profile-videos.tsx'),
  archivos: () => import('./routes/profile-files.tsx'),
  seguidores: () => import('./routes/profile-followers.tsx'),
  siguiendo: () => import('./routes/profile-following.tsx'),
  oportunidades: withTexts(['board'], () => import('./routes/profile-opportunities.tsx')),
};

/** The logged-in app inside its shell: news, explore, profiles, notifications, conversations, insights, settings. */
export const appRoutes: RouteObject = {
  element: (
    <RequireAuth>
      <AppShell />
    </RequireAuth>
  ),
  children: [
    screen(paths.news, 'noticias', 'news', () => import('./routes/news.tsx')),
    screen(routePatterns.post, 'noticias-post', 'news', () => import('./routes/news-post.tsx')),
    // Titled by the screen: "#tag".
    screen(routePatterns.tag, 'etiqueta', undefined, () => import('./routes/tag.tsx')),
    // Titled by the screen: the explore home, or the words of a search (?q=).
    screen(
      paths.explore,
      'explorar',
      undefined,
      exploreScreen(() => import('./routes/explore.tsx')),
    ),
    screen(
      paths.featured,
      'explorar-destacados',
      'featured',
      exploreScreen(() => import('./routes/explore-featured.tsx')),
    ),
    screen(
      paths.recent,
      'explorar-recientes',
      'recent',
      exploreScreen(() => import('./routes/explore-recent.tsx')),
    ),
    screen('/explorar/buscar', 'explorar-buscar', 'scoutingSearch', searchScreen),
    screen(
      routePatterns.exploreCategory,
      'explorar-categoria',
      'explore',
      exploreScreen(() => import('./routes/explore-category.tsx')),
    ),
    {
      path: routePatterns.profile,
      lazy: lazyRoute(() => import('./routes/profile.tsx')),
      children: [
        { index: true, handle: handle('profile'), lazy: lazyRoute(() => import('./routes/profile-posts.tsx')) },
        ...profileTabs.map((tab) => ({
          path: tab,
          handle: handle(`profile-${tab}`),
          lazy: lazyRoute(profileTabScreens[tab]),
        })),
      ],
    },
    // Titled by the person ("{name}'s Followers"): the screens set their own title.
    screen(routePatterns.followers, 'followers', undefined, () => import('./routes/profile-followers-page.tsx')),
    screen(routePatterns.followings, 'followings', undefined, () => import('./routes/profile-followings-page.tsx')),
    // The owner agency's (anyone else reads the API's 403 or 404 there); titled by the screen: the role.
    screen(routePatterns.opportunityApplicants, 'oportunidad-candidatos', undefined, pipelineScreen),
    screen(paths.notifications, 'notificaciones', 'notifications', notificationsScreen),
    // Talents: an agency is told there that applying is for talents (visitors are sent to log in above).
    screen(routePatterns.apply, 'postular', 'apply', applyScreen),
    screen(paths.myApplications, 'postulaciones', 'myApplications', myApplicationsScreen),
    // The agency's form and list; anyone else reads that they are for agencies (no redirect).
    screen(paths.newOpportunity, 'oportunidad-nueva', 'newOpportunity', postingScreen),
    screen(routePatterns.editOpportunity, 'oportunidad-editar', 'editOpportunity', postingScreen),
    screen(paths.myOpportunities, 'mis-oportunidades', 'myOpportunities', myOpportunitiesScreen),
    {
      element: (
        <RequireAgency>
          <Outlet />
        </RequireAgency>
      ),
      children: [
        screen(paths.talents, 'talentos', 'talents', () => import('./routes/talents.tsx')),
        screen(routePatterns.shortlists, 'listas', 'shortlists', shortlistsScreen),
      ],
    },
    {
      // The list beside the chosen conversation (one chunk for both; on a phone, one screen at a time).
      path: paths.conversations,
      lazy: lazyRoute(withTexts(['messages'], () => import('./routes/conversations.tsx'))),
      children: [
        { index: true, element: <Navigate to={paths.allConversations} replace /> },
        screen(
          paths.allConversations,
          'conversaciones',
          'conversations',
          () => import('./routes/conversations-all.tsx'),
        ),
        screen(
          paths.messageRequests,
          'conversaciones-solicitudes',
          'messageRequests',
          () => import('./routes/conversations-all.tsx'),
        ),
        screen(
          routePatterns.conversation,
          'conversaciones-contacto',
          'conversations',
          () => import('./routes/conversation.tsx'),
        ),
      ],
    },
    screen(paths.insights, 'estadisticas', 'insights', insightsScreen),
    {
      path: paths.settings,
      lazy: lazyRoute(withSettingsTexts(() => import('./routes/user.tsx'))),
      children: [
        { index: true, element: <Navigate to={paths.userDashboard} replace /> },
        screen(paths.userDashboard, 'user-dashboard', 'settings', dashboardScreen),
        screen(paths.userSettings, 'user-settings', 'settings', settingsScreen),
        screen(paths.userPassword, 'user-password', 'password', () => import('./routes/user-password.tsx')),
        screen(paths.userInterests, 'user-interests', 'interests', () => import('./routes/user-interests.tsx')),
      ],
    },
  ],
};
