import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { Splash } from '@/components/ui/splash.tsx';
import { paths, profileTabs, routePatterns, type ProfileTab } from '@/lib/paths.ts';
import { GuestOnly, LandingGate, RequireAgency, RequireAuth } from './guards.tsx';
import { lazyRoute } from './lazy-route.ts';
import { withAuthTexts, withTexts } from './route-loaders.ts';
import { AppShell, GuestShell, LoggedInGuestShell, SessionShell } from './shells.tsx';
import type { RouteHandle } from './route-handle.ts';
import { Root } from './root.tsx';
import { RouteError } from './routes/route-error.tsx';
export { preloadGuestLayout } from './shells.tsx';

const handle = (bodyClass: string, title?: string): RouteHandle => ({ bodyClass, title });
// Texts of a few screens each: insights, settings (with scouting's), shortlists, moderation's (verification, the tool).
const insightsScreen = withTexts(['insights'], () => import('./routes/insights.tsx'));
const shortlistsScreen = withTexts(['shortlists'], () => import('./routes/shortlists.tsx'));
const settingsScreen = withTexts(['moderation'], () => import('./routes/user-settings.tsx'));
const searchScreen = withTexts(['scouting'], () => import('./routes/explore-search.tsx'));
const alertUnsubscribeScreen = withTexts(['scouting'], () => import('./routes/alert-unsubscribe.tsx'));
const wizardScreen = withTexts(['scouting', 'onboarding'], () => import('./routes/register-wizard.tsx'));
const typeScreen = withTexts(['onboarding'], () => import('./routes/register-select.tsx'));
const agencyScreen = withTexts(['onboarding'], () => import('./routes/register-agencia.tsx'));
const dashboardScreen = withTexts(['onboarding'], () => import('./routes/user-dashboard.tsx'));
const withSettingsTexts = <M,>(load: () => Promise<M>) => withTexts(['settings', 'scouting'], load);
const staticLayout = lazyRoute(withTexts(['legal'], () => import('./layouts/static-layout.tsx')));

/** The profile's tabs (spec §2): each its own chunk under the profile layout; titled by the profile. */
const profileTabScreens: Record<ProfileTab, Parameters<typeof lazyRoute>[0]> = {
  biografia: () => import('./routes/profile-biography.tsx'),
  fotos: () => import('./routes/profile-photos.tsx'),
  videos: () => import('./routes/profile-videos.tsx'),
  archivos: () => import('./routes/profile-files.tsx'),
  seguidores: () => import('./routes/profile-followers.tsx'),
  siguiendo: () => import('./routes/profile-following.tsx'),
};

/** A built screen: routed, titled, its chunk loaded on demand. */
const screen = (
  path: string,
  bodyClass: string,
  title: string | undefined,
  load: Parameters<typeof lazyRoute>[0],
): RouteObject => ({ path, handle: handle(bodyClass, title), lazy: lazyRoute(load) });

