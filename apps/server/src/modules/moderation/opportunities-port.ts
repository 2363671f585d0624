import type { Tx } from '../../db/transaction.ts';

/** An opportunity as a report copies it: its agency is the case's person. */
export interface ModeratedOpportunity {
  id: number;
  authorId: number;
  text: string;
  createdAt: Date;
  editedAt: Date | null;
}

/** The opportunities module's answers to moderation (app.ts hands them in). */
export interface ModeratedOpportunities {
  /** A published one (drafts are their agency's only); null when there is none. */
  findOpportunity(id: number): Promise<ModeratedOpportunity | null>;
  /** Ends it as removed by moderation; its applicants are told by the closing round. False when already removed. */
  removeOpportunity(tx: Tx, id: number): Promise<boolean>;
}
