import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { MY_APPLICATIONS_PAGE_SIZE } from '@vitrina/contract/opportunity-limits';
import type { Db } from '../../../db/client.ts';
import {
  applicationItems,
  applications,
  opportunities,
  opportunityRoles,
  selfTapes,
  type ApplicationItemRow,
  type ApplicationRow,
  type SelfTapeRow,
} from '../../../db/schema/opportunities.ts';
import { users } from '../../../db/schema/users.ts';
import type { Visibility } from '../../graph/visibility.ts';
import { authorCard } from '../../profiles/author-card.ts';

export type NewItem = Omit<typeof applicationItems.$inferInsert, 'id' | 'applicationId'>;
/** What an application no longer carries: uploads (media objects) and videos, to discard after the write. */
export interface DroppedItems {
  media: number[];
  videos: number[];
}

/** An opportunity's card columns (the talent has a session: the pay is shown). */
const cardColumns = {
  opportunityId: opportunities.id,
  title: opportunities.title,
  kind: opportunities.kind,
  category: opportunities.category,
  remote: opportunities.remote,
  country: opportunities.country,
  city: opportunities.city,
  deadline: opportunities.deadline,
  payKind: opportunities.payKind,
  payMin: opportunities.payMin,
  payMax: opportunities.payMax,
  payCurrency: opportunities.payCurrency,
  opportunityState: opportunities.state,
  closeReason: opportunities.closeReason,
  publishedAt: opportunities.publishedAt,
  agency: authorCard(opportunities.agencyId),
  rolesCount: sql<number>`(select count(*)::int from ${opportunityRoles} r where r.opportunity_id = ${opportunities.id})`,
};

const applicationColumns = {
  ...cardColumns,
  id: applications.id,
  roleId: opportunityRoles.id,
  roleName: opportunityRoles.name,
  state: applications.state,
  filing: applications.filing,
  isViewed: sql<boolean>`${applications.viewedAt} is not null`,
  hasOpenSelfTape: sql<boolean>`exists (select 1 from ${selfTapes} s
    where s.application_id = ${applications.id} and s.submitted_at is null)`,
  coverNote: applications.coverNote,
  answers: applications.answers,
  submittedAt: applications.submittedAt,
  updatedAt: applications.updatedAt,
};

export type ApplicationRecord = Awaited<
  ReturnType<ReturnType<typeof createApplyingRepository>['listMine']>
>['rows'][number];

