import { sessionClaimsSchema } from '@vitrina/contract/auth';
import { readToken } from '@/lib/token-store.ts';

/** Reads a token's claims without verifying them (the server does); null when unreadable. */
function claimsOf(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
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
