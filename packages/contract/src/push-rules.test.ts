import { describe, expect, it } from 'vitest';
import { isAuthSecret, isP256dhKey } from './push-rules.ts';

const b64url = (bytes: number[]) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

describe('push subscription keys', () => {
  it('take an uncompressed P-256 point of 65 bytes, padded or not', () => {
    const point = [4, ...Array.from({ length: 64 }, (_, i) => (i * 37) % 256)];
    expect(isP256dhKey(b64url(point).replace(/=+$/, ''))).toBe(true);
    expect(isP256dhKey(b64url(point))).toBe(true);
    expect(isP256dhKey(b64url([2, ...point.slice(1, 33)]))).toBe(false);
    expect(isP256dhKey(b64url([3, ...point.slice(1)]))).toBe(false);
    expect(isP256dhKey(b64url(point.slice(0, 64)))).toBe(false);
    expect(isP256dhKey(`${b64url(point).slice(0, 80)}+/`)).toBe(false);
    expect(isP256dhKey('')).toBe(false);
  });

  it('take an authentication secret of 16 bytes', () => {
    expect(isAuthSecret(b64url(Array.from({ length: 16 }, (_, i) => i)))).toBe(true);
    expect(isAuthSecret(b64url(Array.from({ length: 15 }, (_, i) => i)))).toBe(false);
    expect(isAuthSecret(b64url(Array.from({ length: 32 }, (_, i) => i)))).toBe(false);
    expect(isAuthSecret('not base64!')).toBe(false);
  });
});
