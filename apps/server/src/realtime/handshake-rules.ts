import { isLang, type Lang } from '@vitrina/contract/constants';

// Socket.IO hands `auth` and `query` as the client sent them: untrusted shapes.

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

/** The request's own scheme and Host (forwarded headers are not read: behind a proxy PUBLIC_URL applies). */
export function requestOrigin(host: string | undefined, encrypted: boolean): string | null {
  // A host name or address and a port, nothing a URL could read as a path or credentials.
  if (!host || !/^[A-Za-z0-9.:[\]-]+$/.test(host)) return null;
  try {
    return new URL(`${encrypted ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return null;
  }
}

// Only the site's own pages may connect: PUBLIC_URL or the handshake's own origin. No Origin means no
// browser page, which cannot ride on a visitor's session, so the token check decides.
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
