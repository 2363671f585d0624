import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { isRecoverySession } from './recovery-session.ts';

const key = new TextEncoder().encode('a-key-the-web-never-has-0123456789abcdef');

function token(extra: Record<string, unknown> = {}) {
  return new SignJWT({
    id: 7,
    profileType: 'talento',
    profileImage: 'default-profile.jpg',
    coverImage: 'default-cover.jpg',
    fullname: 'Ana Prueba',
    profile_url: 'ana-prueba',
    langCode: 'es',
    tv: 0,
    sid: '5f0c6d36-2d4c-4a3e-9a51-0b8a3f1f2a10',
    ...extra,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);
}

describe('recovery session', () => {
  it('is the session whose token carries rec: true', async () => {
    expect(isRecoverySession(await token({ rec: true }))).toBe(true);
  });

  it('is not an ordinary session, nor a missing or unreadable token', async () => {
    expect(isRecoverySession(await token())).toBe(false);
    expect(isRecoverySession(await token({ rec: 'yes' }))).toBe(false);
    expect(isRecoverySession(null)).toBe(false);
    expect(isRecoverySession('not.a.jwt')).toBe(false);
    expect(isRecoverySession('garbage')).toBe(false);
  });
});
