import type { Passkey } from '@vitrina/contract/passkeys';

/** EdDSA, ES256 and RS256: what platform authenticators and security keys make (COSE algorithm ids). */
export const PASSKEY_ALGORITHMS = [-8, -7, -257];

/**
 * The relying party is the site's public address: its host is the rp id and its origin the only one accepted.
 * Browsers refuse an IP address as rp id, so PUBLIC_URL must be the name people open (localhost in development).
 */
export function relyingParty(publicUrl: string): { id: string; origin: string; name: string } {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Vitrina' };
}

/** The challenge a browser's answer signed (clientDataJSON.challenge), or null when it carries none. */
export function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    const challenge = data?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

/** A passkey as its owner's settings show it: never the key, the credential id or the counter. */
export function passkeyView(row: { id: number; name: string; createdAt: Date; lastUsedAt: Date | null }): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
