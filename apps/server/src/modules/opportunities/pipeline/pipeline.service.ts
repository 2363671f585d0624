import type { ApplicationForAgency, Pipeline, SelfTape } from '@vitrina/contract/applications';
import { categories, categoryName } from '@vitrina/contract/category-data';
import type { Lang } from '@vitrina/contract/constants';
import { countryName } from '@vitrina/contract/country-names';
import { PIPELINE_PAGE_SIZE, type Filing } from '@vitrina/contract/opportunity-limits';
import type { Db } from '../../../db/client.ts';
import type { Transactions } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import type { Viewer } from '../../../sessions/session-plugin.ts';
import { visibleTo } from '../../graph/visibility.ts';
import type { CardPhotosColumn } from '../../profiles/card-photos-port.ts';
import { drawApplicantsSheet } from './applicants-sheet.ts';
import { toApplicationForAgency, toPipeline } from './applicant.mapper.ts';
import type { ItemReader } from '../applying/item-reader.ts';
import type { ApplicantFiltersPort } from './filters-port.ts';
import type { OpportunityNoticesPort } from '../notices-port.ts';
import { filingName, pipelineCopy } from './pipeline-copy.ts';
import { applicantsFilename, fileLang, scoutingQueryOf, toCsv } from './pipeline-rules.ts';
import { createPipelineRepository, type ApplicantRecord } from './pipeline.repository.ts';

/** How many applicants one export lists at most. */
const EXPORT_LIMIT = 5_000;

export interface PipelineServiceDeps {
  db: Db;
  transactions: Transactions;
  cardPhotos: CardPhotosColumn;
  filters: ApplicantFiltersPort;
  notices: OpportunityNoticesPort;
  /** Applying's reader of an application's items: the agency sees them as she does. */
  items: ItemReader;
  /** The self-tapes part: an application's self-tapes with their videos. */
  selfTapes: { listFor(applicationId: number): Promise<SelfTape[]> };
  /** The web app's address: each applicant's profile link in the exports. */
  publicUrl: string;
}

export interface ApplicantsQuery extends Record<string, unknown> {
  filing: Filing;
  page: number;
}

