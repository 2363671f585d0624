/**
 * What globalSetup hands to the tests. It runs in the runner process before the workers start, so
 * environment variables it sets reach every worker.
 */
export const ENV_BASE_URL = 'VITRINA_E2E_BASE_URL';
export const ENV_MAIL_DIR = 'VITRINA_E2E_MAIL_DIR';
export const ENV_SMTP_URL = 'VITRINA_E2E_SMTP_URL';
export const ENV_DATA_DIR = 'VITRINA_E2E_DATA_DIR';
export const ENV_LEGACY_MODERATORS = 'VITRINA_E2E_LEGACY_MODERATORS';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys through e2e/playwright.config.ts (globalSetup).`);
  return value;
}

/** The running server, e.g. http://127.0.0.1:41234. */
export function baseUrl(): string {
  return required(ENV_BASE_URL);
}

/** The folder where the SMTP catcher writes each received message as a raw .eml file. */
export function mailDir(): string {
  return required(ENV_MAIL_DIR);
}

/** The SMTP catcher, e.g. smtp://127.0.0.1:41235 (the server sends through it). */
export function smtpUrl(): string {
  return required(ENV_SMTP_URL);
}

/** The server's DATA_DIR: the operators' commands (`npm run accounts`) reach the server through it. */
export function dataDir(): string {
  return required(ENV_DATA_DIR);
}

/** Moderators whose role predates the factor rule, seeded before the server started: `{ es, en }` e-mails. */
export function legacyModerators(): { es: string; en: string } {
  return JSON.parse(required(ENV_LEGACY_MODERATORS)) as { es: string; en: string };
}
