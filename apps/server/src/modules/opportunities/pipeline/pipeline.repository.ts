import { sql, type SQL } from 'drizzle-orm';
import type { ApplicationItem } from '@vitrina/contract/applications';
import type { Filing } from '@vitrina/contract/opportunity-limits';
import { isTrue, queryRows, type Db } from '../../../db/client.ts';
import { facetFlags } from '../../../db/facet-flags.ts';
import { idArray } from '../../../db/id-list.ts';
import { agencyNotes, applications, opportunities, opportunityRoles } from '../../../db/schema/opportunities.ts';
import type { Visibility } from '../../graph/visibility.ts';
import type { CardPhotosColumn } from '../../profiles/card-photos-port.ts';
import { talentColumns, toTalentRecord, type TalentRecord } from '../../profiles/talent-card.ts';
import { itemsJson, type ItemReader } from '../applying/item-reader.ts';
import type { ApplicantFilter } from './filters-port.ts';

export interface ApplicantRecord extends TalentRecord {
  applicationId: number;
  filing: Filing;
  viewedAt: Date | null;
  submittedAt: Date;
  note: string;
  tags: string[];
  selfTapeRequested: boolean;
  items: ApplicationItem[];
}

export interface OwnedRole {
  opportunityId: number;
  roleId: number;
  roleName: string;
  state: string;
  title: string;
}

export interface OwnedApplication extends ApplicantRecord {
  opportunityId: number;
  opportunityState: string;
  roleId: number;
  roleName: string;
  questions: string[];
  coverNote: string;
  answers: string[];
  talentId: number;
}

/** What a pipeline's one statement answers: a page, its count, each filing's count and the facets' rows. */
export interface PipelinePage {
  rows: ApplicantRecord[];
  count: number;
  counts: Partial<Record<Filing, number>>;
  facets: Array<{ key: string; value: string; n: number }>;
}

