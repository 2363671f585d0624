import type { ViewSource } from '@vitrina/contract/insights';

/**
 * Where a view came from: the page before this one in the app, kept by a router listener
 * (`followPlaces`, from main.tsx). Tiny on purpose: every page, the feed included, carries it.
 */
export interface Place {
  pathname: string;
  search: string;
  /** A link's router state: the header search marks its links `{ viewSource: 'search' }`. */
  state?: unknown;
}

let previous: Place | null = null;
let current: Place | null = null;

/**
 * Notes the router's location. A new query on the same path (a search typed again, `?foto=N`, `?page=`) updates
 * the page without making it "the page before".
 */
export function notePlace(place: Place): void {
  if (current?.pathname !== place.pathname) previous = current;
  current = { pathname: place.pathname, search: place.search, state: place.state };
}

interface PlacesRouter {
  state: { location: Place };
  subscribe(fn: (state: { location: Place }) => void): () => unknown;
}

/**
 * Notes the router's place now and each next one before its page renders. Call it once the RouterProvider has
 * subscribed (an effect beside it): the router hands an update made before any subscriber to the first one
 * only, and taking it here left the app on its splash screen.
 */
export function followPlaces(router: PlacesRouter): () => void {
  notePlace(router.state.location);
  const stop = router.subscribe((state) => notePlace(state.location));
  return () => void stop();
}

/** The page before this one in the app (null on the first page of the visit), and this one. */
export function visitPlaces(): { previous: Place | null; current: Place | null } {
  return { previous, current };
}

/** For tests: a visit that starts again. */
export function resetPlaces(): void {
  previous = null;
  current = null;
}

/** The share dialog's links carry this (`?ref=share`): opening one counts as a shared link. */
export const SHARE_MARKER = 'ref=share';

const markedSources = new Set(['feed', 'explore', 'search', 'link', 'direct']);

/** The source a link marked in its router state (the header search's: `search`), if any. */
function markedSource(place: Place | null): ViewSource | null {
  const mark = (place?.state as { viewSource?: unknown } | null | undefined)?.viewSource;
  return typeof mark === 'string' && markedSources.has(mark) ? (mark as ViewSource) : null;
}

/** What kind of page a place is, when it is one views come from: the feed, explore pages, search. */
export function placeSource(place: Place | null): ViewSource | null {
  if (!place) return null;
  const { pathname } = place;
  if (pathname === '/noticias') return 'feed';
  if (pathname === '/explorar' && new URLSearchParams(place.search).get('q')) return 'search';
  if (/^\/(explorar|talentos|etiquetas)(\/|$)/.test(pathname)) return 'explore';
  return null;
}

function isFromElsewhere(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin !== origin;
  } catch {
    return false;
  }
}

/**
 * The source of a page's view: a shared link (the share marker, or the visit's first page reached from another
 * site), else the kind of the page before it (the header search marks its own links), else direct.
 */
export function arrivalSource(
  { previous: before, current: here }: { previous: Place | null; current: Place | null },
  referrer: string,
  origin: string,
): ViewSource {
  if (here && new URLSearchParams(here.search).get('ref') === 'share') return 'link';
  const marked = markedSource(here);
  if (marked) return marked;
  if (!before) return isFromElsewhere(referrer, origin) ? 'link' : 'direct';
  return placeSource(before) ?? 'direct';
}

/** The source of this page's view, as it is now. */
export function currentArrivalSource(): ViewSource {
  return arrivalSource(visitPlaces(), document.referrer, location.origin);
}

/**
 * A photo opened in the viewer: the page it was opened on when that is the feed, an explore page or search,
 * else where that page was reached from.
 */
export function currentPhotoSource(): ViewSource {
  return placeSource(current) ?? currentArrivalSource();
}
