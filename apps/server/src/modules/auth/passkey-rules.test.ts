import { describe, expect, it } from 'vitest';
import { passkeyView, relyingParty, signedChallenge } from './passkey-rules.ts';

const clientData = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('passkey rules', () => {
  it('takes the rp id from the public address’s host and the origin with its port', () => {
    expect(relyingParty('http://localhost:4173')).toEqual({
      id: 'localhost',
      origin: 'http://localhost:4173',
      name: 'Vitrina',
    });
    expect(relyingParty('https://vitrina.example.com/')).toMatchObject({
      id: 'vitrina.example.com',
      origin: 'https://vitrina.example.com',
    });
  });

  it('reads the signed challenge from clientDataJSON, and nothing from a malformed one', () => {
    expect(signedChallenge(clientData({ type: 'webauthn.get', challenge: 'abc' }))).toBe('abc');
    expect(signedChallenge(clientData({ type: 'webauthn.get' }))).toBeNull();
    expect(signedChallenge(clientData({ challenge: 'x'.repeat(201) }))).toBeNull();
    expect(signedChallenge('not json at all')).toBeNull();
  });

  it('shows a passkey without its key, credential id or counter', () => {
    const at = new Date('2026-11-28T10:00:00Z');
    const view = passkeyView({ id: 3, name: 'Mi teléfono', createdAt: at, lastUsedAt: null });
    expect(view).toEqual({ id: 3, name: 'Mi teléfono', createdAt: at.toISOString(), lastUsedAt: null });
  });
});