const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/** A role's applicants as its agency reads them; every read of people goes through the agency's `Visibility`. */
export function createPipelineRepository(db: Db, cardPhotos: CardPhotosColumn, reader: ItemReader) {
  const applicantColumns = (seen: Visibility, application: SQL) => sql`${talentColumns(cardPhotos, seen)},
    ${application}.id as application_id, ${application}.filing, ${application}.viewed_at, ${application}.submitted_at,
    coalesce(n.note, '') as note, coalesce(n.tags, '{}') as tags,
    exists (select 1 from self_tapes s where s.application_id = ${application}.id) as self_tape_requested`;
  const notesJoin = (seen: Visibility, talent: SQL) =>
    sql`left join ${agencyNotes} n on n.agency_id = ${seen.viewerId} and n.talent_id = ${talent}`;
  const toApplicant = (row: Record<string, unknown>, items: unknown): ApplicantRecord => ({
    ...toTalentRecord(cardPhotos, row),
    applicationId: Number(row.application_id),
    filing: row.filing as Filing,
    viewedAt: row.viewed_at ? new Date(row.viewed_at as string) : null,
    submittedAt: new Date(row.submitted_at as string),
    note: String(row.note ?? ''),
    tags: (row.tags as string[] | null) ?? [],
    selfTapeRequested: isTrue(row.self_tape_requested),
    items: reader.toItems(items),
  });

  return {
    /** The agency's own role of its own opportunity; null otherwise (404). */
    async findRole(agencyId: number, opportunityId: number, roleId: number): Promise<OwnedRole | null> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select o.id as opportunity_id, r.id as role_id, r.name, o.state, o.title
          from ${opportunityRoles} r join ${opportunities} o on o.id = r.opportunity_id
          where r.id = ${roleId} and o.id = ${opportunityId} and o.agency_id = ${agencyId}`,
      );
      const row = rows[0];
      if (!row) return null;
      const [id, role] = [Number(row.opportunity_id), Number(row.role_id)];
      return {
        opportunityId: id,
        roleId: role,
        roleName: String(row.name),
        state: String(row.state),
        title: String(row.title),
      };
    },

    /**
     * One statement (`applications_pipeline_idx` for the role's sent ones): the filtered applicants once, then
     * the filing's page (cut before its cards, notes and primary items are read), its count, every filing's
     * count and the facets, each counted over the other filters (as the board and the search do).
     */
    async page(
      seen: Visibility,
      roleId: number,
      filter: ApplicantFilter,
      filing: Filing,
      limit: number,
      offset: number,
    ): Promise<PipelinePage> {
      const flags = facetFlags(filter.facets);
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`with g as (
            select a.id, a.talent_id, a.filing, a.viewed_at, a.submitted_at ${flags.columns} from ${applications} a
            join users u on u.id = a.talent_id
            where a.role_id = ${roleId} and a.state = 'sent' and ${seen.shows(sql`a.talent_id`)}
              and ${filter.base}
          ),
          c as materialized (select * from g where ${flags.kept}),
          t as (select (select count(*) from c where c.filing = ${filing} and ${flags.all()})::int as n,
            (select coalesce(json_object_agg(g.filing, g.k), '{}'::json)
              from (select c.filing, count(*)::int as k from c where ${flags.all()} group by 1) g) as counts,
            (select coalesce(json_agg(f), '[]'::json)
              from (${filter.counts(sql`c`, sql`c.talent_id`, flags.all)} ) f) as facets_json)
          select t.n, t.counts, t.facets_json, p.* from t left join lateral (
            select ${applicantColumns(seen, sql`c`)}, ${itemsJson(sql`c.id`, { primaryFirst: true, limit: 1 })} as items
            from (select * from c where c.filing = ${filing} and ${flags.all()}
              order by c.submitted_at desc, c.id desc limit ${limit} offset ${offset}) c
            join users u on u.id = c.talent_id ${notesJoin(seen, sql`c.talent_id`)}
            order by c.submitted_at desc, c.id desc
          ) p on true`,
      );
      const first = rows[0];
      return {
        rows: rows.filter((row) => row.application_id !== null).map((row) => toApplicant(row, row.items)),
        count: Number(first?.n ?? 0),
        counts: (json(first?.counts) as Partial<Record<Filing, number>>) ?? {},
        facets: ((json(first?.facets_json) as PipelinePage['facets']) ?? []).map((f) => ({ ...f, n: Number(f.n) })),
      };
    },

    /** A sent application to one of the agency's opportunities, of a talent it may see; null otherwise (404). */
    async findApplication(seen: Visibility, applicationId: number): Promise<OwnedApplication | null> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select ${applicantColumns(seen, sql`a`)}, ${itemsJson(sql`a.id`, { primaryFirst: true })} as items,
            a.opportunity_id, o.state as opportunity_state, a.role_id, r.name as role_name, r.questions,
            a.cover_note, a.answers, a.talent_id
          from ${applications} a join ${opportunities} o on o.id = a.opportunity_id
          join ${opportunityRoles} r on r.id = a.role_id
          join users u on u.id = a.talent_id ${notesJoin(seen, sql`a.talent_id`)}
          where a.id = ${applicationId} and o.agency_id = ${seen.viewerId} and a.state = 'sent'
            and ${seen.shows(sql`a.talent_id`)}`,
      );
      const row = rows[0];
      if (!row) return null;
      return {
        ...toApplicant(row, row.items),
        opportunityId: Number(row.opportunity_id),
        opportunityState: String(row.opportunity_state),
        roleId: Number(row.role_id),
        roleName: String(row.role_name),
        questions: (row.questions as string[] | null) ?? [],
        coverNote: String(row.cover_note),
        answers: (row.answers as string[] | null) ?? [],
        talentId: Number(row.talent_id),
      };
    },

    /** The first read opens it: the talent's status becomes "viewed". */
    async markViewed(applicationId: number): Promise<void> {
      await db.execute(sql`update ${applications} set viewed_at = now()
        where id = ${applicationId} and viewed_at is null`);
    },

    /** Moves the role's sent applications of visible talents among `ids` not already there; answers who moved. */
    async file(seen: Visibility, roleId: number, ids: readonly number[], filing: Filing) {
      return queryRows<{ id: number | string; talent_id: number | string }>(
        db,
        sql`update ${applications} set filing = ${filing}, filed_at = now(), updated_at = now(),
            viewed_at = coalesce(viewed_at, now())
          where role_id = ${roleId} and id = any(${idArray(ids)}) and state = 'sent' and filing <> ${filing}
            and ${seen.shows(sql`talent_id`)}
          returning id, talent_id`,
      );
    },

    /** The agency's note and tags on a talent: only what is given changes. */
    async annotate(agencyId: number, talentId: number, change: { note?: string; tags?: string[] }) {
      const note = change.note ?? null;
      const tags = change.tags ? sql`${sql.param(change.tags)}::text[]` : sql`null::text[]`;
      const rows = await queryRows<{ note: string; tags: string[] }>(
        db,
        sql`insert into ${agencyNotes} (agency_id, talent_id, note, tags, updated_at)
          values (${agencyId}, ${talentId}, coalesce(${note}, ''), coalesce(${tags}, '{}'), now())
          on conflict (agency_id, talent_id) do update set note = coalesce(${note}, ${agencyNotes}.note),
            tags = coalesce(${tags}, ${agencyNotes}.tags), updated_at = now()
          returning note, tags`,
      );
      return { note: rows[0]?.note ?? '', tags: rows[0]?.tags ?? [] };
    },
  };
}

export type PipelineRepository = ReturnType<typeof createPipelineRepository>;
