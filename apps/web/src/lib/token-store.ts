import { TOKEN_STORAGE_KEY } from '@vitrina/contract/constants';

/**
 * The session token lives under the key `token` (spec §9). When the person asked to be remembered it is kept
 * in localStorage (it survives closing the browser). Otherwise it is kept in a browser-session cookie: no
 * expiry, so the browser drops it when it closes, while every tab of it — a new tab, a bookmark, a link from
 * an e-mail — shares it (sessionStorage lived in one tab only). The cookie is for this app's own
 * reading: the API takes the token from `x-access-token` only and never reads cookies, so a cross-site page
 * gains nothing by the browser sending it; SameSite=Strict keeps it off other sites' requests anyway.
 */

const COOKIE_PREFIX = `${TOKEN_STORAGE_KEY}=`;

function readCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(COOKIE_PREFIX)) return decodeURIComponent(entry.slice(COOKIE_PREFIX.length)) || null;
  }
  return null;
}

/** Sets the cookie for this browser session (no expiry), or removes it (`expired`). */
function writeCookie(value: string, expired = false): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const end = expired ? '; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT' : '';
  document.cookie = `${COOKIE_PREFIX}${encodeURIComponent(value)}; Path=/; SameSite=Strict${end}${secure}`;
}

// The token as read until the running script yields: reading the cookie asks the browser's process, and a
// page's first effects read it for every call they start at once.
let lastRead: { token: string } | undefined;

export function readToken(): string | null {
  // The build's prerender (no document) renders the visitors' pages: no session there.
  if (typeof document === 'undefined') return null;
  if (lastRead) return lastRead.token;
  const shared = readCookie() ?? localStorage.getItem(TOKEN_STORAGE_KEY);
  if (shared) {
    lastRead = { token: shared };
    queueMicrotask(() => (lastRead = undefined));
    return shared;
  }
  // A tab opened before the cookie existed kept its token in sessionStorage: it moves to the cookie.
  const older = sessionStorage.getItem(TOKEN_STORAGE_KEY);
  if (older) {
    sessionStorage.removeItem(TOKEN_STORAGE_KEY);
    writeCookie(older);
  }
  return older;
}

export function writeToken(token: string, remember?: boolean): void {
  lastRead = undefined;
  // Without an explicit choice, a refreshed token stays where the current one is.
  const persistent = remember ?? localStorage.getItem(TOKEN_STORAGE_KEY) !== null;
  clearToken();
  if (persistent) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  else writeCookie(token);
}

export function clearToken(): void {
  lastRead = undefined;
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  sessionStorage.removeItem(TOKEN_STORAGE_KEY);
  writeCookie('', true);
}
