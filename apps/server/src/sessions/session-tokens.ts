import { jwtVerify, SignJWT } from 'jose';
import type { SessionClaimsPayload } from '@vitrina/contract/auth';
import { createKept } from '../platform/kept.ts';
import type { KeptRegistry } from '../platform/kept-registry.ts';

/** `tv`: token version (a bump revokes older tokens); `sid`: the session; `rec`: a recovery session. */
export type SessionClaims = Omit<SessionClaimsPayload, 'exp' | 'iat'>;

/** The claims of a verified token, with its expiry (seconds since the epoch). */
export type VerifiedClaims = SessionClaims & { exp: number };

export interface SignOptions {
  /** When the token runs out (its session's row says the same). */
  expiresAt: Date;
  /** When it was issued: the time its expiry was counted from (default: now). */
  issuedAt?: Date;
}

export interface SessionTokens {
  sign(claims: SessionClaims, options: SignOptions): Promise<string>;
  /** Returns the claims of a well-signed, unexpired token of a session, or null. */
  verify(token: string): Promise<VerifiedClaims | null>;
}

const VERIFIED_TOKENS = 10_000;

export function createSessionTokens(secret: string, registry?: KeptRegistry): SessionTokens {
  const key = new TextEncoder().encode(secret);
  // Claims depend only on the text and the secret (decision 0001); revocation is checked per request anyway.
  const verified = createKept<string, VerifiedClaims>({
    name: 'verified-tokens',
    bound: { entries: VERIFIED_TOKENS },
    freshness: { immutable: true },
    registry,
  });

  async function verifySignature(token: string): Promise<VerifiedClaims | null> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || typeof payload.tv !== 'number') return null;
      if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      const claims = { ...(payload as unknown as VerifiedClaims), id };
      if (payload.rec !== true) delete claims.rec;
      return claims;
    } catch {
      return null;
    }
  }

  return {
    async sign(claims, options) {
      const { id, rec, ...rest } = claims;
      return new SignJWT({ ...rest, id, ...(rec ? { rec: true } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(id))
        .setIssuedAt(options.issuedAt ? Math.floor(options.issuedAt.getTime() / 1000) : undefined)
        .setExpirationTime(Math.floor(options.expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token) {
      const held = verified.get(token);
      if (held) {
        if (held.exp * 1000 > Date.now()) return { ...held };
        verified.forget(token);
        return null;
      }
      const claims = await verifySignature(token);
      if (claims) verified.set(token, claims);
      return claims ? { ...claims } : null;
    },
  };
}
