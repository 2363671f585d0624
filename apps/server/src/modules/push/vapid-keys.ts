import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface VapidKeySource {
  configured: VapidKeys | undefined;
  dataDir: string;
  /** An in-memory database keeps nothing: the keys live with the process too. */
  inMemory: boolean;
}

const isKeyPair = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string';

/**
 * The server's VAPID key pair: the settings', else DATA_DIR/vapid.json, generated there on the first start
 * (0600). Every subscription is made with the public key, so a new pair would silence every device: it is kept.
 */
export function loadVapidKeys({ configured, dataDir, inMemory }: VapidKeySource): VapidKeys {
  if (configured) return configured;
  if (inMemory) return webpush.generateVAPIDKeys();
  const file = path.join(dataDir, 'vapid.json');
  if (existsSync(file)) {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isKeyPair(stored)) throw new Error(`${file} does not hold a VAPID key pair`);
    return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  // `wx`: two processes starting on one folder keep the first pair written.
  try {
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadVapidKeys({ configured, dataDir, inMemory });
    throw error;
  }
  return keys;
}
