import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed, expiring local upload URLs: an HMAC (key derived from the secret) of method, key, expiry: one object. */
export interface UploadSigner {
  sign(key: string, expiresAt: number): string;
  /** 'ok', or why the URL is refused. */
  verify(key: string, exp: string | undefined, sig: string | undefined, now?: number): 'ok' | 'invalid' | 'expired';
}

export function createUploadSigner(secret: string): UploadSigner {
  const signingKey = createHmac('sha256', secret).update('vitrina/media/upload-url/v1').digest();
  const mac = (key: string, exp: number) =>
    createHmac('sha256', signingKey).update(`PUT\n${key}\n${exp}`).digest('base64url');
  return {
    sign: (key, expiresAt) => mac(key, expiresAt),
    verify(key, exp, sig, now = Math.floor(Date.now() / 1000)) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid';
      const expected = Buffer.from(mac(key, Number(exp)));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(exp) < now ? 'expired' : 'ok';
    },
  };
}

/** The relative URL the browser PUTs to (same origin, so the CSP's connect-src 'self' covers it). */
export function localUploadUrl(signer: UploadSigner, key: string, expiresAt: number): string {
  return `/uploads/${key}?exp=${expiresAt}&sig=${signer.sign(key, expiresAt)}`;
}
