import type { SavedSearchKind } from '@vitrina/contract/saved-search-limits';
import type { ImageType } from '@vitrina/contract/media';
import type { CaseOutcome } from '@vitrina/contract/moderation-limits';
import type { ApplicationUpdate, OpportunityNoticeType } from '@vitrina/contract/notifications-limits';
import type { OpportunityChange } from '@vitrina/contract/opportunity-changes';
import type { CloseReason } from '@vitrina/contract/opportunity-limits';

// The closed catalogue of domain events, published through a unit of work so they go out after the commit.
// Payloads carry ids, never rows; removal events let what an action caused go with it (decision 0004).
export interface DomainEvents {
  /** A new account exists (e-mail sign-up, unconfirmed; or Facebook sign-up, confirmed). */
  'user.registered': { userId: number; via: 'email' | 'facebook' };
  /** An account confirmed its e-mail address through its link. */
  'user.confirmed': { userId: number };
  /** A user's profile or cover image is now the processed image `name`. */
  'user.image_changed': { userId: number; type: ImageType; name: string };
  /** A password was set or changed: every session signed before it is revoked (token version bump). */
  'user.password_changed': { userId: number };
  /** An e-mail change was undone from the old address (a takeover): every session revoked (token version bump). */
  'user.email_restored': { userId: number };
  /** A session was ended by logging out (`sessionId`), or every session of the person (`null`). */
  'session.ended': { userId: number; sessionId: string | null };
  /** A person cancelled their account: hidden from everyone from now on, every session revoked. */
  'user.cancelled': { userId: number };
  /** A cancelled account was restored within its grace period: everything is back as it was. */
  'user.restored': { userId: number };
  /** A person whose suspension has run out came to the login's door: the moderation module lifts it first. */
  'user.suspension_ran_out': { userId: number };

  /** Someone started following a talent. */
  'user.followed': { followerId: number; followedId: number };
  'user.unfollowed': { followerId: number; followedId: number };
  /** A block: final; the follows between the two are gone. */
  'user.blocked': { blockerId: number; blockedId: number };

  /** A talent published a post (not a share). */
  'post.created': { postId: number; authorId: number };
  /** A talent shared someone else's post: `postId` is the new share, `originalId` the post shared. */
  'post.shared': { postId: number; authorId: number; originalId: number; originalAuthorId: number };
  /** A post was deleted by its author (its comments, likes and shares' links go with it). */
  'post.deleted': { postId: number; authorId: number };
  /** Someone liked a post (`authorId` owns the post). */
  'post.liked': { postId: number; userId: number; authorId: number };
  'post.unliked': { postId: number; userId: number; authorId: number };
  /** Someone commented on a post (`postAuthorId` owns the post). */
  'comment.created': { commentId: number; postId: number; authorId: number; postAuthorId: number };
  'comment.deleted': { commentId: number; postId: number; authorId: number; postAuthorId: number };
  /** Someone liked a comment (`authorId` wrote the comment, on the post `postId`). */
  'comment.liked': { commentId: number; postId: number; userId: number; authorId: number };
  'comment.unliked': { commentId: number; postId: number; userId: number; authorId: number };

  /** A message was stored; `request`: it waits among requests; `fromVerifiedAgency`: a verified agency sent it. */
  'message.sent': {
    messageId: number;
    conversationId: number;
    senderId: number;
    receiverId: number;
    request: boolean;
    fromVerifiedAgency: boolean;
  };

  /** Talents newly matched an agency's saved search: `query` is the search's canonical query string. */
  'saved_search.matched': {
    agencyId: number;
    savedSearchId: number;
    name: string;
    query: string;
    count: number;
    kind: SavedSearchKind;
  };

  /** Opportunity notices were written (entries made or refreshed): their pushes name the opportunity and role. */
  'opportunity.noticed': {
    entries: Array<{
      id: number;
      recipientId: number;
      type: OpportunityNoticeType;
      opportunityId: number;
      title: string;
      roleId: number | null;
      roleName: string | null;
      closeReason: CloseReason | null;
      update: ApplicationUpdate | null;
      matchCount: number | null;
      changes: OpportunityChange[];
    }>;
  };

  /** A moderation case was decided: its reporters are told the outcome, never who acted. */
  'report.resolved': { caseId: number; reporterIds: number[]; outcome: CaseOutcome };
}

export type EventName = keyof DomainEvents;
