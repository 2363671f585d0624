import { sql, type SQL } from 'drizzle-orm';
import type { OpportunityCard, Pay, Role } from '@vitrina/contract/opportunities';
import { applications, opportunityRoles, selfTapes } from '../../db/schema/opportunities.ts';
import { authorCard, toAuthor, type AuthorCardRow } from '../profiles/author-card.ts';
import { applicationStatus } from './applying/application-status.ts';
import { roleFits } from './role-fit.ts';

/** Who reads an opportunity: nobody (a visitor), a talent (her fits) or an agency (its own are marked). */
export interface Reader {
  id: number | null;
  type: 'talento' | 'agencia' | null;
}

export const isTalent = (reader: Reader): reader is { id: number; type: 'talento' } =>
  reader.id !== null && reader.type === 'talento';

/** Any of the opportunity `o`'s roles fits the reader's sheet (a talent), else null. */
export const fitsColumn = (reader: Reader): SQL =>
  isTalent(reader)
    ? sql`exists (select 1 from ${opportunityRoles} fr2 where fr2.opportunity_id = o.id and ${roleFits(reader.id, sql`fr2.id`)})`
    : sql`null::boolean`;

/** A card's columns of the `opportunities` row `o`, as one JSON object (the board aggregates a page of them). */
export function cardJson(reader: Reader, fits: SQL = fitsColumn(reader)): SQL {
  return sql`json_build_object('id', o.id, 'title', o.title, 'kind', o.kind, 'category', o.category,
    'remote', o.remote, 'country', o.country, 'city', o.city, 'deadline', o.deadline, 'payKind', o.pay_kind,
    'payMin', o.pay_min, 'payMax', o.pay_max, 'payCurrency', o.pay_currency, 'payAudience', o.pay_audience,
    'state', o.state, 'publishedAt', o.published_at, 'agency', ${authorCard(sql`o.agency_id`)},
    'rolesCount', (select count(*) from ${opportunityRoles} rc where rc.opportunity_id = o.id),
    'fitsMe', ${fits})`;
}

export interface CardRow {
  id: number | string;
  title: string;
  kind: OpportunityCard['kind'];
  category: number;
  remote: boolean;
  country: string | null;
  city: string;
  deadline: string | Date;
  payKind: Pay['kind'];
  payMin: number | null;
  payMax: number | null;
  payCurrency: string | null;
  payAudience: string;
  state: OpportunityCard['state'];
  publishedAt: string | Date | null;
  agency: AuthorCardRow;
  rolesCount: number | string;
  fitsMe: boolean | null;
}

export const isoOf = (at: string | Date) => new Date(at).toISOString();

function payOf(row: CardRow): Pay {
  if (row.payKind !== 'paid') return { kind: row.payKind };
  return {
    kind: 'paid',
    min: row.payMin ?? 0,
    max: row.payMax ?? 0,
    currency: (row.payCurrency ?? 'EUR') as Extract<Pay, { kind: 'paid' }>['currency'],
  };
}

/** The card: the pay hidden from a visitor when the agency shows it to members only; `fitsMe` for a talent. */
export function toCard(row: CardRow, reader: Reader): OpportunityCard {
  const payHidden = row.payAudience === 'members' && reader.id === null;
  return {
    id: Number(row.id),
    title: row.title,
    kind: row.kind,
    category: Number(row.category),
    remote: row.remote,
    country: row.country,
    city: row.city,
    deadline: isoOf(row.deadline),
    pay: payHidden ? null : payOf(row),
    state: row.state,
    publishedAt: row.publishedAt === null ? null : isoOf(row.publishedAt),
    agency: toAuthor(row.agency),
    rolesCount: Number(row.rolesCount),
    ...(isTalent(reader) ? { fitsMe: row.fitsMe === true } : {}),
  };
}

/** A role's JSON of the `opportunity_roles` row `r`: its fit for a talent, its applicants for the owner. */
export function roleJson(reader: Reader, isOwner: SQL): SQL {
  return sql`json_build_object('id', r.id, 'name', r.name, 'description', r.description,
    'requirements', r.requirements, 'ageMin', r.age_min, 'ageMax', r.age_max, 'languages', r.languages,
    'people', r.people, 'needs', r.needs, 'questions', r.questions,
    'fitsMe', ${isTalent(reader) ? roleFits(reader.id, sql`r.id`) : sql`null::boolean`},
    'mine', ${isTalent(reader) ? mine(reader.id) : sql`null::json`},
    'applicantsCount', case when ${isOwner} then (select count(*) from ${applications} ap
      where ap.role_id = r.id and ap.state = 'sent') end)`;
}

/** A talent's own application to the role `r`, as her status is derived from it. */
const mine = (talentId: number) =>
  sql`(select json_build_object('id', ap.id, 'state', ap.state, 'filing', ap.filing,
      'isViewed', ap.viewed_at is not null, 'hasOpenSelfTape', exists (select 1 from ${selfTapes} st
        where st.application_id = ap.id and st.submitted_at is null and st.due_at > now()))
    from ${applications} ap where ap.role_id = r.id and ap.talent_id = ${talentId})`;

interface MineRow {
  id: number | string;
  state: string;
  filing: string;
  isViewed: boolean;
  hasOpenSelfTape: boolean;
}

export type RoleRow = Omit<Role, 'fitsMe' | 'applicantsCount' | 'myApplication'> & {
  fitsMe: boolean | null;
  mine: MineRow | null;
  applicantsCount: number | string | null;
};

export function toRole(row: RoleRow, reader: Reader, opportunityState: string): Role {
  const { fitsMe, mine: own, applicantsCount, ...role } = row;
  return {
    ...role,
    id: Number(role.id),
    ...(isTalent(reader) ? { fitsMe: fitsMe === true } : {}),
    ...(isTalent(reader)
      ? {
          myApplication: own && {
            id: Number(own.id),
            status: applicationStatus({ ...own, opportunityState }),
          },
        }
      : {}),
    ...(applicantsCount === null ? {} : { applicantsCount: Number(applicantsCount) }),
  };
}
