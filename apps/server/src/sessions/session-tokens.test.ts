import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionTokens, type SessionClaims } from './session-tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const claims: SessionClaims = {
  id: 7,
  tv: 1,
  sid: 'session-7',
  profileType: 'talento',
  profileImage: '',
  coverImage: '',
  fullname: 'Ana',
  profile_url: 'ana',
  langCode: 'es',
};

describe('session tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies a token again from what it kept, and stops at its expiry like a fresh check', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z'), toFake: ['Date'] });
    const tokens = createSessionTokens(SECRET);
    const token = await tokens.sign(claims, { expiresAt: new Date('2026-11-24T12:01:00Z') });
    expect(await tokens.verify(token)).toMatchObject(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    vi.setSystemTime(new Date('2026-11-24T12:01:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    // A process that never kept it answers the same.
    expect(await createSessionTokens(SECRET).verify(token)).toBeNull();
  });

  it('keeps nothing for a token it refused, and hands out copies of what it kept', async () => {
    const tokens = createSessionTokens(SECRET);
    const token = await tokens.sign(claims, { expiresAt: new Date(Date.now() + 60_000) });
    const forged = await createSessionTokens(`${SECRET}-other`).sign(claims, {
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBeNull();
    const first = await tokens.verify(token);
    first!.id = 99;
    expect((await tokens.verify(token))?.id).toBe(7);
  });

  it('counts a token’s life from the time its expiry was counted from, not the moment it is signed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:01Z'), toFake: ['Date'] });
    // The issuer read the clock at 12:00:00.999, then awaited the database past the second.
    const issuedAt = new Date('2026-11-24T12:00:00.999Z');
    const token = await createSessionTokens(SECRET).sign(claims, {
      issuedAt,
      expiresAt: new Date('2026-11-24T13:00:00Z'),
    });
    const { iat, exp } = decodeJwt(token);
    expect(exp! - iat!).toBe(3600);
  });
});
