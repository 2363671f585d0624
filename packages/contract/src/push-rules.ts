/** Web Push, the zod-free part the web and the server share: limits, key checks, the payload. */

/** Devices with push on, per person: a phone, a tablet and a few browsers fit; a script's flood does not. */
export const MAX_PUSH_DEVICES = 10;
// The services' endpoints are 150 to 500 characters.
export const MAX_PUSH_ENDPOINT_LENGTH = 1024;

function base64urlBytes(value: string): Uint8Array | null {
  const bare = value.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(bare) || bare.length % 4 === 1) return null;
  const binary = atob(
    bare
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(bare.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The browser's P-256 public key (`keys.p256dh`): an uncompressed point, 65 bytes starting with 4. */
export function isP256dhKey(value: string): boolean {
  if (value.length > 100) return false;
  const bytes = base64urlBytes(value);
  return bytes !== null && bytes.length === 65 && bytes[0] === 0x04;
}

/** The browser's authentication secret (`keys.auth`): 16 bytes. */
export function isAuthSecret(value: string): boolean {
  if (value.length > 30) return false;
  return base64urlBytes(value)?.length === 16;
}

/** What a push carries to the service worker; a repeat of the same tag replaces the earlier notice. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the app (`/noticias/12`), never an outside address. */
  url: string;
  tag: string;
}
