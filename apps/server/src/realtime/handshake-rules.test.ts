import { describe, expect, it } from 'vitest';
import { handshakeLang, handshakeToken, isAllowedOrigin, requestOrigin } from './handshake-rules.ts';

describe('the token of a handshake', () => {
  it('is read from auth.token first, then from the query parameter token', () => {
    expect(handshakeToken({ auth: { token: 'a.b.c' }, query: { token: 'q.q.q' } })).toBe('a.b.c');
    expect(handshakeToken({ auth: {}, query: { token: 'q.q.q' } })).toBe('q.q.q');
  });

  it('is absent when neither is a non-empty string of a sensible length', () => {
    expect(handshakeToken({ auth: {}, query: {} })).toBeNull();
    expect(handshakeToken({ auth: null, query: undefined })).toBeNull();
    expect(handshakeToken({ auth: { token: '' }, query: { token: ['a', 'b'] } })).toBeNull();
    expect(handshakeToken({ auth: { token: 42 }, query: {} })).toBeNull();
    expect(handshakeToken({ auth: { token: 'x'.repeat(5000) }, query: {} })).toBeNull();
  });

  it('is never read from an inherited property', () => {
    const auth = Object.create({ token: 'inherited' }) as object;
    expect(handshakeToken({ auth, query: {} })).toBeNull();
  });
});

describe('the language of a handshake', () => {
  it('is es or en when the client names one, else null (the account decides)', () => {
    expect(handshakeLang({ auth: { lang: 'en' }, query: {} })).toBe('en');
    expect(handshakeLang({ auth: {}, query: { lang: 'es' } })).toBe('es');
    expect(handshakeLang({ auth: { lang: 'fr' }, query: {} })).toBeNull();
    expect(handshakeLang({ auth: undefined, query: undefined })).toBeNull();
  });
});

describe('the origin of a handshake', () => {
  const site = 'https://vitrina.example/';

  it("lets the site's own origin and requests without Origin through", () => {
    expect(isAllowedOrigin('https://vitrina.example', site)).toBe(true);
    expect(isAllowedOrigin(undefined, site)).toBe(true);
    expect(isAllowedOrigin('http://localhost:3000', 'http://localhost:3000')).toBe(true);
  });

  it('refuses any other origin, scheme or port, and what is not an origin', () => {
    for (const origin of [
      'https://evil.example',
      'http://vitrina.example',
      'https://vitrina.example:8443',
      'https://vitrina.example.evil.example',
      'https://vitrina.example/path',
      'null',
      '',
    ]) {
      expect(isAllowedOrigin(origin, site), origin).toBe(false);
    }
  });

  it('lets the page of the address the request was sent to through (same origin), whatever PUBLIC_URL says', () => {
    const own = requestOrigin('127.0.0.1:3000', false);
    expect(own).toBe('http://127.0.0.1:3000');
    expect(isAllowedOrigin('http://127.0.0.1:3000', 'http://localhost:3000', own)).toBe(true);
    expect(isAllowedOrigin('https://vitrina.example', site, requestOrigin('vitrina.example', true))).toBe(true);
    // Another site's page sends its own Origin to this Host: refused.
    expect(isAllowedOrigin('http://evil.example', 'http://localhost:3000', own)).toBe(false);
    expect(isAllowedOrigin('https://127.0.0.1:3000', 'http://localhost:3000', own)).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:3001', 'http://localhost:3000', own)).toBe(false);
  });

  it("reads the request's own origin from a plain Host only", () => {
    expect(requestOrigin('[::1]:3000', false)).toBe('http://[::1]:3000');
    expect(requestOrigin('Vitrina.Example', true)).toBe('https://vitrina.example');
    for (const host of [undefined, '', 'evil.example/path', 'user@evil.example', 'a b', 'x?y'])
      expect(requestOrigin(host, false), String(host)).toBeNull();
  });
});
