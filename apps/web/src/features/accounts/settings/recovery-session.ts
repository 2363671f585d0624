import { decodeJwt } from 'jose';
import { sessionClaimsSchema } from '@vitrina/contract/auth';
import { readToken } from '@/lib/token-store.ts';

/** A token's claims without verifying them (the server does); null when it is not a readable JWT. */
function claimsOf(token: string): unknown {
  try {
    return decodeJwt(token);
  } catch {
    return null;
  }
}

/**
 * True when the current session was opened by a recovery link (claim `rec`): the one session that may
 * set a new password without giving the current one.
 */
export function isRecoverySession(token: string | null = readToken()): boolean {
  if (!token) return false;
  const claims = sessionClaimsSchema.safeParse(claimsOf(token));
  return claims.success && claims.data.rec === true;
}
