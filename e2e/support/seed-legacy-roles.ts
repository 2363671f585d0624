/**
 * Run by global-setup.ts before the server starts (its folder is free then): moderators whose role predates the
 * rule that a role needs a second factor (decision 0052) — the state a journey cannot reach through the product,
 * where a role is granted only to an account with a factor. Usage: seed-legacy-roles.ts <email>...
 */
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { userProfiles } from '../../apps/server/src/db/schema/user-profiles.ts';
import { users } from '../../apps/server/src/db/schema/users.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';

export const LEGACY_PASSWORD = 'clave-inicial-123';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? '',
  inMemory: false,
});
try {
  await runMigrations(database);
  const passwordHash = await hashPassword(LEGACY_PASSWORD);
  for (const [index, email] of process.argv.slice(2).entries()) {
    const [row] = await database.db
      .insert(users)
      .values({
        email,
        passwordHash,
        nombre: 'Mora',
        apellido: 'Antigua',
        profileUrl: `mora-antigua-${Date.now().toString(36)}-${index}`,
        type: 'talento',
        isVerified: true,
        langCode: email.includes('-en-') ? 'en' : 'es',
        birthdate: '1990-03-01',
        role: 'moderator',
        guardianConsentAt: new Date(),
      })
      .returning({ id: users.id });
    await database.db.insert(userProfiles).values({ userId: row!.id });
  }
} finally {
  await database.close();
}
