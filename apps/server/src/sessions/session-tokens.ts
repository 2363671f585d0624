import { jwtVerify, SignJWT } from 'jose';
import type { SessionClaimsPayload } from '@vitrina/contract/auth';

/**
 * What a session token carries (DESIGN §3), as the contract defines it, less the times the signer adds.
 * `tv` is the user's token version: bumping it revokes older tokens. `sid` is the session (a row of the
 * sessions table) the token belongs to: ending it revokes every token of it. `rec` is set only on the
 * short-lived session a recovery link opens: it may set a password without the current one.
 */
export type SessionClaims = Omit<SessionClaimsPayload, 'exp' | 'iat'>;

/** The claims of a verified token, with its expiry (seconds since the epoch). */
export type VerifiedClaims = SessionClaims & { exp: number };

export interface SignOptions {
  /** When the token runs out (its session's row says the same). */
  expiresAt: Date;
}

export interface SessionTokens {
  sign(claims: SessionClaims, options: SignOptions): Promise<string>;
  /** Returns the claims of a well-signed, unexpired token of a session, or null. */
  verify(token: string): Promise<VerifiedClaims | null>;
}

export function createSessionTokens(secret: string): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims, options) {
      const { id, rec, ...rest } = claims;
      return new SignJWT({ ...rest, id, ...(rec ? { rec: true } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(id))
        .setIssuedAt()
        .setExpirationTime(Math.floor(options.expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token) {
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
    },
  };
}
