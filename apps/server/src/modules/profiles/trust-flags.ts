import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ageOn, parseBirthdate } from '@vitrina/contract/account-rules';
import { ADULT_AGE } from '@vitrina/contract/trust-limits';
import { users } from '../../db/schema/users.ts';

// A verified agency and a minor's account, as people are shown and messaged.

/** An agency a moderator verified (the badge, 100 first contacts a day, `following_and_verified`). */
export const isVerifiedAgency = (person: { type: string | null; agencyVerifiedAt: Date | null }) =>
  person.type === 'agencia' && person.agencyVerifiedAt !== null;

/** The same as a SQL condition on the `users` row of a statement (no extra probe). */
export const verifiedAgencyColumn = (): SQL<boolean> =>
  sql<boolean>`(${users.type} = 'agencia' and ${users.agencyVerifiedAt} is not null)`;

/** Whether the person in `column` is a verified agency: one primary-key probe (the messages' send reads it). */
export function verifiedAgencyOf(column: SQLWrapper): SQL<boolean> {
  return sql<boolean>`coalesce((select ${verifiedAgencyColumn()} from ${users} where ${users.id} = ${column}), false)`;
}

/** Whether the person in `column` is under 18 by their birth date (unknown: not a minor); one key probe. */
export function minorOf(column: SQLWrapper): SQL<boolean> {
  return sql<boolean>`coalesce((select ${users.birthdate} > (current_date - interval '${sql.raw(String(ADULT_AGE))} years')
    from ${users} where ${users.id} = ${column}), false)`;
}

/** Under 18 on `today` by a `YYYY-MM-DD` birth date: such an account never shows its age or birth date. */
export function isMinor(birthdate: string | null, today: Date): boolean {
  const birth = birthdate ? parseBirthdate(birthdate) : null;
  return birth !== null && ageOn(birth, today) < ADULT_AGE;
}
