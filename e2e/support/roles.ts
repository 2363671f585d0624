import type { APIRequestContext } from '@playwright/test';
import { createAccount, type Account } from './accounts.ts';
import { accountsCommand } from './app-server.ts';
import { expect } from './fixtures.ts';
import { codeFor, turnOnTotp } from './second-factors.ts';

/** The authenticator's code now for a key (the set-up's answer, spaces as the page shows them). */
export const totpCode = (secret: string) => codeFor(secret.replace(/\s+/g, ''));

/** Turns the authenticator on (a role needs a factor, decision 0052); answers its key. */
export const turnOnFactor = turnOnTotp;

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
  return accountsCommand('grant-role', account.email, role);
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
