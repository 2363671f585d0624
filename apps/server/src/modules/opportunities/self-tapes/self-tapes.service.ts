import type { SelfTape } from '@vitrina/contract/applications';
import type { Lang } from '@vitrina/contract/constants';
import type { Db } from '../../../db/client.ts';
import type { SelfTapeRow } from '../../../db/schema/opportunities.ts';
import type { Transactions } from '../../../db/transaction.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import type { Viewer } from '../../../sessions/session-plugin.ts';
import { visibleTo } from '../../graph/visibility.ts';
import type { SelfTapeVideos } from '../../media/video/self-tape-videos.ts';
import type { OpportunityNoticesPort } from '../notices-port.ts';
import { isSelfTapeDueValid, isSelfTapeOpen } from './self-tape-rules.ts';
import { createSelfTapesRepository } from './self-tapes.repository.ts';

export interface SelfTapesServiceDeps {
  db: Db;
  transactions: Transactions;
  videos: Pick<SelfTapeVideos, 'create' | 'viewsOf' | 'discard'>;
  notices: OpportunityNoticesPort;
}

/** Self-tapes: the agency asks an applicant, she answers with a video only she and that agency see. */
export function createSelfTapesService(deps: SelfTapesServiceDeps) {
  const { db, transactions, videos, notices } = deps;
  const repository = createSelfTapesRepository(db);

  async function toSelfTapes(rows: SelfTapeRow[]): Promise<SelfTape[]> {
    const views = await videos.viewsOf(rows.flatMap((row) => (row.videoId === null ? [] : [row.videoId])));
    return rows.map((row) => ({
      id: row.id,
      instructions: row.instructions,
      dueAt: row.dueAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      video: row.videoId === null ? null : (views.get(row.videoId) ?? null),
      submittedAt: row.submittedAt?.toISOString() ?? null,
    }));
  }

  return {
    /** An application's self-tapes with their videos (for the agency that asked, or the talent). */
    listFor: async (applicationId: number) => toSelfTapes(await repository.listFor([applicationId])),

    async request(viewer: Viewer, applicationId: number, input: { instructions: string; dueAt: string }) {
      if (viewer.type !== 'agencia') throw new AppError('opportunities_agencies_only');
      const dueAt = new Date(input.dueAt);
      const application = await repository.findOwnedApplication(visibleTo(viewer.id), applicationId);
      if (!application) throw notFound();
      if (!isSelfTapeDueValid(dueAt, new Date()))
        throw new AppError('self_tape_due', { fields: [{ field: 'dueAt', code: 'self_tape_due' }] });
      if (application.state !== 'open') throw new AppError('opportunity_not_open');
      const row = await transactions.run(async (tx) => {
        const tape = await createSelfTapesRepository(tx.db).insert(applicationId, input.instructions.trim(), dueAt);
        await notices.tell(tx, [
          {
            type: 'APPLICATION_UPDATE',
            update: 'self_tape',
            recipientId: application.talentId,
            actorId: viewer.id,
            opportunityId: application.opportunityId,
            roleId: application.roleId,
          },
        ]);
        return tape;
      });
      const [tape] = await toSelfTapes([row]);
      return tape!;
    },

    /** Her upload, through the video pipeline; once, before its deadline (409), and never across a block (404). */
    async upload(viewer: Viewer, selfTapeId: number, uploadId: string, lang: Lang): Promise<SelfTape> {
      if (viewer.type !== 'talento') throw new AppError('opportunities_talents_only');
      const found = await repository.findForTalent(viewer.id, selfTapeId);
      if (!found || (await visibleTo(viewer.id).hides(db, found.agencyId))) throw notFound();
      if (!isSelfTapeOpen(found.tape, new Date())) throw new AppError('self_tape_closed');
      const video = await videos.create(viewer, uploadId, lang);
      const sent = await repository.markSent(selfTapeId, video.id);
      if (!sent) {
        await videos.discard([video.id]);
        throw new AppError('self_tape_closed');
      }
      const [tape] = await toSelfTapes([sent]);
      return tape!;
    },
  };
}

export type SelfTapesService = ReturnType<typeof createSelfTapesService>;
