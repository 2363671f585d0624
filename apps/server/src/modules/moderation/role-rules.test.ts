import { describe, expect, it } from 'vitest';
import { mayActOn } from './role-rules.ts';

describe('mayActOn', () => {
  it('lets a moderator act only on people without a role', () => {
    expect(mayActOn('moderator', null)).toBe(true);
    expect(mayActOn('moderator', 'moderator')).toBe(false);
    expect(mayActOn('moderator', 'admin')).toBe(false);
  });

  it('lets an admin act on anyone, moderators and admins included', () => {
    expect(mayActOn('admin', null)).toBe(true);
    expect(mayActOn('admin', 'moderator')).toBe(true);
    expect(mayActOn('admin', 'admin')).toBe(true);
  });

  it('lets nobody without a role act', () => {
    expect(mayActOn(null, null)).toBe(false);
  });
});
