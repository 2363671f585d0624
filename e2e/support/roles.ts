import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createAccount, type Account } from './accounts.ts';
import { dropped } from './app-server.ts';
import { dataDir } from './e2e-env.ts';
import { expect } from './fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The authenticator's code now for a key (the set-up's answer). */
export const totpCode = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30 });

/** Turns the authenticator on through the settings' calls; answers its key (a role needs a factor, decision 0052). */
export async function turnOnFactor(request: APIRequestContext, account: Pick<Account, 'token'>): Promise<string> {
  const headers = { 'x-access-token': account.token };
  const started = await request.post('/api/users/second-factors/totp', { headers });
  expect(started.ok(), await started.text()).toBe(true);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await request.post('/api/users/second-factors/totp/confirmation', {
    headers,
    data: { code: totpCode(secret) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return secret;
}

/**
 * Gives a moderation role the operators' way, `npm run accounts -- grant-role`, to an account that has turned a
 * second factor on first: on PGlite the command asks the running server that holds the data folder; on
 * PostgreSQL it writes directly.
 */
export async function grantRole(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'token'>,
  role: 'moderator' | 'admin',
): Promise<string> {
  await turnOnFactor(request, account);
  const email = account.email;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir(), LOG_LEVEL: 'warn' };
  for (const name of dropped) delete env[name];
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join('apps', 'server', 'scripts', 'accounts.ts'), 'grant-role', email, role],
    { cwd: root, env, timeout: 60_000 },
  );
  return stdout;
}

/**
 * Makes `agency` a verified agency as it happens in the product: it applies, and a moderator (made here, with
 * the operators' command) approves the application through the moderation API.
 */
export async function verifyAgency(request: APIRequestContext, agency: Account): Promise<void> {
  const applied = await request.post('/api/users/me/verification', {
    headers: { 'x-access-token': agency.token },
    data: {
      legalName: 'Agencia Verificada S.A.',
      website: 'https://agencia.example',
      country: 'MX',
      registrationNumber: 'RFC-123456',
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const { application } = (await applied.json()) as { application: { id: number } };
  const moderator = await createAccount(request, { type: 'talento', nombre: 'Mora', apellido: 'Valida' });
  await grantRole(request, moderator, 'moderator');
  const approved = await request.post(`/api/moderation/verifications/${application.id}/approve`, {
    headers: { 'x-access-token': moderator.token },
    data: {},
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}
