import { jwtVerify, SignJWT } from 'jose';
import { SESSION_DAYS } from '@vitrina/contract/constants';

/** What a session token carries (DESIGN §3). `tv` is the user's token version: bumping it revokes older tokens. */
export interface SessionClaims {
  id: number;
  profileType: 'talento' | 'agencia' | null;
  profileImage: string;
  coverImage: string;
  fullname: string;
  profile_url: string;
  langCode: 'es' | 'en';
  tv: number;
}

export interface SessionTokens {
  sign(claims: SessionClaims): Promise<string>;
  /** Returns the claims of a well-signed, unexpired token, or null. */
  verify(token: string): Promise<SessionClaims | null>;
}

export function createSessionTokens(secret: string): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims) {
      const { id, ...rest } = claims;
      return new SignJWT({ ...rest, id })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(id))
        .setIssuedAt()
        .setExpirationTime(`${SESSION_DAYS}d`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const id = Number(payload.sub);
        if (!Number.isSafeInteger(id) || typeof payload.tv !== 'number') return null;
        return { ...(payload as unknown as SessionClaims), id };
      } catch {
        return null;
      }
    },
  };
}
