import type { ApplicationItem, MyApplication, SelfTape } from '@vitrina/contract/applications';
import type { OpportunityCard } from '@vitrina/contract/opportunities';
import type { SelfTapeRow } from '../../../db/schema/opportunities.ts';
import type { OwnVideo } from '../../media/own-files.ts';
import { authorOf } from '../../profiles/author-card.ts';
import { applicationStatus, closeReasonShown } from './application-status.ts';
import { changeRefusal } from './application-rules.ts';
import type { ApplicationRecord } from './applying.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** The opportunity's card as its applicant sees it (she has a session: the pay is shown). */
function toCard(record: ApplicationRecord): OpportunityCard {
  const pay: OpportunityCard['pay'] =
    record.payKind === 'paid'
      ? {
          kind: 'paid',
          min: record.payMin ?? 0,
          max: record.payMax ?? 0,
          currency: (record.payCurrency ?? 'EUR') as 'EUR',
        }
      : { kind: record.payKind as 'expenses' | 'unpaid' };
  return {
    id: record.opportunityId,
    title: record.title,
    kind: record.kind as OpportunityCard['kind'],
    category: record.category,
    remote: record.remote,
    country: record.country,
    city: record.city,
    deadline: iso(record.deadline),
    pay,
    state: record.opportunityState as OpportunityCard['state'],
    publishedAt: isoOrNull(record.publishedAt),
    agency: authorOf({ author: record.agency })!,
    rolesCount: Number(record.rolesCount),
  };
}

/** A row of "Mis postulaciones": the status she may know, never the agency's filing or notes. */
export function toMyApplicationRow(record: ApplicationRecord, now = new Date()) {
  const status = applicationStatus({ ...record, isViewed: record.isViewed, hasOpenSelfTape: record.hasOpenSelfTape });
  const opportunity = { state: record.opportunityState, closeReason: record.closeReason, deadline: record.deadline };
  const isChangeable = changeRefusal({ ...opportunity, deadline: new Date(opportunity.deadline) }, now) === null;
  const isLive = record.state === 'draft' || record.state === 'sent';
  return {
    id: record.id,
    opportunity: toCard(record),
    role: { id: record.roleId, name: record.roleName },
    status,
    closeReason: closeReasonShown(status, { state: record.opportunityState, closeReason: record.closeReason }),
    canEdit: isChangeable && (record.state !== 'sent' || record.filing === 'unfiled'),
    canWithdraw: isChangeable && isLive,
    submittedAt: isoOrNull(record.submittedAt),
    updatedAt: iso(record.updatedAt),
  };
}

export function toSelfTape(row: SelfTapeRow, video: OwnVideo | undefined): SelfTape {
  return {
    id: row.id,
    instructions: row.instructions,
    dueAt: iso(row.dueAt),
    createdAt: iso(row.createdAt),
    video: video ? { status: video.ready ? 'ready' : 'processing', url: video.url, posterUrl: video.posterUrl } : null,
    submittedAt: isoOrNull(row.submittedAt),
  };
}

export function toMyApplication(
  record: ApplicationRecord,
  items: ApplicationItem[],
  selfTapes: SelfTape[],
  now = new Date(),
): MyApplication {
  return {
    ...toMyApplicationRow(record, now),
    items,
    coverNote: record.coverNote,
    answers: record.answers,
    selfTapes,
  };
}
