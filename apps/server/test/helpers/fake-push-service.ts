import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import type { PushPayload } from '@vitrina/contract/push-rules';
import { SOCKET_WAIT_MS } from './sockets.ts';

/** A browser's side of a subscription: what it hands the server, and the private key only it holds. */
export interface FakeDevice {
  id: string;
  /** As `PushSubscription.toJSON()` gives it. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  authSecret: Buffer;
}

/** A push as the browser would read it: decrypted, with the VAPID claims checked. */
export interface ReceivedPush {
  deviceId: string;
  payload: PushPayload;
  /** The server's VAPID public key, from the Authorization header (`k=`). */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
  headers: IncomingHttpHeaders;
}

export interface FakePushService {
  /** `127.0.0.1:<port>`, for PUSH_EXTRA_HOSTS. */
  host: string;
  received: ReceivedPush[];
  /** Requests it refused (a bad signature, a payload it could not decrypt): a test expects none. */
  refused: string[];
  newDevice(): FakeDevice;
  /** From now on, this device's pushes are answered with `status` (410: the subscription is gone). */
  answer(device: FakeDevice, status: number): void;
  /** Resolves once `count` pushes have arrived in all (fails after the sockets' wait). */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** Checks an ES256 JWT against a raw P-256 public key (65 bytes, base64url); answers its claims, or throws. */
function verifyVapidJwt(token: string, publicKey: string): ReceivedPush['claims'] {
  const [header, body, signature] = token.split('.');
  if (!header || !body || !signature) throw new Error('not a JWT');
  const raw = Buffer.from(publicKey, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${body}`);
  const good = verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!good) throw new Error('bad VAPID signature');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  return JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
}

/**
 * A push service on a loopback port, as a browser vendor's would behave (RFC 8030, 8291, 8292): it checks the
 * VAPID header, decrypts every push with the device's private key and answers 201, or what a test asks for.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const devices = new Map<string, FakeDevice>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const device = devices.get(id);
      if (request.method !== 'POST' || !device) return void response.writeHead(404).end();
      const status = answers.get(id);
      if (status) return void response.writeHead(status).end();
      try {
        const vapid = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? '');
        if (!vapid) throw new Error(`no VAPID header: ${request.headers.authorization}`);
        const claims = verifyVapidJwt(vapid[1]!, vapid[2]!);
        if (claims.aud !== origin) throw new Error(`audience ${claims.aud}, not ${origin}`);
        if (claims.exp * 1000 < Date.now()) throw new Error('expired VAPID token');
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        if (!request.headers.ttl) throw new Error('no TTL');
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.authSecret,
        });
        const payload = JSON.parse(plain.toString('utf8')) as PushPayload;
        received.push({ deviceId: id, payload, vapidKey: vapid[2]!, claims, headers: request.headers });
        response.writeHead(201).end();
      } catch (error) {
        refused.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    host: `127.0.0.1:${port}`,
    received,
    refused,
    newDevice() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const device: FakeDevice = {
        id,
        ecdh,
        authSecret,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
        },
      };
      devices.set(id, device);
      return device;
    },
    answer(device, status) {
      answers.set(device.id, status);
    },
    async waitFor(count) {
      const deadline = Date.now() + SOCKET_WAIT_MS;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${count} pushes (${received.length})`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
