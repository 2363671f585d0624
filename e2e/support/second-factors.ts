import type { APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { Account } from './accounts.ts';
import { expect } from './fixtures.ts';

/** The authenticator app's code `steps` time steps from now. */
export const codeFor = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), digits: 6, period: 30, timestamp: Date.now() + steps * 30_000 });

/**
 * Turns the authenticator on through the API with the previous step's code (one step of drift is accepted), so the
 * journey's own code, of the step now, is not a replay.
 */
export async function turnOnTotp(request: APIRequestContext, account: Pick<Account, 'token'>): Promise<string> {
  const headers = { 'x-access-token': account.token };
  const start = await request.post('/api/users/second-factors/totp', { headers });
  expect(start.ok(), await start.text()).toBe(true);
  const { secret } = (await start.json()) as { secret: string };
  const confirm = await request.post('/api/users/second-factors/totp/confirmation', {
    headers,
    data: { code: codeFor(secret, -1) },
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  return secret;
}
