import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed, expiring URLs: an HMAC (key derived from the secret and a purpose) of method, key, expiry: one object. */
export interface UploadSigner {
  sign(key: string, expiresAt: number): string;
  /** 'ok', or why the URL is refused. */
  verify(key: string, exp: string | undefined, sig: string | undefined, now?: number): 'ok' | 'invalid' | 'expired';
}

function createSigner(secret: string, purpose: string, method: string): UploadSigner {
  const signingKey = createHmac('sha256', secret).update(purpose).digest();
  const mac = (key: string, exp: number) =>
    createHmac('sha256', signingKey).update(`${method}\n${key}\n${exp}`).digest('base64url');
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

/** Local upload targets (PUT /uploads/<key>). */
export const createUploadSigner = (secret: string) => createSigner(secret, 'vitrina/media/upload-url/v1', 'PUT');

/** An owner's GET of their unpublished video's files (key = the file's name); its own key, so no upload URL opens it. */
export const createPreviewSigner = (secret: string) => createSigner(secret, 'vitrina/media/video-preview/v1', 'GET');

/** The relative URL the browser PUTs to (same origin, so the CSP's connect-src 'self' covers it). */
export function localUploadUrl(signer: UploadSigner, key: string, expiresAt: number): string {
  return `/uploads/${key}?exp=${expiresAt}&sig=${signer.sign(key, expiresAt)}`;
}
