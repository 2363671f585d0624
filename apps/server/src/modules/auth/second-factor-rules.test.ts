import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createFactorKeys } from './factor-keys.ts';
import { matchingStep, newRecoveryCodes, newTotpSecret, readCode, totpUri } from './second-factor-rules.ts';

const codeAt = (secret: string, ms: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), digits: 6, period: 30, timestamp: ms });

describe('second factor rules', () => {
  const secret = newTotpSecret();
  // The middle of a step, so ±1 and ±2 steps are whole steps away.
  const at = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);
  const step = Math.floor(at.getTime() / 30_000);

  it('accepts the codes of the step before, now and after, and names their step', () => {
    for (const delta of [-1, 0, 1])
      expect(matchingStep(secret, codeAt(secret, at.getTime() + delta * 30_000), at)).toBe(step + delta);
  });

  it('refuses codes two steps away and another key’s code', () => {
    for (const delta of [-2, 2])
      expect(matchingStep(secret, codeAt(secret, at.getTime() + delta * 30_000), at)).toBeNull();
    const other = newTotpSecret();
    const code = codeAt(other, at.getTime());
    // Two keys may share a code by chance (one in a million per step); then this check says nothing.
    if (code !== codeAt(secret, at.getTime())) expect(matchingStep(secret, code, at)).toBeNull();
  });

  it('writes an otpauth URI with the issuer, the label and 6 digits every 30 seconds', () => {
    const uri = totpUri(secret, 'ana@example.test');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Vitrina:ana%40example\.test\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('digits=6');
    expect(uri).toContain('period=30');
  });

  it('makes ten different recovery codes that read back as recovery codes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(readCode(` ${code.toUpperCase()} `)).toEqual({ kind: 'recovery', code: code.replace('-', '') });
    }
    expect(readCode('123 456')).toEqual({ kind: 'totp', code: '123456' });
    expect(readCode('12345')).toBeNull();
    expect(readCode('abcde-fghi1')).toBeNull();
  });

  it('seals a key for its owner only, and digests codes under a key of the server secret', () => {
    const keys = createFactorKeys('server-secret-one-0123456789');
    const sealed = keys.seal(secret, 7);
    expect(sealed).not.toContain(secret);
    expect(keys.open(sealed, 7)).toBe(secret);
    expect(() => keys.open(sealed, 8)).toThrow();
    expect(() => createFactorKeys('server-secret-two-0123456789').open(sealed, 7)).toThrow();
    expect(keys.digestCode('abcdefghjk')).not.toBe(
      createFactorKeys('another-secret-0123456789').digestCode('abcdefghjk'),
    );
  });
});
