import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const SEALED_PREFIX = 'v1';

/**
 * Keys derived from the server's JWT secret by HKDF, one per use (neither is the signing key): AES-256-GCM seals
 * authenticator keys, bound to their owner so a sealed key cannot be moved to another row; HMAC keys the
 * recovery codes' digests, so a copy of the database alone cannot try codes offline.
 */
export function createFactorKeys(serverSecret: string) {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', serverSecret, 'vitrina second factors', info, 32));
  const sealKey = derive('totp secret aes-256-gcm');
  const codeKey = derive('recovery code hmac');
  const handleKey = derive('webauthn user handle');
  const owner = (userId: number) => Buffer.from(`totp:${userId}`);

  return {
    seal(secret: string, userId: number): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      cipher.setAAD(owner(userId));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [SEALED_PREFIX, iv, body, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /** The secret, or throws when the value was altered, moved or sealed under another server secret. */
    open(sealed: string, userId: number): string {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== SEALED_PREFIX || !iv || !body || !tag) throw new Error('not a sealed authenticator key');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(owner(userId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },

    digestCode(code: string): string {
      return createHmac('sha256', codeKey).update(code, 'utf8').digest('base64url');
    },

    /** A passkey's user handle: stable per account, opaque (no id or address an authenticator could show). */
    userHandle(userId: number): string {
      return createHmac('sha256', handleKey).update(`user:${userId}`, 'utf8').digest('base64url');
    },
  };
}

export type FactorKeys = ReturnType<typeof createFactorKeys>;
