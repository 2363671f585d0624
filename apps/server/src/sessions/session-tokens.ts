import { jwtVerify, SignJWT } from 'jose';
import type { SessionClaimsPayload } from '@vitrina/contract/auth';
import { SESSION_DAYS } from '@vitrina/contract/constants';

/**
 * What a session token carries (DESIGN §3), as the contract defines it, less the times the signer adds.
 * `tv` is the user's token version: bumping it revokes older tokens. `rec` is set only on the short-lived
 * session a recovery link opens: it may set a password without the current one.
 */
export type SessionClaims = Omit<SessionClaimsPayload, 'exp' | 'iat'>;

export interface SignOptions {
  /** A jose time span (`7d`, `1h`); the session length of DESIGN §3 by default. */
  expiresIn?: string;
}

export interface SessionTokens {
  sign(claims: SessionClaims, options?: SignOptions): Promise<string>;
  /** Returns the claims of a well-signed, unexpired token, or null. */
  verify(token: string): Promise<SessionClaims | null>;
}

export function createSessionTokens(secret: string): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims, options = {}) {
      const { id, rec, ...rest } = claims;
      return new SignJWT({ ...rest, id, ...(rec ? { rec: true } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(id))
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? `${SESSION_DAYS}d`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const id = Number(payload.sub);
        if (!Number.isSafeInteger(id) || typeof payload.tv !== 'number') return null;
        const claims = { ...(payload as unknown as SessionClaims), id };
        if (payload.rec !== true) delete claims.rec;
        return claims;
      } catch {
        return null;
      }
    },
  };
}
