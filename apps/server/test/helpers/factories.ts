import { randomBytes } from 'node:crypto';
import { users } from '../../src/db/schema/users.ts';
import { userProfiles } from '../../src/db/schema/user-profiles.ts';
import { issueToken } from './session-tokens.ts';
import type { TestApp } from './test-app.ts';
import { grantRoleWithFactor } from './role-holders.ts';

export interface TestUser {
  id: number;
  email: string;
  profileUrl: string;
  token: string;
}

export interface UserFactoryOptions {
  type?: 'talento' | 'agencia' | null;
  isVerified?: boolean;
  email?: string;
  nombre?: string;
  apellido?: string;
  passwordHash?: string | null;
  langCode?: 'es' | 'en';
}

/** Inserts a user straight into the database (with its profile row) and signs a token for it. */
export async function createUser(app: TestApp, options: UserFactoryOptions = {}): Promise<TestUser> {
  const suffix = randomBytes(5).toString('hex');
  const email = options.email ?? `user-${suffix}@example.test`;
  const [row] = await app.database.db
    .insert(users)
    .values({
      email,
      nombre: options.nombre ?? 'Ana',
      apellido: options.apellido ?? `Prueba ${suffix}`,
      profileUrl: `user-${suffix}`,
      type: options.type === undefined ? 'talento' : options.type,
      isVerified: options.isVerified ?? true,
      passwordHash: options.passwordHash ?? null,
      langCode: options.langCode ?? 'es',
      birthdate: '1995-04-12',
      ciudad: 'Guadalajara',
      // As if a guardian had consented: a test that makes this person a minor finds her visible.
      guardianConsentAt: new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  // As onboarding leaves it: a talent's fits alerts daily, everyone else's off.
  const fitsAlerts = options.type === undefined || options.type === 'talento' ? 'daily' : 'off';
  await app.database.db.insert(userProfiles).values({ userId: row.id, fitsAlerts });
  return { id: row.id, email, profileUrl: `user-${suffix}`, token: await issueToken(app, row.id) };
}

let emailSeq = 0;
/** An address no other test uses. */
export const uniqueEmail = (stem = 'nuevo') =>
  `${stem}-${Date.now().toString(36)}-${process.pid}-${(emailSeq += 1)}@example.test`;

/** A registration form (POST /api/users) that passes every rule, with a fresh address. */
export function registrationForm(overrides: Record<string, unknown> = {}) {
  return {
    nombre: 'Lucía',
    apellido: 'Hernández',
    email: uniqueEmail(),
    password: 'una-clave-larga',
    birthdate: '2000-05-17',
    sex: 'FE',
    country: 'MX',
    ciudad: 'Guadalajara',
    langCode: 'es',
    terms: true,
    username: String(Date.now()),
    ...overrides,
  };
}

/** A person holding the moderator role, for tests that suspend or lift through the moderation service. */
export async function createModerator(
  app: TestApp,
  email = `mod-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`,
) {
  const user = await createUser(app, { type: 'agencia', nombre: 'Moderación', email });
  await grantRoleWithFactor(app, email, 'moderator');
  return user;
}
