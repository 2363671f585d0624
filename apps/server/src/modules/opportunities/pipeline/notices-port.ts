import type { Tx } from '../../../db/transaction.ts';

/** What the notifications module tells about opportunities (its `opportunityNotices`), declared here. */
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
  matchCount?: number;
}

/** Inserts the notices in one statement of the caller's transaction; push and e-mail follow the commit. */
export interface OpportunityNoticesPort {
  tell(tx: Tx, list: OpportunityNotice[]): Promise<void>;
}
