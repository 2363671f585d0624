import { describe, expect, it } from 'vitest';
import { compareCases, isInConversation, mayAttach, mostSevere, type QueuedCase } from './report-rules.ts';

const queued = (id: number, category: QueuedCase['category'], reporters: number, day: number): QueuedCase => ({
  id,
  category,
  reporters,
  lastReportedAt: new Date(Date.UTC(2026, 10, day)),
});

describe('the moderation queue', () => {
  it('puts the safety of a minor first and `other` last, whatever the number of reporters', () => {
    const cases = [
      queued(1, 'other', 9, 9),
      queued(2, 'spam', 1, 1),
      queued(3, 'minor_safety', 1, 1),
      queued(4, 'scam', 1, 1),
      queued(5, 'harassment', 3, 1),
      queued(6, 'impersonation', 1, 1),
      queued(7, 'inappropriate', 1, 1),
    ];
    expect([...cases].sort(compareCases).map((c) => c.id)).toEqual([3, 4, 5, 6, 7, 2, 1]);
  });

  it('within one severity, more reporters first, then the most recently reported', () => {
    const cases = [queued(1, 'scam', 1, 5), queued(2, 'scam', 2, 1), queued(3, 'scam', 1, 9)];
    expect([...cases].sort(compareCases).map((c) => c.id)).toEqual([2, 3, 1]);
  });

  it("takes a case's category from its most severe report", () => {
    expect(mostSevere(['spam', 'scam', 'other'])).toBe('scam');
    expect(mostSevere([])).toBe('other');
  });
});

describe('what a report may carry', () => {
  it("attaches only the reporter's own content or the reported person's", () => {
    expect(mayAttach(10, 10, 20)).toBe(true);
    expect(mayAttach(20, 10, 20)).toBe(true);
    expect(mayAttach(30, 10, 20)).toBe(false);
  });

  it('lets only the two people of a conversation name one of its messages', () => {
    expect(isInConversation(1, { senderId: 1, receiverId: 2 })).toBe(true);
    expect(isInConversation(2, { senderId: 1, receiverId: 2 })).toBe(true);
    expect(isInConversation(3, { senderId: 1, receiverId: 2 })).toBe(false);
  });
});