/** The agency's pipeline: only its own opportunities (404 otherwise); talents are refused, reading included. */
export function createPipelineService(deps: PipelineServiceDeps) {
  const { db, transactions, cardPhotos, filters, notices } = deps;
  const repository = createPipelineRepository(db, cardPhotos, deps.items);

  function assertAgency(viewer: Viewer): void {
    if (viewer.type !== 'agencia') throw new AppError('opportunities_agencies_only');
  }

  async function ownedRole(viewer: Viewer, opportunityId: number, roleId: number) {
    assertAgency(viewer);
    const role = await repository.findRole(viewer.id, opportunityId, roleId);
    if (!role) throw notFound();
    return role;
  }

  async function owned(viewer: Viewer, applicationId: number) {
    assertAgency(viewer);
    const application = await repository.findApplication(visibleTo(viewer.id), applicationId);
    if (!application) throw notFound();
    return application;
  }

  async function listOf(viewer: Viewer, roleId: number, query: ApplicantsQuery, limit: number, offset: number) {
    const filter = await filters.filterFor(viewer.id, scoutingQueryOf(query));
    return repository.page(visibleTo(viewer.id), roleId, filter, query.filing, limit, offset);
  }

  /** A filing's applicants (filtered) as the exports print them, in the viewer's language. */
  async function exportRows(viewer: Viewer, ids: { id: number; roleId: number }, query: ApplicantsQuery, lang: Lang) {
    const role = await ownedRole(viewer, ids.id, ids.roleId);
    const page = await listOf(viewer, role.roleId, query, EXPORT_LIMIT, 0);
    const shown = (record: ApplicantRecord) => ({
      record,
      name: `${record.nombre} ${record.apellido}`.trim(),
      city: record.ciudad.trim(),
      country: record.country ? countryName(record.country, lang, 'none') : '',
      categories: categories.filter((c) => record.categories.includes(c.id)).map((c) => categoryName(c, lang)),
      profileLink: `${deps.publicUrl}/profile/${encodeURIComponent(record.profileUrl)}`,
    });
    const subtitle = `${role.roleName} · ${filingName(query.filing, lang)}`;
    return { role, subtitle, rows: page.rows.map(shown) };
  }

  return {
    async pipeline(viewer: Viewer, ids: { id: number; roleId: number }, query: ApplicantsQuery): Promise<Pipeline> {
      const role = await ownedRole(viewer, ids.id, ids.roleId);
      const offset = (query.page - 1) * PIPELINE_PAGE_SIZE;
      return toPipeline(await listOf(viewer, role.roleId, query, PIPELINE_PAGE_SIZE, offset));
    },

    async csv(viewer: Viewer, ids: { id: number; roleId: number }, query: ApplicantsQuery, viewerLang: string) {
      const lang = fileLang(viewerLang);
      const copy = pipelineCopy[lang];
      const { role, rows } = await exportRows(viewer, ids, query, lang);
      const lines = rows.map((row, index) => [
        String(index + 1),
        row.name,
        row.city,
        row.country,
        row.categories.join('; '),
        row.profileLink,
        row.record.submittedAt.toISOString().slice(0, 10),
        row.record.viewedAt ? copy.yes : copy.no,
        row.record.tags.join('; '),
        row.record.note,
      ]);
      const bytes = toCsv([[...copy.columns], ...lines]);
      return { bytes, filename: applicantsFilename(role.roleName, query.filing, 'csv') };
    },

    async pdf(viewer: Viewer, ids: { id: number; roleId: number }, query: ApplicantsQuery, viewerLang: string) {
      const lang = fileLang(viewerLang);
      const { role, subtitle, rows } = await exportRows(viewer, ids, query, lang);
      const bytes = await drawApplicantsSheet({
        lang,
        title: role.title,
        subtitle,
        rows: rows.map((row) => ({
          name: row.name,
          place: [row.city, row.country].filter(Boolean).join(', '),
          categories: row.categories,
          profileLink: row.profileLink,
          tags: row.record.tags,
          note: row.record.note,
        })),
      });
      return { bytes, filename: applicantsFilename(role.roleName, query.filing, 'pdf') };
    },

    /** The first read by the agency marks it viewed: the talent then sees "viewed". */
    async forAgency(viewer: Viewer, applicationId: number): Promise<ApplicationForAgency> {
      const application = await owned(viewer, applicationId);
      if (application.viewedAt === null) await repository.markViewed(applicationId);
      const selfTapes = await deps.selfTapes.listFor(applicationId);
      return { ...toApplicationForAgency(application, selfTapes), viewed: true };
    },

    async note(viewer: Viewer, applicationId: number, change: { note?: string; tags?: string[] }) {
      const application = await owned(viewer, applicationId);
      const tags = change.tags && [...new Set(change.tags)];
      return repository.annotate(viewer.id, application.talentId, { ...change, ...(tags ? { tags } : {}) });
    },

    /** Moves the role's applicants among `applicationIds` (others ignored); filing 'cast' tells each one. */
    async file(
      viewer: Viewer,
      ids: { id: number; roleId: number },
      input: { applicationIds: number[]; filing: Filing },
    ) {
      const role = await ownedRole(viewer, ids.id, ids.roleId);
      const moved = await transactions.run(async (tx) => {
        const rows = await createPipelineRepository(tx.db, cardPhotos, deps.items).file(
          visibleTo(viewer.id),
          role.roleId,
          input.applicationIds,
          input.filing,
        );
        if (input.filing === 'cast' && rows.length)
          await notices.tell(
            tx,
            rows.map((row) => ({
              type: 'APPLICATION_UPDATE' as const,
              update: 'cast' as const,
              recipientId: Number(row.talent_id),
              actorId: viewer.id,
              opportunityId: role.opportunityId,
              roleId: role.roleId,
            })),
          );
        return rows.length;
      });
      return { moved };
    },
  };
}

export type PipelineService = ReturnType<typeof createPipelineService>;
