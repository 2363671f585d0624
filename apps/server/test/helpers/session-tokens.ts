import type { App } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { createAccountsRepository } from '../../src/modules/accounts/accounts.repository.ts';
import { createSessionStore } from '../../src/sessions/session-store.ts';
import { createSessionTokens } from '../../src/sessions/session-tokens.ts';
import { createTokenIssuer, type IssueToken } from '../../src/sessions/token-issuer.ts';

// One issuer per database and secret: built as the accounts module builds the app's own.
const issuers = new WeakMap<Database, Map<string, IssueToken>>();

/**
 * Logs a person in without a password, as a login does: a new session row in the app's database and a token
 * signed with its secret from the person's current data (the tests' factories and the benchmark use it).
 */
export function issueToken(app: Pick<App, 'config' | 'database'>, userId: number): Promise<string> {
  const { database, config } = app;
  const bySecret = issuers.get(database) ?? new Map<string, IssueToken>();
  issuers.set(database, bySecret);
  let issue = bySecret.get(config.jwtSecret);
  if (!issue) {
    const accounts = createAccountsRepository(database.db);
    const subjects = { findSessionSubject: (id: number) => accounts.findSessionSubject(id) };
    issue = createTokenIssuer(subjects, createSessionTokens(config.jwtSecret), createSessionStore(database.db));
    bySecret.set(config.jwtSecret, issue);
  }
  return issue(userId);
}
