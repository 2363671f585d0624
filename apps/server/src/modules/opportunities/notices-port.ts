import type { OpportunityChange } from '@vitrina/contract/opportunity-changes';
import type { Tx } from '../../db/transaction.ts';

/** What the notifications module is told about opportunities (its `opportunityNotices`; the merger plugs it). */
export interface OpportunityNotice {
  type:
    | 'OPPORTUNITY_CHANGED'
    | 'OPPORTUNITY_ENDED'
    | 'APPLICATION_UPDATE'
    | 'OPPORTUNITY_INVITE'
    | 'OPPORTUNITIES_FIT'
    | 'SELF_TAPE_DUE';
  recipientId: number;
  /** The agency. */
  actorId: number;
  opportunityId: number;
  roleId?: number | null;
  closeReason?: 'closed' | 'deadline' | 'cancelled' | 'removed';
  update?: 'cast' | 'self_tape';
  /** OPPORTUNITY_CHANGED: what the edit changed. */
  changes?: OpportunityChange[];
  matchCount?: number;
}

/** Inserts the notices in one statement of the caller's unit of work; push and e-mail go after its commit. */
export interface OpportunityNoticesPort {
  tell(tx: Tx, list: OpportunityNotice[]): Promise<void>;
}
