import { describe, expect, it } from 'vitest';
import { applicationStatus, closeReasonShown, endReason, type StatusFacts } from './application-status.ts';

const sent: StatusFacts = {
  state: 'sent',
  filing: 'unfiled',
  isViewed: false,
  opportunityState: 'open',
  hasOpenSelfTape: false,
};

describe('the status a talent sees', () => {
  it('is draft, withdrawn or sent before the agency opens it', () => {
    expect(applicationStatus({ ...sent, state: 'draft' })).toBe('draft');
    expect(applicationStatus({ ...sent, state: 'withdrawn', opportunityState: 'closed' })).toBe('withdrawn');
    expect(applicationStatus(sent)).toBe('sent');
  });

  it('is viewed once opened, and for a No until the close', () => {
    expect(applicationStatus({ ...sent, isViewed: true })).toBe('viewed');
    expect(applicationStatus({ ...sent, filing: 'no', isViewed: true })).toBe('viewed');
    expect(applicationStatus({ ...sent, filing: 'no', hasOpenSelfTape: true })).toBe('viewed');
    expect(applicationStatus({ ...sent, filing: 'no', opportunityState: 'closed' })).toBe('not_selected');
  });

  it('is in consideration for Yes and Audition, self-tape requested while one is open', () => {
    expect(applicationStatus({ ...sent, filing: 'yes' })).toBe('in_consideration');
    expect(applicationStatus({ ...sent, filing: 'audition' })).toBe('in_consideration');
    expect(applicationStatus({ ...sent, filing: 'yes', hasOpenSelfTape: true })).toBe('self_tape_requested');
    expect(applicationStatus({ ...sent, hasOpenSelfTape: true })).toBe('self_tape_requested');
  });

  it('is cast even after the end, and not selected otherwise once it ended', () => {
    expect(applicationStatus({ ...sent, filing: 'cast', opportunityState: 'closed' })).toBe('cast');
    for (const opportunityState of ['closed', 'cancelled', 'removed'])
      expect(applicationStatus({ ...sent, filing: 'yes', opportunityState })).toBe('not_selected');
  });

  it('names the end only to one not selected, falling back to the state', () => {
    expect(closeReasonShown('not_selected', { state: 'closed', closeReason: 'deadline' })).toBe('deadline');
    expect(closeReasonShown('cast', { state: 'closed', closeReason: 'deadline' })).toBeNull();
    expect(endReason({ state: 'cancelled', closeReason: null })).toBe('cancelled');
    expect(endReason({ state: 'removed', closeReason: null })).toBe('removed');
    expect(endReason({ state: 'closed', closeReason: null })).toBe('closed');
  });
});
