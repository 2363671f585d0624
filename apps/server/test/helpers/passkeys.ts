import { expect } from 'vitest';
import { passkeyAddedSchema, webauthnOptionsSchema } from '@vitrina/contract/passkeys';
import type { TestClient } from './http-client.ts';
import type { SoftAuthenticator, Tamper } from './soft-authenticator.ts';

/** The public address the passkey tests' apps run at: its host is the rp id. */
export const PASSKEY_ORIGIN = 'https://vitrina.example.test';

/** Registration options for a signed-in person, as the settings page asks for them. */
export async function registrationOptions(api: TestClient, token: string) {
  const res = await api.post('/api/users/passkeys/options', undefined, { token });
  expect(res.statusCode, res.body).toBe(200);
  return webauthnOptionsSchema.parse(res.json()).options as never;
}

/** Adds a passkey made by `device` through settings; answers the new passkey and any recovery codes. */
export async function addPasskey(api: TestClient, token: string, device: SoftAuthenticator, name = 'Mi teléfono') {
  const response = device.create(await registrationOptions(api, token));
  const res = await api.post('/api/users/passkeys', { name, response }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return passkeyAddedSchema.parse(res.json());
}

/** Options and an assertion for signing in without a password. */
export async function signInAnswer(api: TestClient, device: SoftAuthenticator, tamper: Tamper = {}) {
  const res = await api.post('/api/users/authenticate/passkey/options');
  expect(res.statusCode, res.body).toBe(200);
  return device.get(webauthnOptionsSchema.parse(res.json()).options as never, tamper);
}
