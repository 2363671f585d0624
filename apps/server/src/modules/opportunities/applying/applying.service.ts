import type { z } from 'zod';
import type { applicationInputSchema, MyApplication } from '@vitrina/contract/applications';
import type { Lang } from '@vitrina/contract/constants';
import type { Db } from '../../../db/client.ts';
import type { Transactions } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import type { Viewer } from '../../../sessions/session-plugin.ts';
import { visibleTo } from '../../graph/visibility.ts';
import { createApplicationItems, type ItemSources } from './application-items.ts';
import { answerProblems, changeRefusal, incompleteFields, isAgeRefused } from './application-rules.ts';
import { toMyApplication, toMyApplicationRow, toSelfTape } from './applying.mapper.ts';
import { createApplyingRepository, type ApplicationRecord, type DroppedItems } from './applying.repository.ts';

export interface ApplyingServiceDeps extends ItemSources {
  db: Db;
  transactions: Transactions;
}

type Target = NonNullable<Awaited<ReturnType<ReturnType<typeof createApplyingRepository>['findTarget']>>>;

/** Talents' applications: a draft kept, sent once per role, changed until filed, withdrawn before the deadline. */
export function createApplyingService(deps: ApplyingServiceDeps) {
  const { db, transactions } = deps;
  const repository = createApplyingRepository(db);
  const items = createApplicationItems(db, deps);

  function assertTalent(viewer: Viewer): void {
    if (viewer.type !== 'talento') throw new AppError('opportunities_talents_only');
  }

  /** The role, visible and still taking applications from her (open, before the deadline, her age). */
  async function openTarget(viewer: Viewer, opportunityId: number, roleId: number): Promise<Target> {
    assertTalent(viewer);
    const target = await repository.findTarget(visibleTo(viewer.id), opportunityId, roleId);
    if (!target) throw notFound();
    const refusal = changeRefusal(target);
    if (refusal) throw new AppError(refusal);
    if (isAgeRefused(target.age, target)) throw new AppError('application_minor_age');
    return target;
  }

  /** What a sent application must carry: every need of the role and one answer per question. */
  function assertComplete(
    target: Target,
    kinds: Array<{ kind: string }>,
    content: { coverNote: string; answers: string[] },
  ) {
    const missing = incompleteFields(target.needs, kinds as Array<{ kind: 'photo' }>, content.coverNote);
    if (missing.length > 0) throw new AppError('application_incomplete', { fields: missing });
    const unanswered = answerProblems(target.questions, content.answers, true);
    if (unanswered.length > 0) throw new AppError('application_answers', { fields: unanswered });
  }

  /** Uploads and new videos no longer carried leave storage (her post videos stay: only private ones go). */
  async function discard(dropped: DroppedItems): Promise<void> {
    if (dropped.media.length > 0) await deps.media.discardAttachments(dropped.media);
    if (dropped.videos.length > 0) await deps.videos.discard(dropped.videos);
  }

  async function show(viewer: Viewer, record: ApplicationRecord): Promise<MyApplication> {
    const [shown, tapes] = await Promise.all([items.show(record.id), repository.listSelfTapes(record.id)]);
    const tapeVideos = tapes.map((tape) => tape.videoId).filter((id): id is number => id !== null);
    const videos = await deps.ownFiles.videos(db, viewer.id, tapeVideos);
    const selfTapes = tapes.map((tape) =>
      toSelfTape(
        tape,
        videos.find((video) => video.id === tape.videoId),
      ),
    );
    return toMyApplication(record, shown, selfTapes);
  }

  async function mine(viewer: Viewer, opportunityId: number, roleId: number): Promise<MyApplication> {
    const record = await repository.findMine(visibleTo(viewer.id), roleId, opportunityId);
    if (!record) throw notFound();
    return show(viewer, record);
  }

  return {
    /** GET /applications */
    async list(viewer: Viewer, page: number) {
      assertTalent(viewer);
      const { rows, count } = await repository.listMine(visibleTo(viewer.id), page);
      const now = new Date();
      return { rows: rows.map((row) => toMyApplicationRow(row, now)), count };
    },

    /** GET …/application */
    async one(viewer: Viewer, opportunityId: number, roleId: number): Promise<MyApplication> {
      assertTalent(viewer);
      return mine(viewer, opportunityId, roleId);
    },

    /** PUT …/application: the draft, made on the first save; a sent one until the agency files it. */
    async save(
      viewer: Viewer,
      opportunityId: number,
      roleId: number,
      body: z.output<typeof applicationInputSchema>,
      lang: Lang,
    ) {
      const target = await openTarget(viewer, opportunityId, roleId);
      const tooMany = answerProblems(target.questions, body.answers, false);
      if (tooMany.length > 0) throw new AppError('application_answers', { fields: tooMany });
      const existing = await repository.findOwn(viewer.id, roleId);
      if (existing?.state === 'sent' && existing.filing !== 'unfiled') throw new AppError('application_filed');
      const carried = existing ? await repository.listItems(existing.id) : [];
      const content = { coverNote: body.coverNote, answers: body.answers };
      const resolved = await items.resolve(viewer.id, body.items, carried, lang);
      const dropped = await transactions
        .run(async (tx) => {
          if (existing?.state === 'sent') assertComplete(target, resolved.rows, content);
          const applying = createApplyingRepository(tx.db);
          const row = await applying.upsertDraft(viewer.id, target, content);
          if (row.state === 'sent' && row.filing !== 'unfiled') throw new AppError('application_filed');
          if (row.state === 'withdrawn') await applying.reopen(row.id);
          await resolved.claim(tx);
          return applying.replaceItems(row.id, resolved.rows);
        })
        .catch(async (error: unknown) => {
          await resolved.discard();
          throw error;
        });
      await discard(dropped);
      return mine(viewer, opportunityId, roleId);
    },

    /** POST …/application/submit: checked against the role; a sent one answers as it is. */
    async submit(viewer: Viewer, opportunityId: number, roleId: number): Promise<MyApplication> {
      const target = await openTarget(viewer, opportunityId, roleId);
      const existing = await repository.findOwn(viewer.id, roleId);
      if (!existing) throw notFound();
      if (existing.state !== 'sent') {
        const carried = await repository.listItems(existing.id);
        assertComplete(target, carried, existing);
        await transactions.single((tx) => createApplyingRepository(tx.db).send(existing.id));
      }
      return mine(viewer, opportunityId, roleId);
    },

    /** POST …/application/withdraw: a draft is deleted (null: 204), a sent one leaves the pipeline. */
    async withdraw(viewer: Viewer, opportunityId: number, roleId: number): Promise<MyApplication | null> {
      assertTalent(viewer);
      const target = await repository.findTarget(visibleTo(viewer.id), opportunityId, roleId);
      const existing = target ? await repository.findOwn(viewer.id, roleId) : null;
      if (!target || !existing) throw notFound();
      const refusal = changeRefusal(target);
      if (refusal) throw new AppError(refusal);
      if (existing.state === 'draft') {
        await discard(await transactions.run((tx) => createApplyingRepository(tx.db).deleteDraft(existing.id)));
        return null;
      }
      await transactions.single((tx) => createApplyingRepository(tx.db).withdraw(existing.id));
      return mine(viewer, opportunityId, roleId);
    },
  };
}

export type ApplyingService = ReturnType<typeof createApplyingService>;
