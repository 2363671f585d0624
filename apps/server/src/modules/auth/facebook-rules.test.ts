import { describe, expect, it } from 'vitest';
import { checkDebugToken, identityFromMe } from './facebook-rules.ts';

const now = new Date('2025-01-01T00:00:00Z');
const future = Math.floor(now.getTime() / 1000) + 3600;

describe('Facebook token checks', () => {
  it('accept a valid token of this app and give its user id', () => {
    expect(
      checkDebugToken({ data: { is_valid: true, app_id: '42', user_id: '1001', expires_at: future } }, '42', now),
    ).toBe('1001');
    expect(checkDebugToken({ data: { is_valid: true, app_id: 42, user_id: 1001, expires_at: 0 } }, '42', now)).toBe(
      '1001',
    );
  });

  it('refuse invalid, foreign, expired or malformed answers', () => {
    const base = { is_valid: true, app_id: '42', user_id: '1001', expires_at: future };
    expect(checkDebugToken({ data: { ...base, is_valid: false } }, '42', now)).toBeNull();
    expect(checkDebugToken({ data: { ...base, app_id: '43' } }, '42', now)).toBeNull();
    expect(checkDebugToken({ data: { ...base, expires_at: 1 } }, '42', now)).toBeNull();
    expect(checkDebugToken({ data: { ...base, user_id: 'abc' } }, '42', now)).toBeNull();
    expect(checkDebugToken({}, '42', now)).toBeNull();
  });

  it('take the identity from /me only when it is the same user', () => {
    expect(identityFromMe({ id: '1001', email: ' Ana@X.co ', first_name: 'Ana', last_name: 'Ruiz' }, '1001')).toEqual({
      facebookId: '1001',
      email: 'ana@x.co',
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
    expect(identityFromMe({ id: '1002', email: 'a@x.co' }, '1001')).toBeNull();
    expect(identityFromMe({ id: '1001' }, '1001')?.email).toBeNull();
  });
});