/** The talent's applications and what applying checks; visibility is composed by every read. */
export function createApplyingRepository(db: Db) {
  const selectApplications = () =>
    db
      .select(applicationColumns)
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .innerJoin(opportunityRoles, eq(opportunityRoles.id, applications.roleId));

  return {
    /** The role she applies to, if its opportunity is published and its agency visible to her; her age too. */
    async findTarget(seen: Visibility, opportunityId: number, roleId: number) {
      const [row] = await db
        .select({
          opportunityId: opportunities.id,
          agencyId: opportunities.agencyId,
          state: opportunities.state,
          closeReason: opportunities.closeReason,
          deadline: opportunities.deadline,
          roleId: opportunityRoles.id,
          ageMin: opportunityRoles.ageMin,
          ageMax: opportunityRoles.ageMax,
          needs: opportunityRoles.needs,
          questions: opportunityRoles.questions,
          age: sql<number | null>`(select extract(year from age(current_date, ${users.birthdate}))::int
            from ${users} where ${users.id} = ${seen.viewerId})`,
        })
        .from(opportunityRoles)
        .innerJoin(opportunities, eq(opportunities.id, opportunityRoles.opportunityId))
        .where(
          and(
            eq(opportunityRoles.id, roleId),
            eq(opportunities.id, opportunityId),
            inArray(opportunities.state, ['open', 'closed', 'cancelled']),
            seen.shows(opportunities.agencyId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async findOwn(talentId: number, roleId: number): Promise<ApplicationRow | null> {
      const [row] = await db
        .select()
        .from(applications)
        .where(and(eq(applications.talentId, talentId), eq(applications.roleId, roleId)))
        .limit(1);
      return row ?? null;
    },

    /** Her application to a role, with its opportunity's card: null across a block or when there is none. */
    async findMine(seen: Visibility, roleId: number, opportunityId: number) {
      const [row] = await selectApplications()
        .where(
          and(
            eq(applications.talentId, seen.viewerId),
            eq(applications.roleId, roleId),
            eq(applications.opportunityId, opportunityId),
            ne(opportunities.state, 'draft'),
            seen.shows(opportunities.agencyId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** "Mis postulaciones": newest change first (`applications_talent_idx`), agencies hidden from her left out. */
    async listMine(seen: Visibility, page: number) {
      const where = and(eq(applications.talentId, seen.viewerId), seen.shows(opportunities.agencyId));
      const [rows, [total]] = await Promise.all([
        selectApplications()
          .where(where)
          .orderBy(desc(applications.updatedAt), desc(applications.id))
          .limit(MY_APPLICATIONS_PAGE_SIZE)
          .offset((page - 1) * MY_APPLICATIONS_PAGE_SIZE),
        db
          .select({ n: count() })
          .from(applications)
          .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
          .where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    /** A draft on the first save; the existing row otherwise (one per talent and role). */
    async upsertDraft(
      talentId: number,
      target: { opportunityId: number; roleId: number },
      content: { coverNote: string; answers: string[] },
    ): Promise<ApplicationRow> {
      const [row] = await db
        .insert(applications)
        .values({ talentId, opportunityId: target.opportunityId, roleId: target.roleId, ...content })
        .onConflictDoUpdate({
          target: [applications.roleId, applications.talentId],
          set: { ...content, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    /** A withdrawn application saved again is a draft once more, unfiled and unseen. */
    async reopen(id: number): Promise<void> {
      await db
        .update(applications)
        .set({ state: 'draft', filing: 'unfiled', withdrawnAt: null, submittedAt: null, viewedAt: null, toldAt: null })
        .where(and(eq(applications.id, id), eq(applications.state, 'withdrawn')));
    },

    async listItems(applicationId: number): Promise<ApplicationItemRow[]> {
      return db
        .select()
        .from(applicationItems)
        .where(eq(applicationItems.applicationId, applicationId))
        .orderBy(asc(applicationItems.position));
    },

    /** The items as chosen now, in order; answers the uploads and videos of the ones dropped. */
    async replaceItems(applicationId: number, items: NewItem[]): Promise<DroppedItems> {
      const dropped = await db
        .delete(applicationItems)
        .where(eq(applicationItems.applicationId, applicationId))
        .returning({ mediaId: applicationItems.mediaId, videoId: applicationItems.videoId });
      if (items.length > 0) await db.insert(applicationItems).values(items.map((item) => ({ ...item, applicationId })));
      const left = (key: 'mediaId' | 'videoId') => {
        const kept = new Set(items.map((item) => item[key]));
        return dropped.map((row) => row[key]).filter((id): id is number => id !== null && !kept.has(id));
      };
      return { media: left('mediaId'), videos: left('videoId') };
    },

    /** Sends a draft (or a withdrawn one); false when it was sent already. */
    async send(id: number): Promise<boolean> {
      const rows = await db
        .update(applications)
        .set({
          ...{ state: 'sent', filing: 'unfiled', submittedAt: sql`now()`, updatedAt: sql`now()` },
          ...{ withdrawnAt: null, viewedAt: null, filedAt: null, toldAt: null },
        })
        .where(and(eq(applications.id, id), ne(applications.state, 'sent')))
        .returning({ id: applications.id });
      return rows.length > 0;
    },

    async withdraw(id: number): Promise<void> {
      await db
        .update(applications)
        .set({ state: 'withdrawn', withdrawnAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(applications.id, id), eq(applications.state, 'sent')));
    },

    /** Deletes a draft; answers its uploads and videos. */
    async deleteDraft(id: number): Promise<DroppedItems> {
      const items = await db
        .select({ mediaId: applicationItems.mediaId, videoId: applicationItems.videoId })
        .from(applicationItems)
        .where(eq(applicationItems.applicationId, id));
      await db.delete(applications).where(and(eq(applications.id, id), eq(applications.state, 'draft')));
      const of = (key: 'mediaId' | 'videoId') => items.map((row) => row[key]).filter((v): v is number => v !== null);
      return { media: of('mediaId'), videos: of('videoId') };
    },

    async listSelfTapes(applicationId: number): Promise<SelfTapeRow[]> {
      return db
        .select()
        .from(selfTapes)
        .where(eq(selfTapes.applicationId, applicationId))
        .orderBy(asc(selfTapes.createdAt));
    },
  };
}

export type ApplyingRepository = ReturnType<typeof createApplyingRepository>;
