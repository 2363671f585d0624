import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { TestClient } from './http-client.ts';

const STEP_MS = 30_000;

/** A clock the app's second factors read; it starts in the middle of a step, so ±1 and ±2 steps are whole steps. */
export function testClock() {
  let ms = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
  return {
    now: () => new Date(ms),
    get ms() {
      return ms;
    },
    advance(by: number) {
      ms += by;
    },
    /** Back to the middle of the system's current step (logins stamp the system's time, step-up reads this one). */
    resync() {
      ms = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;

/** The authenticator's code for `secret` at `ms`, `steps` time steps away. */
export const codeAt = (secret: string, ms: number, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), digits: 6, period: 30, timestamp: ms + steps * STEP_MS });

/** Turns the authenticator on for a user through settings; answers its key and the recovery codes shown once. */
export async function turnOnTotp(api: TestClient, token: string, clock: TestClock) {
  const start = await api.post('/api/users/second-factors/totp', undefined, { token });
  expect(start.statusCode, start.body).toBe(200);
  const { secret } = start.json() as { secret: string };
  const confirm = await api.post(
    '/api/users/second-factors/totp/confirmation',
    { code: codeAt(secret, clock.ms) },
    { token },
  );
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** The plain-text copies of the e-mails the app wrote to its outbox for `email`, oldest first. */
export function outboxTo(dataDir: string, email: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox)
      .filter((f) => f.endsWith('.txt'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .filter((text) => text.startsWith(`To: ${email}\n`));
}
