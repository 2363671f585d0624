import { describe, expect, it } from 'vitest';
import { canBeFollowed, canBlock, hasFollowedTalentsList } from './profiles-rules.ts';

const talent = (id: number) => ({ id, type: 'talento' });
const agency = (id: number) => ({ id, type: 'agencia' });

describe('who may block whom', () => {
  it('a talent blocks another talent, and an agency (the fake agency is the danger)', () => {
    expect(canBlock(talent(1), talent(2))).toBe(true);
    expect(canBlock(talent(1), agency(2))).toBe(true);
  });

  it('never oneself, and never as an agency or an untyped account, nor an untyped account', () => {
    expect(canBlock(talent(1), talent(1))).toBe(false);
    expect(canBlock(agency(1), talent(2))).toBe(false);
    expect(canBlock(agency(1), agency(2))).toBe(false);
    expect(canBlock({ id: 1, type: null }, talent(2))).toBe(false);
    expect(canBlock(talent(1), { id: 2, type: null })).toBe(false);
  });
});

describe('who may be followed', () => {
  it('talents only', () => {
    expect(canBeFollowed(talent(2))).toBe(true);
    expect(canBeFollowed(agency(2))).toBe(false);
    expect(canBeFollowed({ type: null })).toBe(false);
  });
});

describe('whose list of followed talents there is', () => {
  it("an agency's only", () => {
    expect(hasFollowedTalentsList(agency(1))).toBe(true);
    expect(hasFollowedTalentsList(talent(1))).toBe(false);
  });
});
