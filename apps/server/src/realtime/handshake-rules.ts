import { isLang, type Lang } from '@vitrina/contract/constants';

/**
 * Pure rules of the Socket.IO handshake (DESIGN §§2, 6): where its token and language are read, and which
 * page may open a connection. Socket.IO hands `auth` and `query` as the client sent them: untrusted shapes.
 */

export interface HandshakeParts {
  auth: unknown;
  query: unknown;
}

const MAX_TOKEN_LENGTH = 4096;

function field(source: unknown, name: string): unknown {
  return typeof source === 'object' && source !== null && Object.hasOwn(source, name)
    ? (source as Record<string, unknown>)[name]
    : undefined;
}

/** The session token: `auth.token` first, else the spec's query parameter `token`; null when neither is a usable string. */
export function handshakeToken({ auth, query }: HandshakeParts): string | null {
  for (const value of [field(auth, 'token'), field(query, 'token')]) {
    if (typeof value === 'string' && value.length > 0 && value.length <= MAX_TOKEN_LENGTH) return value;
  }
  return null;
}

/** The interface language the client names (`auth.lang`, else query `lang`), or null to use the account's. */
export function handshakeLang({ auth, query }: HandshakeParts): Lang | null {
  for (const value of [field(auth, 'lang'), field(query, 'lang')]) if (isLang(value)) return value;
  return null;
}

/**
 * The origin a request was sent to: its own scheme and Host header (`http://127.0.0.1:3000` when the
 * page was opened there), or null without a usable Host. Forwarded headers are not read: behind a proxy
 * the site's address is PUBLIC_URL, allowed anyway.
 */
export function requestOrigin(host: string | undefined, encrypted: boolean): string | null {
  // A host name or address and a port, nothing a URL could read as a path or credentials.
  if (!host || !/^[A-Za-z0-9.:[\]-]+$/.test(host)) return null;
  try {
    return new URL(`${encrypted ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * A browser always names the page that opens a connection (Origin): only the site's own may — PUBLIC_URL,
 * or the address the page itself was opened at (the same origin as the handshake: its Origin equals the
 * request's own scheme and Host, as for a page opened at http://127.0.0.1:3000 while PUBLIC_URL says
 * localhost). Another site's page sends its own Origin with this server's Host, so it is refused. A request
 * without Origin comes from no browser page (a native client, a test), which cannot ride on a visitor's
 * session, so it is let through to the token check.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  publicUrl: string,
  ownOrigin: string | null = null,
): boolean {
  if (origin === undefined) return true;
  try {
    if (origin !== new URL(origin).origin) return false;
    return origin === new URL(publicUrl).origin || origin === ownOrigin;
  } catch {
    return false;
  }
}
