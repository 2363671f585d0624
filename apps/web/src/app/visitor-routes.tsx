import type { RouteObject } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { GuestOnly, LandingGate, RequireAuth } from './guards.tsx';
import { lazyRoute } from './lazy-route.ts';
import { withAuthTexts, withSettingsTexts, withTexts } from './route-loaders.ts';
import { handle, screen } from './route-screen.ts';
import { GuestShell, LoggedInGuestShell } from './shells.tsx';

// Texts of a few screens each: onboarding's, scouting's (the wizard, a search's alerts), the legal pages'.
const alertUnsubscribeScreen = withTexts(['scouting'], () => import('./routes/alert-unsubscribe.tsx'));
const wizardScreen = withTexts(['scouting', 'onboarding', 'media'], () => import('./routes/register-wizard.tsx'));
const typeScreen = withTexts(['onboarding'], () => import('./routes/register-select.tsx'));
const agencyScreen = withTexts(['onboarding', 'media'], () => import('./routes/register-agencia.tsx'));
const staticLayout = lazyRoute(withTexts(['legal'], () => import('./layouts/static-layout.tsx')));

const emailLinkScreens = (
  [
    [paths.userEmailConfirmation, 'emailConfirmation', () => import('./routes/user-email-confirmation.tsx')],
    [paths.userEmailUndo, 'emailUndo', () => import('./routes/user-email-undo.tsx')],
    [paths.userEmailAuthorization, 'emailAuthorization', () => import('./routes/user-email-authorization.tsx')],
  ] as const
).map(([path, title, load]) => screen(path, 'user-email-link', title, withSettingsTexts(load)));

/** Pages outside the app's shell: the landing, sign-in and sign-up, onboarding, legal pages and e-mailed links. */
export const visitorRoutes: RouteObject[] = [
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
      // The e-mail of an admin's removal of lost factors: cancels it, logged in or not; titled by the screen.
      screen(
        paths.factorRemovalCancel,
        'factor-removal-cancel',
        undefined,
        withAuthTexts(() => import('./routes/factor-removal-cancel.tsx')),
      ),
    ],
  },
];
