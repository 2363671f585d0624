import { eq } from 'drizzle-orm';
import type { Opportunity, OpportunityInput, RoleInput } from '@vitrina/contract/opportunities';
import { talentAttributes } from '../../src/db/schema/talent-attributes.ts';
import { users } from '../../src/db/schema/users.ts';
import { createRoleFitsRepository } from '../../src/modules/opportunities/role-fits.repository.ts';
import { createUser, type TestUser } from './factories.ts';
import { createClient } from './http-client.ts';
import type { TestApp } from './test-app.ts';

/** Opportunities' factories: agencies post through the real API; talents' sheets are inserted rows. */

const DAY = 86_400_000;

/** A deadline `days` ahead (ISO). */
export const deadlineIn = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export function roleForm(overrides: Partial<RoleInput> = {}): RoleInput {
  return { name: 'Protagonista', needs: ['photos'], ...overrides };
}

/** A form that passes every rule: a paid casting in Madrid with one role for adults. */
export function opportunityForm(overrides: Partial<OpportunityInput> = {}): OpportunityInput {
  return {
    title: 'Casting para anuncio',
    kind: 'casting',
    category: 3,
    description: 'Buscamos caras nuevas.',
    country: 'ES',
    city: 'Madrid',
    deadline: deadlineIn(20),
    pay: { kind: 'paid', min: 300, max: 600, currency: 'EUR' },
    roles: [roleForm()],
    ...overrides,
  };
}

/** An agency, verified by a moderator or not. */
export async function createPostingAgency(app: TestApp, { verified = false, nombre = 'Agencia' } = {}) {
  const agency = await createUser(app, { type: 'agencia', nombre });
  if (verified)
    await app.database.db.update(users).set({ agencyVerifiedAt: new Date() }).where(eq(users.id, agency.id));
  return agency;
}

/** Writes a draft and, unless `draft`, publishes it; throws with the server's answer when refused. */
export async function postOpportunity(
  app: TestApp,
  agency: TestUser,
  overrides: Partial<OpportunityInput> = {},
  { draft = false } = {},
): Promise<Opportunity> {
  const as = createClient(app).as(agency);
  const created = await as.post('/api/opportunities', opportunityForm(overrides));
  if (created.statusCode !== 200)
    throw new Error(`POST /api/opportunities answered ${created.statusCode}: ${created.body}`);
  const opportunity = created.json() as Opportunity;
  if (draft) return opportunity;
  const published = await as.post(`/api/opportunities/${opportunity.id}/publish`);
  if (published.statusCode !== 200) throw new Error(`publish answered ${published.statusCode}: ${published.body}`);
  return published.json() as Opportunity;
}

export interface SheetValue {
  key: string;
  value: string;
  visibility?: 'everyone' | 'agencies' | 'searchable';
}

/** A talent with a birth date and scouting values (numbers' `num` filled as the profiles module does). */
export async function createTalentWithSheet(
  app: TestApp,
  sheet: SheetValue[],
  { birthdate = '1995-04-12', nombre = 'Talento' } = {},
): Promise<TestUser> {
  const talent = await createUser(app, { type: 'talento', nombre });
  await app.database.db.update(users).set({ birthdate }).where(eq(users.id, talent.id));
  if (sheet.length)
    await app.database.db.insert(talentAttributes).values(
      sheet.map(({ key, value, visibility = 'everyone' }) => ({
        userId: talent.id,
        key,
        value,
        num: /^\d+$/.test(value) ? Number(value) : null,
        visibility,
      })),
    );
  // Written here as the sheet's PUT does: her fitting open roles follow.
  await createRoleFitsRepository(app.database.db).refreshTalent(talent.id);
  return talent;
}

/** A birth date that makes someone `years` old today. */
export function birthdateForAge(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
