import { describe, expect, it } from 'vitest';
import {
  generateOneTimeToken,
  hashOneTimeToken,
  linkRefusal,
  looksLikeOneTimeToken,
  oneTimeTokenExpiry,
} from './one-time-token-rules.ts';

describe('one-time link tokens', () => {
  it('are random, URL-safe and stored only as a SHA-256', () => {
    const a = generateOneTimeToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateOneTimeToken()).not.toBe(a);
    expect(hashOneTimeToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOneTimeToken(a)).toBe(hashOneTimeToken(a));
    expect(looksLikeOneTimeToken(a)).toBe(true);
    expect(looksLikeOneTimeToken("x' or 1=1")).toBe(false);
  });

  it('expire: recovery within an hour, confirmation within three days', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    expect(oneTimeTokenExpiry('recover', now).getTime() - now.getTime()).toBe(3600_000);
    expect(oneTimeTokenExpiry('signup', now).getTime() - now.getTime()).toBe(72 * 3600_000);
  });

  it('an e-mail change’s undo link lasts a week, its confirmation three days', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    expect(oneTimeTokenExpiry('email_undo', now).getTime() - now.getTime()).toBe(7 * 24 * 3600_000);
    expect(oneTimeTokenExpiry('email_change', now).getTime() - now.getTime()).toBe(72 * 3600_000);
  });

  it('say why a link did not open: used, expired or unknown', () => {
    const now = new Date('2025-01-02T00:00:00Z');
    const later = new Date('2025-01-03T00:00:00Z');
    expect(linkRefusal(null, now)).toBe('token_invalido');
    expect(linkRefusal({ usedAt: now, expiresAt: later }, now)).toBe('enlace_usado');
    expect(linkRefusal({ usedAt: null, expiresAt: now }, now)).toBe('enlace_caducado');
  });
});
