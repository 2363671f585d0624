import { sql } from 'drizzle-orm';
import { ADULT_AGE } from '@vitrina/contract/trust-limits';
import type { Db } from '../../src/db/client.ts';

const GUARDIAN_NAMES = ['Carmen', 'Rosa', 'Patricia', 'Laura', 'Javier', 'Miguel', 'Andrés', 'Elena'];
const RELATIONSHIPS = ['mother', 'father', 'legal_guardian', 'other'];

/**
 * Every minor of the demo network with a guardian who consented when she joined, so she is seen as a
 * real one would be; two statements for all of them. A minor by the seed's "now" or by today's date (tests pin
 * the first). No link is minted: nobody receives the demo guardians' e-mails.
 */
export async function insertGuardians(db: Db, now: Date): Promise<void> {
  const minor = sql`u.birthdate > (least(${now.toISOString()}::date, current_date)
    - interval '${sql.raw(String(ADULT_AGE))} years')`;
  const names = sql.raw(`array[${GUARDIAN_NAMES.map((n) => `'${n}'`).join(', ')}]`);
  const relationships = sql.raw(`array[${RELATIONSHIPS.map((r) => `'${r}'`).join(', ')}]`);
  await db.execute(sql`
    insert into guardians (user_id, name, email, relationship, confirmed_at, last_summary_at, summary_due_at,
      created_at)
    select u.id, (${names})[1 + (u.id % ${GUARDIAN_NAMES.length})::int] || ' ' || u.apellido, 'tutor.' || u.id || '@vitrina.test',
      (${relationships})[1 + (u.id % ${RELATIONSHIPS.length})::int], u.created_at, ${now.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz + interval '7 days', u.created_at
    from users u where u.birthdate is not null and ${minor}`);
  await db.execute(sql`update users u set guardian_consent_at = u.created_at
    where u.birthdate is not null and ${minor}`);
}
