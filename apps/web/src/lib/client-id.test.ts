import { describe, expect, it } from 'vitest';
import { newClientId } from './client-id.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newClientId', () => {
  it('answers a new version 4 UUID each time', () => {
    const ids = Array.from({ length: 20 }, newClientId);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('makes one from random bytes where randomUUID is missing (a page served over plain http)', () => {
    // An own property hides the prototype's method; deleting it brings the method back.
    Object.defineProperty(crypto, 'randomUUID', { configurable: true, value: undefined });
    try {
      const ids = Array.from({ length: 20 }, newClientId);
      for (const id of ids) expect(id).toMatch(UUID_V4);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
