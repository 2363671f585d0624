import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// A software WebAuthn authenticator for tests: ES256 keys, `none` attestation, flags UP and UV, a counter.
type CborValue = number | string | Uint8Array | CborValue[] | Map<CborValue, CborValue>;

/** Just enough CBOR (RFC 8949) for a COSE key and an attestation object: integers, strings, bytes, maps. */
export function cbor(value: CborValue): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(length, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  cose: Buffer;
  userHandle: string;
  rpId: string;
  counter: number;
}

/** What a test may falsify in an answer: another origin, rp id or challenge, no user verification, a counter. */
export interface Tamper {
  origin?: string;
  rpId?: string;
  challenge?: string;
  userVerified?: boolean;
  counter?: number;
  userHandle?: string;
  /** Which of the authenticator's credentials answers (a discoverable sign-in picks the first by default). */
  credential?: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: Array<{ id: string }>;
}

/** One device's authenticator, speaking to `origin` (its host is the rp id unless the options name one). */
export function softAuthenticator(origin: string) {
  const credentials: Credential[] = [];
  const clientData = (type: string, challenge: string, tamper: Tamper) =>
    Buffer.from(
      JSON.stringify({
        type,
        challenge: tamper.challenge ?? challenge,
        origin: tamper.origin ?? origin,
        crossOrigin: false,
      }),
    );
  const flagsOf = (tamper: Tamper, extra = 0) => FLAG_UP | (tamper.userVerified === false ? 0 : FLAG_UV) | extra;
  const counterBytes = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };

  return {
    credentials,

    /** `navigator.credentials.create()`: a new ES256 credential, answered with `none` attestation. */
    create(options: CreationOptions, tamper: Tamper = {}) {
      const rpId = tamper.rpId ?? options.rp.id ?? new URL(origin).hostname;
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = cbor(
        new Map<CborValue, CborValue>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const credential = { id: randomBytes(16), privateKey, cose, userHandle: options.user.id, rpId, counter: 0 };
      const idLength = Buffer.from([0, credential.id.length]);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flagsOf(tamper, FLAG_AT)]),
        counterBytes(0),
        Buffer.alloc(16),
        idLength,
        credential.id,
        cose,
      ]);
      const attestation = cbor(
        new Map<CborValue, CborValue>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      credentials.push(credential);
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge, tamper)),
          attestationObject: b64(attestation),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },

    /** `navigator.credentials.get()`: an assertion by an allowed credential (or the first, discoverable). */
    get(options: RequestOptions, tamper: Tamper = {}) {
      const allowed = (options.allowCredentials ?? []).map((c) => c.id);
      const usable = allowed.length ? credentials.filter((c) => allowed.includes(b64(c.id))) : credentials;
      const credential = usable[tamper.credential ?? 0];
      if (!credential) throw new Error('the soft authenticator has no credential for these options');
      credential.counter = tamper.counter ?? credential.counter + 1;
      const rpId = tamper.rpId ?? options.rpId ?? credential.rpId;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flagsOf(tamper)]), counterBytes(credential.counter)]);
      const data = clientData('webauthn.get', options.challenge, tamper);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(signature),
          userHandle: tamper.userHandle ?? credential.userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;
