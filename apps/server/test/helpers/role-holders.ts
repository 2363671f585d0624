import { eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type { ModerationRole } from '@vitrina/contract/moderation';
import type { App } from '../../src/app.ts';
import { totpFactors } from '../../src/db/schema/second-factors.ts';
import { users } from '../../src/db/schema/users.ts';
import { createFactorKeys } from '../../src/modules/auth/factor-keys.ts';

/**
 * An authenticator turned on for the account, as settings would leave it (the set-up itself is tested in
 * second-factors-settings.test.ts); answers its key, to make codes with `codeAt`.
 */
export async function giveFactor(app: Pick<App, 'database' | 'config'>, userId: number): Promise<string> {
  const secret = new Secret({ size: 20 }).base32;
  const sealedSecret = createFactorKeys(app.config.jwtSecret).seal(secret, userId);
  await app.database.db
    .insert(totpFactors)
    .values({ userId, sealedSecret, confirmedAt: new Date() })
    .onConflictDoNothing();
  return secret;
}

/** A moderation role as the rules allow it (decision 0052): the account gets a factor first, then the role. */
export async function grantRoleWithFactor(app: App, email: string, role: ModerationRole) {
  const [row] = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (row) await giveFactor(app, row.id);
  return app.moderation.grantRole(email, role);
}
