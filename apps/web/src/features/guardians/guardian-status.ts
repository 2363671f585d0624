import type { SelfUser } from '@vitrina/contract/users';
import { isUnderAdultAge } from '@/lib/adult-age.ts';

/**
 * Whether a minor's profile is hidden for want of a guardian's consent: under 18 with nobody on file,
 * or a guardian who has not confirmed or withdrew.
 */
export function isHiddenForConsent(user: Pick<SelfUser, 'birthdate' | 'guardian'>, today: Date): boolean {
  return isUnderAdultAge(user.birthdate ?? '', today) && user.guardian?.status !== 'confirmed';
}
