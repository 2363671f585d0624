import type { ApplicationStatus, CloseReason, Filing } from '@vitrina/contract/opportunity-limits';

/** What decides the status a talent sees, as one statement reads it. */
export interface StatusFacts {
  state: string;
  filing: string;
  isViewed: boolean;
  /** The opportunity's state: closed, cancelled and removed are ended. */
  opportunityState: string;
  /** A self-tape asked for and not sent yet. */
  hasOpenSelfTape: boolean;
}

const ENDED = new Set(['closed', 'cancelled', 'removed']);

export const isEnded = (opportunityState: string) => ENDED.has(opportunityState);

/**
 * The status the talent may know. The agency's filing shows only as much as the issue allows: No reads as
 * "viewed" until the opportunity ends (then "not selected"), Yes and Audition as "in consideration".
 */
export function applicationStatus(facts: StatusFacts): ApplicationStatus {
  if (facts.state === 'draft') return 'draft';
  if (facts.state === 'withdrawn') return 'withdrawn';
  const filing = facts.filing as Filing;
  if (filing === 'cast') return 'cast';
  if (isEnded(facts.opportunityState)) return 'not_selected';
  if (filing === 'no') return 'viewed';
  if (facts.hasOpenSelfTape) return 'self_tape_requested';
  if (filing === 'yes' || filing === 'audition') return 'in_consideration';
  return facts.isViewed ? 'viewed' : 'sent';
}

/** How the opportunity ended, named only to an applicant not selected. */
export function closeReasonShown(
  status: ApplicationStatus,
  opportunity: { state: string; closeReason: string | null },
): CloseReason | null {
  if (status !== 'not_selected') return null;
  return endReason(opportunity);
}

/** The reason an ended opportunity's applicants are told: its own, else its state's. */
export function endReason(opportunity: { state: string; closeReason: string | null }): CloseReason {
  const reason = opportunity.closeReason ?? opportunity.state;
  return reason === 'deadline' || reason === 'cancelled' || reason === 'removed' ? reason : 'closed';
}