const emailLinkScreens = (
  [
    [paths.userEmailConfirmation, 'emailConfirmation', () => import('./routes/user-email-confirmation.tsx')],
    [paths.userEmailUndo, 'emailUndo', () => import('./routes/user-email-undo.tsx')],
    [paths.userEmailAuthorization, 'emailAuthorization', () => import('./routes/user-email-authorization.tsx')],
  ] as const
).map(([path, title, load]) => screen(path, 'user-email-link', title, withSettingsTexts(load)));

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    // While the first page's lazy route loads: the same placeholders as index.html's (and no router warning).
    hydrateFallbackElement: <Splash />,
    children: [
      {
        path: paths.landing,
        element: (
          <LandingGate>
            <GuestShell />
          </LandingGate>
        ),
        children: [
          { index: true, handle: handle('landing', 'landing'), lazy: lazyRoute(() => import('./routes/landing.tsx')) },
        ],
      },
      {
        element: (
          <GuestOnly>
            <GuestShell />
          </GuestOnly>
        ),
        children: [
          screen(
            paths.login,
            'login',
            'login',
            withAuthTexts(() => import('./routes/login.tsx')),
          ),
          screen(
            paths.forgot,
            'forgot',
            'forgot',
            withAuthTexts(() => import('./routes/forgot.tsx')),
          ),
          screen(
            paths.forgotToken,
            'forgot-token',
            'reset',
            withAuthTexts(() => import('./routes/forgot-token.tsx')),
          ),
          {
            path: paths.register,
            children: [
              {
                index: true,
                handle: handle('register', 'register'),
                lazy: lazyRoute(withAuthTexts(() => import('./routes/register.tsx'))),
              },
              screen(
                paths.registerSuccess,
                'register-success',
                'registerSuccess',
                withAuthTexts(() => import('./routes/register-success.tsx')),
              ),
              screen(
                paths.registerConfirmation,
                'register-confirmation',
                'registerConfirmation',
                withAuthTexts(() => import('./routes/register-confirmation.tsx')),
              ),
            ],
          },
        ],
      },
      {
        // Onboarding: logged in, account type not needed yet; the logged-in header is hidden here.
        path: paths.register,
        element: (
          <RequireAuth allowUntyped>
            <LoggedInGuestShell />
          </RequireAuth>
        ),
        children: [
          screen(paths.registerSelect, 'register-select', 'registerSelect', typeScreen),
          screen(paths.registerWizard, 'register-wizard', 'registerWizard', wizardScreen),
          screen(paths.registerAgencia, 'register-agencia', 'registerAgencia', agencyScreen),
        ],
      },
      {
        lazy: staticLayout,
        children: [
          {
            path: paths.terms,
            handle: handle('terminos', 'terms'),
            lazy: lazyRoute(() => import('./routes/terms.tsx')),
          },
          {
            path: paths.privacy,
            handle: handle('politicas-privacidad', 'privacy'),
            lazy: lazyRoute(() => import('./routes/privacy.tsx')),
          },
          {
            path: paths.cookies,
            handle: handle('politicas-cookies', 'cookies'),
            lazy: lazyRoute(() => import('./routes/cookies.tsx')),
          },
        ],
      },
      {
        path: paths.contact,
        lazy: lazyRoute(withTexts(['legal'], () => import('./layouts/contact-layout.tsx'))),
        children: [
          { index: true, handle: handle('contacto', 'contact'), lazy: lazyRoute(() => import('./routes/contact.tsx')) },
        ],
      },
      { path: paths.logout, handle: handle('logout'), lazy: lazyRoute(() => import('./routes/logout.tsx')) },
      {
        // After cancelling an account: outside the guards, as the session ends once this page is shown.
        element: <LoggedInGuestShell />,
        children: [
          screen(
            paths.accountCancelled,
            'account-cancelled',
            'accountCancelled',
            withAuthTexts(() => import('./routes/account-cancelled.tsx')),
          ),
          // The e-mail change's links: opened from an inbox, logged in or not.
          ...emailLinkScreens,
          // A saved search's alert e-mail: stops that search's alerts, logged in or not.
          screen('/alertas/baja', 'alert-unsubscribe', undefined, alertUnsubscribeScreen),
        ],
      },
      { path: routePatterns.profileRoot, element: <Navigate to={paths.landing} replace /> },
      { path: routePatterns.oldNotifications, element: <Navigate to={paths.notifications} replace /> },
      {
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
          screen(paths.explore, 'explorar', undefined, () => import('./routes/explore.tsx')),
          screen(paths.featured, 'explorar-destacados', 'featured', () => import('./routes/explore-featured.tsx')),
          screen(paths.recent, 'explorar-recientes', 'recent', () => import('./routes/explore-recent.tsx')),
          screen('/explorar/buscar', 'explorar-buscar', 'scoutingSearch', searchScreen),
          screen(
            routePatterns.exploreCategory,
            'explorar-categoria',
            'explore',
            () => import('./routes/explore-category.tsx'),
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
          screen(
            routePatterns.followings,
            'followings',
            undefined,
            () => import('./routes/profile-followings-page.tsx'),
          ),
          screen(paths.notifications, 'notificaciones', 'notifications', () => import('./routes/notifications.tsx')),
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
            lazy: lazyRoute(() => import('./routes/conversations.tsx')),
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
      },
      {
        // Inside the person's own shell (header, menu, a way home), logged in or not: the guardian's page too.
        element: <SessionShell />,
        children: [
          // A minor's guardian's page, from the e-mailed link: titled by the page, which loads its texts.
          screen('/tutor/:token', 'tutor', undefined, () => import('./routes/guardian.tsx')),
          {
            path: '*',
            handle: handle('not-found', 'notFound'),
            lazy: lazyRoute(withTexts(['moderation'], () => import('./routes/not-found.tsx'))),
          },
        ],
      },
    ],
  },
];

/** The browser's router; over prerendered markup it starts as rendered (no loaders: nothing to pass). */
export const createRouter = (hydrating: boolean) =>
  createBrowserRouter(routes, hydrating ? { hydrationData: { loaderData: {} } } : undefined);
