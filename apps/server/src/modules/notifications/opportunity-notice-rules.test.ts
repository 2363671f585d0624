import { describe, expect, it } from 'vitest';
import { chunksOf, keyedNotices, noticeKeyOf, type OpportunityNotice } from './opportunity-notice-rules.ts';

const at = new Date('2026-11-22T23:30:00-06:00'); // 05:30 UTC on the 23rd
const base = { recipientId: 1, actorId: 9, opportunityId: 40, roleId: 41 };

describe('opportunity notice keys', () => {
  it('keep an opportunity’s change and end one entry each, per opportunity', () => {
    expect(noticeKeyOf({ ...base, type: 'OPPORTUNITY_ENDED', closeReason: 'closed' }, at)).toBe('OPPORTUNITY_ENDED:40');
    expect(noticeKeyOf({ ...base, type: 'OPPORTUNITY_CHANGED', roleId: 77 }, at)).toBe('OPPORTUNITY_CHANGED:40');
  });

  it('key an application’s update per role and update, invitations and reminders per role, fits per UTC day', () => {
    expect(noticeKeyOf({ ...base, type: 'APPLICATION_UPDATE', update: 'cast' }, at)).toBe('APPLICATION_UPDATE:41:cast');
    expect(noticeKeyOf({ ...base, type: 'APPLICATION_UPDATE', update: 'self_tape' }, at)).toBe(
      'APPLICATION_UPDATE:41:self_tape',
    );
    expect(noticeKeyOf({ ...base, type: 'OPPORTUNITY_INVITE' }, at)).toBe('OPPORTUNITY_INVITE:41');
    expect(noticeKeyOf({ ...base, type: 'SELF_TAPE_DUE' }, at)).toBe('SELF_TAPE_DUE:41');
    expect(noticeKeyOf({ ...base, type: 'OPPORTUNITIES_FIT' }, at)).toBe('OPPORTUNITIES_FIT:2026-11-23');
  });
});

describe('keyed notices', () => {
  it('tell each recipient once per entry, the later notice winning, and fits of one day adding up', () => {
    const list: OpportunityNotice[] = [
      { ...base, type: 'OPPORTUNITY_ENDED', closeReason: 'deadline' },
      { ...base, type: 'OPPORTUNITY_ENDED', closeReason: 'removed' },
      { ...base, type: 'OPPORTUNITIES_FIT', matchCount: 2 },
      { ...base, type: 'OPPORTUNITIES_FIT', opportunityId: 50, matchCount: 3 },
      { ...base, recipientId: 2, type: 'OPPORTUNITY_ENDED', closeReason: 'deadline' },
    ];
    const keyed = keyedNotices(list, at);
    expect(keyed.map((notice) => [notice.recipientId, notice.groupKey])).toEqual([
      [1, 'OPPORTUNITY_ENDED:40'],
      [1, 'OPPORTUNITIES_FIT:2026-11-23'],
      [2, 'OPPORTUNITY_ENDED:40'],
    ]);
    expect(keyed[0]?.closeReason).toBe('removed');
    expect(keyed[1]).toMatchObject({ opportunityId: 50, matchCount: 5 });
  });

  it('tell nobody of their own doing', () => {
    expect(keyedNotices([{ ...base, recipientId: 9, type: 'OPPORTUNITY_CHANGED' }], at)).toEqual([]);
  });

  it('slice a long list into bounded statements', () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunksOf([], 2)).toEqual([]);
  });
});
