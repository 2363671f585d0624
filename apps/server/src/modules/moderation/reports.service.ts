import type { ReportCategory } from '@vitrina/contract/moderation-limits';
import type { CreateReportResponse, ReportAttachment, ReportTarget } from '@vitrina/contract/reports';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { visibleTo } from '../graph/visibility.ts';
import type { ModeratedMessages } from '../messages/moderated-messages.ts';
import type { ModeratedContent } from '../posts/moderated-content.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import type { MinorReportAlerts } from './minor-report-alerts.ts';
import type { ModeratedOpportunities } from './opportunities-port.ts';
import { isInConversation, mayAttach } from './report-rules.ts';
import { createReportsRepository, type NewCopy } from './reports.repository.ts';

export interface ReportsServiceDeps {
  db: Db;
  transactions: Transactions;
  directory: Pick<UserDirectory, 'listAuthors'>;
  content: Pick<ModeratedContent, 'findPost' | 'findComment'>;
  messages: Pick<ModeratedMessages, 'findMessage'>;
  opportunities: Pick<ModeratedOpportunities, 'findOpportunity'>;
  /** Queues the admins' alerts of a new report on a minor's safety, in the report's unit of work. */
  minorAlerts: Pick<MinorReportAlerts, 'queue'>;
}

export interface ReportInput {
  target: ReportTarget;
  category: ReportCategory;
  description: string;
  attachments: readonly ReportAttachment[];
}

/** A reported item, resolved: whose it is and its copy. */
interface Resolved {
  subjectId: number;
  copy: NewCopy;
}

const forbiddenAttachment = () => new AppError('report_attachment_forbidden');

/**
 * Reports on anything: a profile, a post, a comment, a message or an opportunity, with a category and evidence.
 * What is reported is copied in the report's unit of work; reports on one item share its open case.
 */
export function createReportsService(deps: ReportsServiceDeps) {
  const { db, transactions, directory, content, messages, opportunities } = deps;
  const itemCopy = (
    role: NewCopy['role'],
    kind: NewCopy['kind'],
    item: { id: number; authorId: number; text: string; photos?: string[]; createdAt: Date; editedAt?: Date | null },
  ): NewCopy => ({
    role,
    kind,
    itemId: item.id,
    authorId: item.authorId,
    text: item.text,
    photos: item.photos ?? [],
    itemCreatedAt: item.createdAt,
    itemEditedAt: item.editedAt ?? null,
  });

  /** The reported item, or 404 when it is gone, not the viewer's to see, or across a block. */
  async function resolveTarget(viewerId: number, target: ReportTarget): Promise<Resolved> {
    let resolved: Resolved;
    if (target.kind === 'profile') {
      if (target.id === viewerId) throw new AppError('report_self');
      const person = (await directory.listAuthors([target.id], { confirmedOnly: true })).get(target.id);
      if (!person || person.deleted) throw notFound();
      resolved = {
        subjectId: target.id,
        copy: {
          role: 'target',
          kind: 'profile',
          itemId: target.id,
          authorId: target.id,
          text: `${person.fullname} (/${person.profile_url})`,
          photos: person.profileImage ? [person.profileImage] : [],
          itemCreatedAt: null,
          itemEditedAt: null,
        },
      };
    } else if (target.kind === 'message') {
      const message = await messages.findMessage(target.id);
      if (!message || !isInConversation(viewerId, message)) throw notFound();
      resolved = {
        subjectId: message.senderId,
        copy: itemCopy('target', 'message', { ...message, authorId: message.senderId }),
      };
    } else if (target.kind === 'opportunity') {
      const opportunity = await opportunities.findOpportunity(target.id);
      if (!opportunity) throw notFound();
      resolved = { subjectId: opportunity.authorId, copy: itemCopy('target', 'opportunity', opportunity) };
    } else {
      const item = target.kind === 'post' ? await content.findPost(target.id) : await content.findComment(target.id);
      if (!item) throw notFound();
      resolved = { subjectId: item.authorId, copy: itemCopy('target', target.kind, item) };
    }
    if (target.kind !== 'profile' && resolved.subjectId === viewerId) throw new AppError('report_own_content');
    await visibleTo(viewerId).assertSees(db, resolved.subjectId);
    return resolved;
  }

  /**
   * Evidence: the reporter's own or the reported person's posts and messages (403 for anyone else's). A message
   * of a conversation the reporter is not in answers as a missing one does, so message ids cannot be probed.
   */
  async function copyAttachments(viewerId: number, subjectId: number, attachments: readonly ReportAttachment[]) {
    const unique = [...new Map(attachments.map((a) => [`${a.kind}:${a.id}`, a])).values()];
    const copies: NewCopy[] = [];
    for (const attachment of unique) {
      if (attachment.kind === 'message') {
        const message = await messages.findMessage(attachment.id);
        if (!message || !isInConversation(viewerId, message)) throw notFound();
        if (!mayAttach(message.senderId, viewerId, subjectId)) throw forbiddenAttachment();
        copies.push(itemCopy('attachment', 'message', { ...message, authorId: message.senderId }));
      } else {
        const post = await content.findPost(attachment.id);
        if (!post) throw notFound();
        if (!mayAttach(post.authorId, viewerId, subjectId)) throw forbiddenAttachment();
        copies.push(itemCopy('attachment', 'post', post));
      }
    }
    return copies;
  }

  return {
    /** POST /api/reports: 201 with a new report, or 200 with the reporter's open report on that item. */
    async report(viewerId: number, input: ReportInput): Promise<CreateReportResponse> {
      const target = await resolveTarget(viewerId, input.target);
      const attachments = await copyAttachments(viewerId, target.subjectId, input.attachments);
      const description = input.description.trim();
      const answer = await transactions.run(async (tx): Promise<CreateReportResponse> => {
        const repository = createReportsRepository(tx.db);
        const caseId = await repository.openCase(input.target.kind, input.target.id, target.subjectId);
        const values = {
          reporterId: viewerId,
          targetId: target.subjectId,
          caseId,
          category: input.category,
          description,
        };
        const inserted = await repository.insertReport(values);
        if (inserted === null) {
          const existing = await repository.findOpenReport(viewerId, caseId);
          if (!existing) throw new Error('an open report vanished');
          const count = await repository.countAttachments(existing.id);
          return {
            created: false,
            report: {
              id: existing.id,
              caseId,
              target: input.target,
              category: existing.category as ReportCategory,
              description: existing.description,
              attachments: count,
              status: 'open',
              createdAt: existing.createdAt.toISOString(),
            },
          };
        }
        await repository.insertCopies(inserted.id, [target.copy, ...attachments]);
        if (input.category === 'minor_safety') await deps.minorAlerts.queue(tx, inserted.id);
        return {
          created: true,
          report: {
            id: inserted.id,
            caseId,
            target: input.target,
            category: input.category,
            description,
            attachments: attachments.length,
            status: 'open',
            createdAt: inserted.createdAt.toISOString(),
          },
        };
      });
      return answer;
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
