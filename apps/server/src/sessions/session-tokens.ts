import { jwtVerify, SignJWT } from 'jose';
import type { SessionClaimsPayload } from '@vitrina/contract/auth';

/** `tv`: token version (a bump revokes older tokens); `sid`: the session; `rec`: a recovery session. */
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
