import { FACTOR_OFFER_AFTER_SECONDS, type SelfFactors } from '@vitrina/contract/factor-rules';
import type { FactorFacts } from '../accounts/user-factor-facts.ts';

/** When a verified agency must have a factor by; null when no grace runs (not a verified agency). */
export function agencyDeadline(facts: Pick<FactorFacts, 'type' | 'factorGraceFrom'>, graceMs: number): Date | null {
  if (facts.type !== 'agencia' || !facts.factorGraceFrom) return null;
  return new Date(facts.factorGraceFrom.getTime() + graceMs);
}

/** Whether a verified agency's grace has run out (whether it has a factor is asked separately, and only then). */
export function isPastGrace(graceFrom: Date | null, now: Date, graceMs: number): boolean {
  return graceFrom !== null && now.getTime() >= graceFrom.getTime() + graceMs;
}

/**
 * What `users/self` says of second factors. A role holder without one is blocked from the role's calls; a
 * verified agency has a deadline; everyone else is offered one once, after the first week, until settled.
 */
export function factorStanding(facts: FactorFacts, hasFactor: boolean, now: Date, graceMs: number): SelfFactors {
  const deadline = hasFactor ? null : agencyDeadline(facts, graceMs);
  const roleNeedsFactor = !hasFactor && facts.role !== null;
  const weekOld = now.getTime() - facts.createdAt.getTime() >= FACTOR_OFFER_AFTER_SECONDS * 1000;
  return {
    enabled: hasFactor,
    roleNeedsFactor,
    agencyDeadline: deadline?.toISOString() ?? null,
    agencyOverdue: deadline !== null && now >= deadline,
    offer: !hasFactor && !roleNeedsFactor && deadline === null && !facts.factorOfferSettledAt && weekOld,
  };
}
