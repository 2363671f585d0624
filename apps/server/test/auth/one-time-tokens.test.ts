import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateOneTimeToken,
  hashOneTimeToken,
  oneTimeTokenExpiry,
} from '../../src/modules/auth/one-time-token-rules.ts';
import { createOneTimeTokensRepository } from '../../src/modules/auth/one-time-tokens.repository.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/** The rule a link lives by — usable once, until it expires, for its own kind — is enforced by `consume`. */
describe(`one-time links: consume (${engineName})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  async function issue(kind: 'signup' | 'recover', issuedAt: Date) {
    const user = await createUser(app);
    const token = generateOneTimeToken();
    const repository = createOneTimeTokensRepository(app.database.db);
    await repository.insert({
      userId: user.id,
      kind,
      tokenHash: hashOneTimeToken(token),
      expiresAt: oneTimeTokenExpiry(kind, issuedAt),
    });
    return { user, hash: hashOneTimeToken(token), repository };
  }

  it('opens an unused, unexpired link once: the second use finds nothing', async () => {
    const now = new Date();
    const { user, hash, repository } = await issue('recover', now);
    expect(await repository.consume('recover', hash, now)).toBe(user.id);
    expect(await repository.consume('recover', hash, now)).toBeNull();
  });

  it('refuses an expired link, and a link of another kind', async () => {
    const issuedAt = new Date(Date.now() - 2 * 3600_000);
    const expired = await issue('recover', issuedAt);
    expect(await expired.repository.consume('recover', expired.hash, new Date())).toBeNull();

    const signup = await issue('signup', new Date());
    expect(await signup.repository.consume('recover', signup.hash, new Date())).toBeNull();
    expect(await signup.repository.consume('signup', signup.hash, new Date())).toBe(signup.user.id);
  });

  it('two requests racing with the same link: exactly one wins', async () => {
    const now = new Date();
    const { user, hash, repository } = await issue('signup', now);
    const results = await Promise.all([1, 2, 3, 4].map(() => repository.consume('signup', hash, now)));
    expect(results.filter((id) => id === user.id)).toHaveLength(1);
    expect(results.filter((id) => id === null)).toHaveLength(3);
  });

  it('retires every other outstanding link of the kind once one was used', async () => {
    const now = new Date();
    const { user, repository } = await issue('recover', now);
    const other = generateOneTimeToken();
    await repository.insert({
      userId: user.id,
      kind: 'recover',
      tokenHash: hashOneTimeToken(other),
      expiresAt: oneTimeTokenExpiry('recover', now),
    });
    await repository.retireAll(user.id, 'recover', now);
    expect(await repository.consume('recover', hashOneTimeToken(other), now)).toBeNull();
  });
});
