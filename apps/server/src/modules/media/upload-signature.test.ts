import { describe, expect, it } from 'vitest';
import { createPreviewSigner, createUploadSigner, localUploadUrl } from './upload-signature.ts';

describe('upload URL signatures', () => {
  const signer = createUploadSigner('a-secret-that-is-long-enough-for-tests');
  const key = `incoming/3/${'a'.repeat(32)}`;
  const now = 1_800_000_000;

  it('verifies its own signature until the expiry', () => {
    const sig = signer.sign(key, now + 60);
    expect(signer.verify(key, String(now + 60), sig, now)).toBe('ok');
    expect(signer.verify(key, String(now + 60), sig, now + 61)).toBe('expired');
  });

  it('binds the key, the expiry and the secret', () => {
    const sig = signer.sign(key, now + 60);
    expect(signer.verify(`incoming/4/${'a'.repeat(32)}`, String(now + 60), sig, now)).toBe('invalid');
    expect(signer.verify(key, String(now + 600), sig, now)).toBe('invalid');
    expect(createUploadSigner('another-secret-that-is-long-enough').verify(key, String(now + 60), sig, now)).toBe(
      'invalid',
    );
  });

  it('refuses missing or malformed parts', () => {
    expect(signer.verify(key, undefined, 'x', now)).toBe('invalid');
    expect(signer.verify(key, '12', undefined, now)).toBe('invalid');
    expect(signer.verify(key, '-1', signer.sign(key, -1), now)).toBe('invalid');
    expect(signer.verify(key, '1e9', signer.sign(key, 1e9), now)).toBe('invalid');
  });

  it('a video preview signature and an upload signature never stand for each other', () => {
    const preview = createPreviewSigner('a-secret-that-is-long-enough-for-tests');
    expect(preview.verify(key, String(now + 60), signer.sign(key, now + 60), now)).toBe('invalid');
    expect(signer.verify(key, String(now + 60), preview.sign(key, now + 60), now)).toBe('invalid');
    expect(preview.verify(key, String(now + 60), preview.sign(key, now + 60), now)).toBe('ok');
  });

  it('builds a relative URL on our own server', () => {
    expect(localUploadUrl(signer, key, now)).toMatch(
      new RegExp(`^/uploads/${key}\\?exp=${now}&sig=[A-Za-z0-9_-]{43}$`),
    );
  });
});
