import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { Splash } from '@/components/ui/splash.tsx';
import { GuestOnly, LandingGate, RequireAgency, RequireAuth } from './guards.tsx';
import { lazyRoute } from './lazy-route.ts';
import type { RouteHandle } from './route-handle.ts';
import { Root } from './root.tsx';
import { RouteError } from './routes/route-error.tsx';

const handle = (bodyClass: string, title?: string): RouteHandle => ({ bodyClass, title });

/* Layout chunks: visitors load the guest chunk only; logged-in users load the app chunk. */
const GuestLayout = lazy(() => import('./layouts/guest-layout.tsx'));
const AppLayout = lazy(() => import('./layouts/app-layout.tsx'));
const staticLayout = lazyRoute(() => import('./layouts/static-layout.tsx'));

const comingSoon = lazyRoute(() => import('./routes/coming-soon.tsx'));

/** A built screen: routed, titled, its chunk loaded on demand. */
const screen = (
  path: string,
  bodyClass: string,
  title: string | undefined,
  load: Parameters<typeof lazyRoute>[0],
): RouteObject => ({ path, handle: handle(bodyClass, title), lazy: lazyRoute(load) });

/** A screen that a later issue owns: routed, titled, guarded, and honest about not being there yet. */
const later = (path: string, bodyClass: string, title?: string): RouteObject => ({
  path,
  handle: handle(bodyClass, title),
  lazy: comingSoon,
});

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      {
        path: '/',
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
          screen('/login', 'login', 'login', () => import('./routes/login.tsx')),
          screen('/forgot', 'forgot', 'forgot', () => import('./routes/forgot.tsx')),
          screen('/forgot/:token', 'forgot-token', 'reset', () => import('./routes/forgot-token.tsx')),
          {
            path: '/register',
            children: [
              {
                index: true,
                handle: handle('register', 'register'),
                lazy: lazyRoute(() => import('./routes/register.tsx')),
              },
              screen('success', 'register-success', 'registerSuccess', () => import('./routes/register-success.tsx')),
              screen(
                'confirmation',
                'register-confirmation',
                'registerConfirmation',
                () => import('./routes/register-confirmation.tsx'),
              ),
            ],
          },
        ],
      },
      {
        // Onboarding: logged in, account type not needed yet; the logged-in header is hidden here.
        path: '/register',
        element: (
          <RequireAuth allowUntyped>
            <GuestShell />
          </RequireAuth>
        ),
        children: [
          screen('select', 'register-select', 'registerSelect', () => import('./routes/register-select.tsx')),
          screen('wizard', 'register-wizard', 'registerWizard', () => import('./routes/register-wizard.tsx')),
          screen('agencia', 'register-agencia', 'registerAgencia', () => import('./routes/register-agencia.tsx')),
        ],
      },
      {
        lazy: staticLayout,
        children: [
          {
            path: '/terminos',
            handle: handle('terminos', 'terms'),
            lazy: lazyRoute(() => import('./routes/terms.tsx')),
          },
          {
            path: '/politicas-privacidad',
            handle: handle('politicas-privacidad', 'privacy'),
            lazy: lazyRoute(() => import('./routes/privacy.tsx')),
          },
          {
            path: '/politicas-cookies',
            handle: handle('politicas-cookies', 'cookies'),
            lazy: lazyRoute(() => import('./routes/cookies.tsx')),
          },
        ],
      },
      {
        path: '/contacto',
        lazy: lazyRoute(() => import('./layouts/contact-layout.tsx')),
        children: [
          { index: true, handle: handle('contacto', 'contact'), lazy: lazyRoute(() => import('./routes/contact.tsx')) },
        ],
      },
      { path: '/logout', handle: handle('logout'), lazy: lazyRoute(() => import('./routes/logout.tsx')) },
      { path: '/profile', element: <Navigate to="/" replace /> },
      { path: '/notificationes', element: <Navigate to="/notificaciones" replace /> },
      {
        element: (
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        ),
        children: [
          later('/noticias', 'noticias', 'news'),
          later('/noticias/:postId', 'noticias-post', 'news'),
          later('/explorar', 'explorar', 'explore'),
          later('/explorar/destacados', 'explorar-destacados', 'featured'),
          later('/explorar/recientes', 'explorar-recientes', 'recent'),
          later('/explorar/:category', 'explorar-categoria', 'explore'),
          {
            path: '/profile/:id',
            children: ['', 'biografia', 'fotos', 'videos', 'archivos', 'seguidores', 'siguiendo'].map((tab) =>
              later(tab, tab ? `profile-${tab}` : 'profile'),
            ),
          },
          later('/profile/:id/followers', 'followers'),
          later('/profile/:id/followings', 'followings'),
          later('/notificaciones', 'notificaciones', 'notifications'),
          {
            element: (
              <RequireAgency>
                <Outlet />
              </RequireAgency>
            ),
            children: [later('/talentos', 'talentos', 'talents')],
          },
          {
            path: '/conversaciones',
            children: [
              { index: true, element: <Navigate to="todas" replace /> },
              later('todas', 'conversaciones', 'conversations'),
              later(':profileId', 'conversaciones-contacto', 'conversations'),
            ],
          },
          {
            path: '/user',
            lazy: lazyRoute(() => import('./routes/user.tsx')),
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              screen('dashboard', 'user-dashboard', 'settings', () => import('./routes/user-dashboard.tsx')),
              screen('settings', 'user-settings', 'settings', () => import('./routes/user-settings.tsx')),
              screen('password', 'user-password', 'password', () => import('./routes/user-password.tsx')),
              screen('interests', 'user-interests', 'interests', () => import('./routes/user-interests.tsx')),
            ],
          },
        ],
      },
      { path: '*', handle: handle('not-found', 'notFound'), lazy: lazyRoute(() => import('./routes/not-found.tsx')) },
    ],
  },
];

/* The shells load the layout chunks lazily, inside the guards. */
function GuestShell() {
  return (
    <Suspense fallback={<Splash />}>
      <GuestLayout />
    </Suspense>
  );
}

function AppShell() {
  return (
    <Suspense fallback={<Splash />}>
      <AppLayout />
    </Suspense>
  );
}

export const router = createBrowserRouter(routes);
