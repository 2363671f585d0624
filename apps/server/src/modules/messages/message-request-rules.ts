import type { ErrorCode } from '@vitrina/contract/error-catalogue';
import { MAX_MESSAGES_BEFORE_ACCEPTANCE, type MessagePolicy } from '@vitrina/contract/message-requests';
import { FIRST_CONTACTS_PER_DAY, VERIFIED_FIRST_CONTACTS_PER_DAY } from '@vitrina/contract/messages-limits';

// Message requests (decision 0007) as one pure rule, the same for POST /api/messages and the socket's add-message.

/** What the send knows about the pair, read in the send's unit of work with the conversation's row locked. */
export interface SendContext {
  senderId: number;
  /** The receiver's setting: who may message them. */
  receiverPolicy: MessagePolicy;
  /** The receiver follows the sender: the sender is no stranger. */
  receiverFollowsSender: boolean;
  senderIsAgency: boolean;
  /** An agency a moderator verified. */
  senderIsVerifiedAgency: boolean;
  /** The receiver is under 18 by their birth date. */
  receiverIsMinor: boolean;
  /** The receiver sent an application to one of the sender's (an agency's) opportunities: she asked to hear. */
  receiverAppliedToSender: boolean;
  /** The pair's conversation, or null before its first message. */
  conversation: {
    /** Who must accept, when it was ever a request. */
    requestToId: number | null;
    acceptedAt: Date | null;
    /** Messages the sender has sent in it. */
    sentBySender: number;
  } | null;
}

export type SendVerdict =
  /** `direct`: an open conversation, nothing changes; `request`: the message waits in the receiver's requests; `accept`: this send accepts the pending request. */
  { ok: true; outcome: 'direct' | 'request' | 'accept' } | { ok: false; code: ErrorCode };

/** Whether the receiver lets the sender in without a request. */
function isKnown(context: SendContext): boolean {
  if (context.receiverFollowsSender || context.receiverAppliedToSender) return true;
  return context.receiverPolicy === 'following_and_verified' && context.senderIsVerifiedAgency;
}

/** May this message be sent, and does it open, continue or accept a request? */
export function judgeSend(context: SendContext): SendVerdict {
  const { conversation, senderId } = context;
  const pending = conversation !== null && conversation.requestToId !== null && conversation.acceptedAt === null;
  if (conversation && !pending) return { ok: true, outcome: 'direct' };
  // Replying to a request accepts it; so does writing to someone who has since followed you.
  if (pending && conversation.requestToId === senderId) return { ok: true, outcome: 'accept' };
  // A minor, whatever their setting: an agency starts a conversation only if verified, and only as a request.
  if (context.receiverIsMinor && context.senderIsAgency) {
    if (!context.senderIsVerifiedAgency) return { ok: false, code: 'minor_agency_unverified' };
    return pending && conversation.sentBySender >= MAX_MESSAGES_BEFORE_ACCEPTANCE
      ? { ok: false, code: 'message_request_limit' }
      : { ok: true, outcome: 'request' };
  }
  if (isKnown(context)) return { ok: true, outcome: pending ? 'accept' : 'direct' };
  // A stranger: only `everyone` takes requests, and a request holds at most two messages until accepted.
  if (context.receiverPolicy !== 'everyone') return { ok: false, code: 'message_not_allowed' };
  if (pending && conversation.sentBySender >= MAX_MESSAGES_BEFORE_ACCEPTANCE) {
    return { ok: false, code: 'message_request_limit' };
  }
  return { ok: true, outcome: 'request' };
}

/**
 * The first-contact limit: an agency opens at most so many new conversations in 24 hours (the fake
 * agency writes to many people at once); talents are not limited, and a conversation that exists is not new.
 */
export function firstContactProblem(sender: {
  isAgency: boolean;
  isVerified: boolean;
  opensConversation: boolean;
  openedLastDay: number;
}): ErrorCode | null {
  if (!sender.isAgency || !sender.opensConversation) return null;
  const limit = sender.isVerified ? VERIFIED_FIRST_CONTACTS_PER_DAY : FIRST_CONTACTS_PER_DAY;
  return sender.openedLastDay >= limit ? 'first_contact_limit' : null;
}
