/**
 * The account just registered, kept for the tab's session so /register/success can offer a resend
 * (spec §4: the success page redirects to / when the session holds no registered user, and clears
 * that record when left).
 */
export interface RegisteredUser {
  id: number;
  email: string;
}

const KEY = 'registered-user';

export function saveRegisteredUser(user: RegisteredUser): void {
  sessionStorage.setItem(KEY, JSON.stringify(user));
}

export function readRegisteredUser(): RegisteredUser | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (value && typeof value === 'object' && 'id' in value && 'email' in value) {
      const { id, email } = value as { id: unknown; email: unknown };
      if (typeof id === 'number' && typeof email === 'string') return { id, email };
    }
  } catch {
    // A damaged record is no record.
  }
  return null;
}

export function clearRegisteredUser(): void {
  sessionStorage.removeItem(KEY);
}
