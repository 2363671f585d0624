import { sql } from 'drizzle-orm';
import type { SelfResponse } from '@vitrina/contract/users';
import type { TestUser } from './factories.ts';
import { registrationForm, uniqueEmail } from './factories.ts';
import { createClient } from './http-client.ts';
import { linkToken, type CaughtMail } from './mail-catcher.ts';
import type { TestAppWithMail } from './test-app.ts';

/** A birth date `years` years and a few days ago (`days` more), as the forms send it. */
export function bornYearsAgo(years: number, days = 3): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The token of a guardian's link in a caught e-mail (`/tutor/<token>`). */
export function guardianToken(mail: CaughtMail): string {
  const match = /\/tutor\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match?.[1]) throw new Error('no guardian link in the e-mail');
  return match[1];
}

export interface RegisteredMinor extends TestUser {
  guardianEmail: string;
  /** The guardian's request e-mail and the token of its links. */
  request: CaughtMail;
  guardianToken: string;
}

/** A 15-year-old registered through the form with a guardian, her address confirmed, a talent. */
export async function registerMinor(
  app: TestAppWithMail,
  options: { lang?: 'es' | 'en'; nombre?: string; apellido?: string } = {},
): Promise<RegisteredMinor> {
  const api = createClient(app);
  const guardianEmail = uniqueEmail('tutor');
  const form = registrationForm({
    birthdate: bornYearsAgo(15),
    langCode: options.lang ?? 'es',
    nombre: options.nombre ?? 'Lucía',
    apellido: options.apellido ?? 'Menor',
    guardian: { name: 'Marta Ramos', email: guardianEmail, relationship: 'mother' },
  });
  const registered = await api.post('/api/users', form);
  if (registered.statusCode !== 201) throw new Error(`registration: ${registered.body}`);
  const email = String(form.email).toLowerCase();
  const confirmation = await app.mail.waitFor((m) => m.to === email);
  const request = await app.mail.waitFor((m) => m.to === guardianEmail);
  const session = (await api.get(`/api/users/confirmation/${linkToken(confirmation, 'confirmation')}`)).json().token;
  const typed = await api.as(session).put('/api/users/profile', { profile: 'talento' });
  const token = typed.json().token as string;
  const self = (await api.as(token).get('/api/users/self')).json<SelfResponse>();
  return {
    id: self.user.id,
    email,
    profileUrl: self.user.profile_url,
    token,
    guardianEmail,
    request,
    guardianToken: guardianToken(request),
  };
}

/** Makes an agency one a moderator verified. */
export async function verifyAgency(app: TestAppWithMail, agency: TestUser): Promise<void> {
  await app.database.db.execute(sql`update users set agency_verified_at = now() where id = ${agency.id}`);
}
