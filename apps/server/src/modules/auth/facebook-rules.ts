/** What the Graph API must say before a Facebook login counts: never trust a Facebook id sent by a client. */
export interface DebugTokenAnswer {
  data?: {
    app_id?: unknown;
    is_valid?: unknown;
    user_id?: unknown;
    expires_at?: unknown;
  };
}

export interface MeAnswer {
  id?: unknown;
  email?: unknown;
  first_name?: unknown;
  last_name?: unknown;
}

export interface FacebookIdentity {
  facebookId: string;
  /** The address Facebook confirmed, lower case; null when the profile shares none. */
  email: string | null;
  firstName: string;
  lastName: string;
}

/** The Facebook user id of a token that is valid, issued for this app and not expired; otherwise null. */
export function checkDebugToken(answer: DebugTokenAnswer, appId: string, now: Date): string | null {
  const data = answer.data;
  if (!data || data.is_valid !== true) return null;
  if (String(data.app_id ?? '') !== appId) return null;
  if (typeof data.user_id !== 'string' && typeof data.user_id !== 'number') return null;
  const userId = String(data.user_id);
  if (!/^\d{1,30}$/.test(userId)) return null;
  // expires_at 0 means a token that does not expire.
  if (typeof data.expires_at === 'number' && data.expires_at !== 0 && data.expires_at * 1000 <= now.getTime()) {
    return null;
  }
  return userId;
}

/** The identity behind the token, only when /me speaks of the same user the token was issued to. */
export function identityFromMe(answer: MeAnswer, expectedId: string): FacebookIdentity | null {
  if (String(answer.id ?? '') !== expectedId) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 60) : '');
  const email = text(answer.email) ? String(answer.email).trim().toLowerCase() : null;
  return { facebookId: expectedId, email, firstName: text(answer.first_name), lastName: text(answer.last_name) };
}
