import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import { blocks } from '../../db/schema/blocks.ts';
import { ADULT_AGE } from '@vitrina/contract/trust-limits';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';

// The one visibility rule (blocks both ways, cancelled and suspended accounts, the minors rule): lists take
// `visibleTo(viewer)`, so none can be written without it. A new reason to hide someone is one more branch here.

/** Ids hidden from `viewer` (a value, or a column) by a relation between them: either side of a block. */
export function hiddenByRelation(viewer: SQLWrapper | number): SQL {
  return sql`select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewer}
    union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewer}`;
}

const isSuspendedNow = () =>
  sql`${users.suspendedAt} is not null and (${users.suspendedUntil} is null or ${users.suspendedUntil} > now())`;

/**
 * Ids hidden from everyone: cancelled accounts (`users_cancelled_idx`) and suspended ones until their end
 * (`users_suspended_idx`; compared with now(), so an expired suspension shows the person again at once).
 */
function hiddenFromEveryone(): SQL {
  return sql`select ${users.id} from ${users} where ${users.cancelledAt} is not null
    union all select ${users.id} from ${users} where ${isSuspendedNow()}`;
}

/** How many are suspended now: a suspension ends by the clock, with no write (a kept page checks it, decision 0005). */
export const suspendedNow = (): SQL<number> => sql<number>`(select count(*) from ${users} where ${isSuspendedNow()})`;

/** True when the `users` row of a statement is a minor today (null for an unknown birth date). */
export const minorNow = (): SQL =>
  sql`${users.birthdate} > (current_date - interval '${sql.raw(String(ADULT_AGE))} years')`;

/**
 * The minors rule, both ways: minors whose guardian has not consented are hidden from everyone but themselves
 * (`users_without_consent_idx`); every other minor from an agency no moderator verified (`users_birthdate_idx`),
 * and such agencies from every minor. The planner tests the viewer once, so a branch not theirs costs nothing.
 */
function hiddenMinors(viewer: SQLWrapper | number): SQL {
  const viewerIs = (condition: SQL) => sql`exists (select 1 from ${users} me where me.id = ${viewer} and ${condition})`;
  return sql`select ${users.id} from ${users} where ${minorNow()} and ${users.guardianConsentAt} is null
      and ${users.id} <> ${viewer}
    union all select ${users.id} from ${users} where ${minorNow()} and ${users.guardianConsentAt} is not null
      and ${viewerIs(sql`me.type = 'agencia' and me.agency_verified_at is null`)}
    union all select ${users.id} from ${users} where ${users.type} = 'agencia' and ${users.agencyVerifiedAt} is null
      and ${viewerIs(sql`me.birthdate > (current_date - interval '${sql.raw(String(ADULT_AGE))} years')`)}`;
}

/** How many are minors now: a minor turns 18 by the clock, with no write (a kept page checks it). */
export const minorsNow = (): SQL<number> =>
  sql<number>`(select count(*) from ${users} where ${users.birthdate} is not null and ${minorNow()})`;

/** Everyone hidden from `viewer`: the blocks' two keys, cancelled, suspended, and the minors rule's ranges. */
function hiddenPeople(viewer: number): SQL {
  return sql`(${hiddenByRelation(viewer)} union all ${hiddenFromEveryone()} union all ${hiddenMinors(viewer)})`;
}

// Whether one person is hidden from a viewer, written once (a profile, a message and a follow each ask).
const hiddenOne = preparedSql<{ one: number }>(
  () => sql`select 1 as one from ${visibleToPlaceholder().hidden} as hidden(id)
    where hidden.id = ${sql.placeholder('other')} limit 1`,
);

declare const seen: unique symbol;

/** What one viewer may see; made only by `visibleTo`. */
export interface Visibility {
  readonly [seen]: true;
  readonly viewerId: number;
  /** The ids hidden from the viewer, as a subquery (for `in`, or to count what is hidden). */
  readonly hidden: SQL;
  /** True when `person` is visible; the hidden ids are collected once per statement. */
  shows(person: SQLWrapper): SQL;
  /** True when the viewer may not see `otherId`; never for the viewer themselves. */
  hides(db: Db, otherId: number): Promise<boolean>;
  /** 404 when `otherId` is hidden (to the blocked, the blocker is simply gone). */
  assertSees(db: Db, otherId: number): Promise<void>;
}

export function visibleTo(viewerId: number): Visibility {
  // Built when first asked for: a list whose statement is prepared once (page-statements.ts) never asks.
  let built: SQL | undefined;
  const hidden = () => (built ??= hiddenPeople(viewerId));
  const hides = async (db: Db, otherId: number) =>
    viewerId !== otherId && (await hiddenOne(db, { viewer: viewerId, other: otherId })).length > 0;
  return {
    viewerId,
    get hidden() {
      return hidden();
    },
    shows: (person) => sql`(not (${person} = any(array${hidden()})))`,
    hides,
    async assertSees(db, otherId) {
      if (await hides(db, otherId)) throw new AppError('not_found');
    },
  } as Visibility;
}

/** True when `seen`'s viewer may see `person`, themselves always (as `hides` never hides the viewer). */
export const seesPerson = (seen: Visibility, person: SQLWrapper): SQL<boolean> =>
  sql<boolean>`(${person} = ${seen.viewerId} or ${seen.shows(person)})`;

/** The rule in a statement prepared once for every viewer: the placeholder `viewer` (for SQL only, not `hides`). */
export function visibleToPlaceholder(): Visibility {
  return visibleTo(sql.placeholder('viewer') as unknown as number);
}

/** The same rule row by row, for a statement over many viewers. */
export function visibleBetween(viewerColumn: SQLWrapper, userColumn: SQLWrapper): SQL {
  return sql`(not (${userColumn} in (${hiddenByRelation(viewerColumn)}))
    and not (${userColumn} in (${hiddenFromEveryone()}))
    and not (${userColumn} in (${hiddenMinors(viewerColumn)})))`;
}

/**
 * The rule row by row without the accounts hidden from everyone: whether `viewer` may still be told of what
 * `user`, suspended or cancelled since, left unfinished (an applicant of a suspended agency's ended call).
 */
export function relatedBetween(viewerColumn: SQLWrapper, userColumn: SQLWrapper): SQL {
  return sql`(not (${userColumn} in (${hiddenByRelation(viewerColumn)}))
    and not (${userColumn} in (${hiddenMinors(viewerColumn)})))`;
}

/** The rule with its hidden ids read once a statement, from its first FROM item `source` (decision 0013). */
export function visibleOnce(seen: Visibility): { source: SQL; ids: SQL; rule: Visibility } {
  const ids = sql.raw('hidden_set.hidden_ids');
  // `offset 0`: a subquery the planner does not flatten, so the array is built once, not at each reference.
  const source = sql`(select array${seen.hidden} as hidden_ids offset 0) as hidden_set`;
  const rule = {
    viewerId: seen.viewerId,
    hidden: sql`(select unnest(${ids}))`,
    shows: (person: SQLWrapper) => sql`(not (${person} = any(${ids})))`,
    hides: seen.hides,
    assertSees: seen.assertSees,
  } as Visibility;
  return { source, ids, rule };
}
