import type { SelfUser } from '@vitrina/contract/users';
import { isMinorByBirthDate } from '@/components/ui/birth-date.ts';

/**
 * Whether a minor's profile is hidden for want of a guardian's consent (issue 60): under 18 with nobody on file,
 * or a guardian who has not confirmed or withdrew. Small on purpose: the feed decides with it before it loads
 * the banner.
 */
export function isHiddenForConsent(user: Pick<SelfUser, 'birthdate' | 'guardian'>, today: Date): boolean {
  if (!user.birthdate || !isMinorByBirthDate(user.birthdate, today)) return false;
  return user.guardian?.status !== 'confirmed';
}
