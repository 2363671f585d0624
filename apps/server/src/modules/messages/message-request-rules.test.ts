import { describe, expect, it } from 'vitest';
import { firstContactProblem, judgeSend, type SendContext } from './message-request-rules.ts';

const SENDER = 1;
const RECEIVER = 2;

const context = (over: Partial<SendContext> = {}): SendContext => ({
  senderId: SENDER,
  receiverPolicy: 'everyone',
  receiverFollowsSender: false,
  senderIsAgency: false,
  senderIsVerifiedAgency: false,
  receiverIsMinor: false,
  receiverAppliedToSender: false,
  conversation: null,
  ...over,
});
const pendingFor = (requestToId: number, sentBySender: number) => ({ requestToId, acceptedAt: null, sentBySender });

describe('judgeSend', () => {
  it("a stranger's first message opens a request under 'everyone'", () => {
    expect(judgeSend(context())).toEqual({ ok: true, outcome: 'request' });
  });

  it('someone the receiver follows writes directly', () => {
    expect(judgeSend(context({ receiverFollowsSender: true }))).toEqual({ ok: true, outcome: 'direct' });
    expect(judgeSend(context({ receiverFollowsSender: true, receiverPolicy: 'following' }))).toEqual({
      ok: true,
      outcome: 'direct',
    });
  });

  it('an agency writes directly to its applicant, whatever her setting; a minor still gets a request', () => {
    const applicant = { senderIsAgency: true, receiverAppliedToSender: true } as const;
    expect(judgeSend(context({ ...applicant, receiverPolicy: 'following' }))).toEqual({ ok: true, outcome: 'direct' });
    expect(judgeSend(context({ ...applicant, receiverIsMinor: true, senderIsVerifiedAgency: true }))).toEqual({
      ok: true,
      outcome: 'request',
    });
  });

  it("a stranger is refused under 'following' and under 'following_and_verified'", () => {
    expect(judgeSend(context({ receiverPolicy: 'following' }))).toEqual({ ok: false, code: 'message_not_allowed' });
    expect(judgeSend(context({ receiverPolicy: 'following_and_verified' }))).toEqual({
      ok: false,
      code: 'message_not_allowed',
    });
  });

  it("a verified agency writes directly only under 'following_and_verified'", () => {
    const verified = { senderIsAgency: true, senderIsVerifiedAgency: true };
    expect(judgeSend(context({ ...verified, receiverPolicy: 'following_and_verified' })).ok).toBe(true);
    expect(judgeSend(context({ ...verified, receiverPolicy: 'following' })).ok).toBe(false);
    expect(judgeSend(context({ ...verified, receiverPolicy: 'everyone' }))).toEqual({ ok: true, outcome: 'request' });
  });

  it('an unverified agency cannot start a conversation with a minor, whatever the setting', () => {
    const agencyToMinor = { senderIsAgency: true, receiverIsMinor: true };
    for (const receiverPolicy of ['everyone', 'following', 'following_and_verified'] as const) {
      expect(judgeSend(context({ ...agencyToMinor, receiverPolicy }))).toEqual({
        ok: false,
        code: 'minor_agency_unverified',
      });
    }
    expect(judgeSend(context({ ...agencyToMinor, conversation: pendingFor(RECEIVER, 1) })).ok).toBe(false);
  });

  it("a verified agency's first messages to a minor always go to requests, two at most", () => {
    const verified = { senderIsAgency: true, senderIsVerifiedAgency: true, receiverIsMinor: true };
    for (const receiverPolicy of ['everyone', 'following', 'following_and_verified'] as const) {
      expect(judgeSend(context({ ...verified, receiverPolicy }))).toEqual({ ok: true, outcome: 'request' });
    }
    expect(judgeSend(context({ ...verified, conversation: pendingFor(RECEIVER, 2) }))).toEqual({
      ok: false,
      code: 'message_request_limit',
    });
  });

  it('a minor may reply to an agency, and a conversation they opened or accepted goes on', () => {
    const minorWrote = context({
      senderIsAgency: true,
      receiverIsMinor: true,
      conversation: pendingFor(SENDER, 0),
    });
    expect(judgeSend(minorWrote)).toEqual({ ok: true, outcome: 'accept' });
    const open = { requestToId: RECEIVER, acceptedAt: new Date(), sentBySender: 2 };
    expect(judgeSend(context({ senderIsAgency: true, receiverIsMinor: true, conversation: open })).ok).toBe(true);
  });

  it("a talent's message to a minor follows the minor's setting", () => {
    expect(judgeSend(context({ receiverIsMinor: true }))).toEqual({ ok: true, outcome: 'request' });
    expect(judgeSend(context({ receiverIsMinor: true, receiverPolicy: 'following' })).ok).toBe(false);
  });

  it('a request holds two messages from its sender; the third is refused', () => {
    expect(judgeSend(context({ conversation: pendingFor(RECEIVER, 1) }))).toEqual({ ok: true, outcome: 'request' });
    expect(judgeSend(context({ conversation: pendingFor(RECEIVER, 2) }))).toEqual({
      ok: false,
      code: 'message_request_limit',
    });
  });

  it('a pending request from a stranger is refused once the receiver allows only people they follow', () => {
    const pending = { conversation: pendingFor(RECEIVER, 1), receiverPolicy: 'following' as const };
    expect(judgeSend(context(pending))).toEqual({ ok: false, code: 'message_not_allowed' });
  });

  it("the request's receiver replying accepts it, whatever their setting", () => {
    const reply = context({ senderId: RECEIVER, conversation: pendingFor(RECEIVER, 0), receiverPolicy: 'following' });
    expect(judgeSend(reply)).toEqual({ ok: true, outcome: 'accept' });
  });

  it('a pending request is accepted when its receiver has since followed the sender', () => {
    const followed = context({ conversation: pendingFor(RECEIVER, 2), receiverFollowsSender: true });
    expect(judgeSend(followed)).toEqual({ ok: true, outcome: 'accept' });
  });

  it('an accepted request or a conversation that never was one is open to both, whatever the setting', () => {
    const accepted = { requestToId: RECEIVER, acceptedAt: new Date(), sentBySender: 9 };
    const never = { requestToId: null, acceptedAt: null, sentBySender: 9 };
    for (const conversation of [accepted, never]) {
      expect(judgeSend(context({ conversation, receiverPolicy: 'following' }))).toEqual({
        ok: true,
        outcome: 'direct',
      });
    }
  });
});

describe('firstContactProblem', () => {
  const agency = { isAgency: true, isVerified: false, opensConversation: true };

  it('lets an agency open its twentieth conversation of the day, not a twenty-first', () => {
    expect(firstContactProblem({ ...agency, openedLastDay: 19 })).toBeNull();
    expect(firstContactProblem({ ...agency, openedLastDay: 20 })).toBe('first_contact_limit');
  });

  it('never limits an existing conversation, nor a talent', () => {
    expect(firstContactProblem({ ...agency, opensConversation: false, openedLastDay: 50 })).toBeNull();
    expect(firstContactProblem({ ...agency, isAgency: false, openedLastDay: 50 })).toBeNull();
  });

  it('gives a verified agency a hundred', () => {
    expect(firstContactProblem({ ...agency, isVerified: true, openedLastDay: 99 })).toBeNull();
    expect(firstContactProblem({ ...agency, isVerified: true, openedLastDay: 100 })).toBe('first_contact_limit');
  });
});
