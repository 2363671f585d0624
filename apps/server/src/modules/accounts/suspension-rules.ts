import type { Lang } from '@vitrina/contract/constants';

// A suspension as pure rules: whether it holds now, and how the login tells of it.

export interface SuspensionState {
  suspendedAt: Date | null;
  /** Null with `suspendedAt` set: indefinitely. */
  suspendedUntil: Date | null;
  suspensionReason: string;
}

/** In force now: set, and indefinite or not yet over (the visibility rule compares with now() the same way). */
export function isSuspendedNow(state: SuspensionState, now: Date): boolean {
  if (!state.suspendedAt) return false;
  return state.suspendedUntil === null || state.suspendedUntil.getTime() > now.getTime();
}

/** Over, but not lifted yet: the person is visible already; the lift still has to bring counters back. */
export function isExpiredUnlifted(state: SuspensionState, now: Date): boolean {
  return state.suspendedAt !== null && !isSuspendedNow(state, now);
}

const locales: Record<Lang, string> = { es: 'es-MX', en: 'en-US' };

/** "3 de diciembre de 2026, 14:05 UTC" / "December 3, 2026, 14:05 UTC". */
function until(date: Date, lang: Lang): string {
  const day = new Intl.DateTimeFormat(locales[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  const time = date.toISOString().slice(11, 16);
  return `${day}, ${time} UTC`;
}

/** What the login answers a suspended person, in both languages: until when, and the public reason. */
export function suspensionTexts(state: Pick<SuspensionState, 'suspendedUntil' | 'suspensionReason'>) {
  const reason = state.suspensionReason.trim();
  const end = state.suspendedUntil;
  const es = end ? `Cuenta suspendida hasta el ${until(end, 'es')}` : 'Cuenta suspendida indefinidamente';
  const en = end ? `Account suspended until ${until(end, 'en')}` : 'Account suspended indefinitely';
  return { es: reason ? `${es}: ${reason}` : `${es}.`, en: reason ? `${en}: ${reason}` : `${en}.` };
}
