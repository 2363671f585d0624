import type { SelfFactors } from '@vitrina/contract/factor-rules';
import { AppError } from '../../http/app-error.ts';
import type { FactorFacts, UserFactorFacts } from '../accounts/user-factor-facts.ts';
import type { UserRoles } from '../accounts/user-roles.ts';
import { factorStanding } from './factor-standing-rules.ts';

export interface FactorRulesDeps {
  facts: UserFactorFacts;
  roles: Pick<UserRoles, 'roleOf'>;
  /** config AGENCY_FACTOR_GRACE in ms. */
  graceMs: number;
  now: () => Date;
}

/** Who must have a second factor (decision 0052): role holders, verified agencies after their grace. */
export function createFactorRules({ facts, roles, graceMs, now }: FactorRulesDeps) {
  return {
    /** A role holder keeps a factor: removing the last one is refused (an admin's removal is another path). */
    async assertMayRemoveLast(userId: number): Promise<void> {
      if (await roles.roleOf(userId)) throw new AppError('role_last_factor');
    },

    settleOffer: (userId: number) => facts.settleOffer(userId),

    /** `users/self`'s word on factors, from the account's row and whether it has one. */
    standing: (account: FactorFacts, hasFactor: boolean): SelfFactors =>
      factorStanding(account, hasFactor, now(), graceMs),
  };
}

export type FactorRules = ReturnType<typeof createFactorRules>;
