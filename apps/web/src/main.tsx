import { StrictMode, startTransition, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { isLang } from '@vitrina/contract/constants';
import { loadMatchedRoutes } from '@/app/hydrate-routes.ts';
import { earlyCalls, preloadCover, profileCall } from '@/app/early-calls.ts';
import { createRouter, includeAppRoutes, loadAppRoutes, preloadGuestLayout, routes } from '@/app/router.tsx';
import { preloadAppLayout } from '@/app/shells.tsx';
import { initI18n, storedLanguage } from '@/i18n/i18n.ts';
import { callEarly } from '@/lib/api-client.ts';
import { replayHeldPresses } from '@/lib/held-presses.ts';
import { nextTask } from '@/lib/next-task.ts';
import { followPlaces, notePlace } from '@/lib/view-source.ts';
import { registerServiceWorker } from '@/lib/service-worker.ts';
import { readToken } from '@/lib/token-store.ts';
import '@/styles/global.css';

const container = document.getElementById('root')!;
const served = document.documentElement.lang;
const loggedIn = Boolean(readToken());
// A visitor's page prerendered by the build is hydrated as it was rendered: a visitor, in the
// language the server answered in. The markup is rendered over instead with a session (the guards wait for
// the user) or a language chosen here that the server did not know yet (no cookie then; init sets it).
const hydrating =
  container.hasAttribute('data-prerendered') && isLang(served) && !loggedIn && storedLanguage() === served;

/** With a session, the first answers and the layout are fetched beside the route's chunks, not after them. */
function startEarlyCalls(): void {
  const profile = profileCall(location.pathname);
  for (const path of earlyCalls(location.pathname, location.search)) {
    const answer = callEarly(path, storedLanguage());
    if (answer && path === profile) preloadCover(answer);
  }
}

/** Rendered beside the router: its effect runs once the page is hydrated (or first rendered). */
function Started({ router }: { router: ReturnType<typeof createRouter> }) {
  useEffect(() => replayHeldPresses(), []);
  useEffect(() => followPlaces(router), [router]);
  return null;
}

async function start(): Promise<void> {
  // The stored language, else the served one: when hydrating, the served one either way.
  const texts = initI18n();
  await nextTask();
  await Promise.all([
    hydrating ? Promise.all([loadMatchedRoutes(routes, location.pathname), preloadGuestLayout()]) : undefined,
    // Logged in, the app's routes and then the page's route chunks load beside the language's texts, not after them.
    loggedIn
      ? includeAppRoutes()
          .then(() => loadMatchedRoutes(routes, location.pathname))
          .catch(() => undefined)
      : undefined,
    texts,
  ]);
  await nextTask();
  const router = createRouter(hydrating);
  // The first page's place before its views are reported; the next ones as the router moves (Started).
  notePlace(router.state.location);
  // React DOM is evaluated here, in a task of its own (its chunk is the framework's, already loaded): with the
  // rest of the entry's modules it made the scripts' evaluation the longest task of a phone's load.
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  // The root's creation (its event listeners) and first render in a task after the router's and React DOM's.
  await nextTask();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
      <Started router={router} />
    </StrictMode>
  );
  if (!hydrating) {
    const root = createRoot(container);
    // As a transition: the first render of a logged-in page yields to the browser instead of blocking it.
    startTransition(() => root.render(app));
    return;
  }
  // As a transition too: hydration then yields to the browser every few milliseconds instead of holding the
  // page in one long task after it has painted.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

// Not a top-level await: the language's catalogue is a chunk that imports from this entry, which must
// finish evaluating before that import can resolve. In tasks of their own: evaluating the scripts is a long
// one on a phone already, and the layout's and routes' preloads would lengthen it.
// The early calls first: each is a fetch of its own and a few milliseconds on a phone.
setTimeout(() => {
  if (loggedIn) startEarlyCalls();
  setTimeout(() => {
    if (loggedIn) void loadAppRoutes().catch(() => undefined);
    if (loggedIn) void preloadAppLayout().catch(() => undefined);
    setTimeout(() => void start());
  });
});
registerServiceWorker();
