import { isValidDeadline, type Opportunity } from '@vitrina/contract/opportunities';
import type { Db } from '../../../db/client.ts';
import type { Transactions } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import type { Viewer } from '../../../sessions/session-plugin.ts';
import { visibleTo } from '../../graph/visibility.ts';
import type { OpportunityNoticesPort } from '../notices-port.ts';
import { isoOf, toCard, toRole, type Reader } from '../opportunity-cards.ts';
import { createRoleFitsRepository } from '../role-fits.repository.ts';
import { changesOf } from './posting-changes.ts';
import { checkForm, checkOpening, isEditable, planRoles, type Problem } from './posting-rules.ts';
import {
  createPostingsRepository,
  shapeOfForm,
  type OpportunityForm,
  type OpportunityRecord,
} from './postings.repository.ts';

export interface PostingsServiceDeps {
  db: Db;
  transactions: Transactions;
  notices: OpportunityNoticesPort;
  /** Wakes the closing round, which tells the applicants of a closed or cancelled one. */
  kickClosing: () => void;
}

const fail = (problem: Problem) =>
  new AppError(problem.code, problem.field ? { fields: [{ field: problem.field, code: problem.code }] } : {});

export const readerOf = (viewer: Viewer | null): Reader =>
  viewer
    ? { id: viewer.id, type: viewer.type === 'talento' || viewer.type === 'agencia' ? viewer.type : null }
    : { id: null, type: null };

export function assertAgency(viewer: Viewer): void {
  if (viewer.type !== 'agencia') throw new AppError('opportunities_agencies_only');
}

export function toOpportunity(record: OpportunityRecord, reader: Reader): Opportunity {
  return {
    ...toCard(record, reader),
    description: record.description,
    workStarts: record.workStarts,
    workEnds: record.workEnds,
    payAudience: record.payAudience as Opportunity['payAudience'],
    closeReason: record.closeReason as Opportunity['closeReason'],
    createdAt: isoOf(record.createdAt),
    updatedAt: isoOf(record.updatedAt),
    roles: record.roles.map((role) => toRole(role, reader, record.state)),
    isOwner: reader.id !== null && Number(record.agencyId) === reader.id,
  };
}

/** Writing opportunities (agencies, their own: 404 otherwise) and reading one (anyone it is visible to). */
export function createPostingsService({ db, transactions, notices, kickClosing }: PostingsServiceDeps) {
  async function one(viewer: Viewer | null, id: number): Promise<Opportunity> {
    const reader = readerOf(viewer);
    const record = await createPostingsRepository(db).findOne(visibleTo(reader.id ?? 0), reader, id);
    if (!record) throw notFound();
    return toOpportunity(record, reader);
  }

  function checked(form: OpportunityForm): void {
    const problem = checkForm(form);
    if (problem) throw fail(problem);
  }

  /** Closing and cancelling: only an open one; the closing round tells its applicants. */
  async function end(viewer: Viewer, id: number, state: 'closed' | 'cancelled'): Promise<Opportunity> {
    assertAgency(viewer);
    await transactions.run(async (tx) => {
      const postings = createPostingsRepository(tx.db);
      const found = await postings.findOwned(viewer.id, id, true);
      if (!found) throw notFound();
      if (found.state !== 'open') throw new AppError('opportunity_not_open');
      await postings.setState(id, state, state);
      await createRoleFitsRepository(tx.db).dropOpportunity(id);
      tx.afterCommit(kickClosing);
    });
    return one(viewer, id);
  }

  return {
    one,

    async create(viewer: Viewer, form: OpportunityForm): Promise<Opportunity> {
      assertAgency(viewer);
      checked(form);
      const id = await transactions.run((tx) => createPostingsRepository(tx.db).create(viewer.id, form));
      return one(viewer, id);
    },

    /** Roles are kept by id; an open one keeps the trust rules and its applicants are told what changed. */
    async update(viewer: Viewer, id: number, form: OpportunityForm): Promise<Opportunity> {
      assertAgency(viewer);
      checked(form);
      await transactions.run(async (tx) => {
        const postings = createPostingsRepository(tx.db);
        const found = await postings.findOwned(viewer.id, id, true);
        if (!found) throw notFound();
        if (!isEditable(found.state)) throw new AppError('opportunity_not_editable');
        const planned = planRoles(await postings.rolesOf(id), form.roles);
        if (!planned.ok) throw fail(planned.problem);
        const isOpen = found.state === 'open';
        if (isOpen) {
          const { verified } = await postings.agencyOf(viewer.id, id);
          const problem = checkOpening({ verified, otherOpen: 0 }, form.roles);
          if (problem) throw fail(problem);
        }
        const before = isOpen ? await postings.shapeOf(id) : null;
        await postings.update(id, form, planned.plan);
        if (!isOpen) return;
        await createRoleFitsRepository(tx.db).refreshOpportunity(id);
        const changes = before ? changesOf(before, shapeOfForm(form)) : [];
        if (changes.length === 0) return;
        const applicants = await postings.applicantsOf(visibleTo(viewer.id), id);
        if (applicants.length)
          await notices.tell(
            tx,
            applicants.map((recipientId) => ({
              type: 'OPPORTUNITY_CHANGED' as const,
              recipientId,
              actorId: viewer.id,
              opportunityId: id,
              changes,
            })),
          );
      });
      return one(viewer, id);
    },

    /** A draft opens: its deadline still ahead, and an unverified agency within its limits. */
    async publish(viewer: Viewer, id: number): Promise<Opportunity> {
      assertAgency(viewer);
      await transactions.run(async (tx) => {
        const postings = createPostingsRepository(tx.db);
        await postings.lockAgency(viewer.id);
        const found = await postings.findOwned(viewer.id, id, true);
        if (!found) throw notFound();
        if (found.state !== 'draft') throw new AppError('opportunity_not_draft');
        if (!isValidDeadline(found.deadline)) throw fail({ code: 'opportunity_deadline', field: 'deadline' });
        const problem = checkOpening(await postings.agencyOf(viewer.id, id), await postings.rolesOf(id));
        if (problem) throw fail(problem);
        await postings.setState(id, 'open');
        await createRoleFitsRepository(tx.db).refreshOpportunity(id);
      });
      return one(viewer, id);
    },

    close: (viewer: Viewer, id: number) => end(viewer, id, 'closed'),
    cancel: (viewer: Viewer, id: number) => end(viewer, id, 'cancelled'),

    async remove(viewer: Viewer, id: number): Promise<void> {
      assertAgency(viewer);
      await transactions.run(async (tx) => {
        const postings = createPostingsRepository(tx.db);
        const found = await postings.findOwned(viewer.id, id, true);
        if (!found) throw notFound();
        if (found.state !== 'draft') throw new AppError('opportunity_not_draft');
        await postings.remove(id);
      });
    },
  };
}

export type PostingsService = ReturnType<typeof createPostingsService>;
