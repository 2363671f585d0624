import type { Applicant, ApplicationForAgency, Pipeline, SelfTape } from '@vitrina/contract/applications';
import { filings } from '@vitrina/contract/opportunity-limits';
import { toTalentCard } from '../../profiles/talent-card.ts';
import type { ApplicantRecord, OwnedApplication, PipelinePage } from './pipeline.repository.ts';

/** An applicant as the agency sees her: a card, never an age, a birth date or another agency's notes. */
export function toApplicant(record: ApplicantRecord): Applicant {
  const primary = record.items[0];
  return {
    id: record.applicationId,
    talent: toTalentCard(record),
    filing: record.filing,
    viewed: record.viewedAt !== null,
    primary: primary ?? null,
    submittedAt: record.submittedAt.toISOString(),
    note: record.note,
    tags: record.tags,
    selfTapeRequested: record.selfTapeRequested,
  };
}

/** Every filing counted (0 when none), and each facet's values, the most frequent first. */
export function toPipeline(page: PipelinePage): Pipeline {
  const counts = Object.fromEntries(filings.map((filing) => [filing, Number(page.counts[filing] ?? 0)]));
  const facets = new Map<string, Array<{ value: string; count: number }>>();
  for (const { key, value, n } of page.facets) facets.set(key, [...(facets.get(key) ?? []), { value, count: n }]);
  return {
    rows: page.rows.map(toApplicant),
    count: page.count,
    counts: counts as Pipeline['counts'],
    facets: [...facets].map(([key, values]) => ({
      key,
      values: values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    })),
  };
}

export function toApplicationForAgency(record: OwnedApplication, selfTapes: SelfTape[]): ApplicationForAgency {
  return {
    ...toApplicant(record),
    role: { id: record.roleId, name: record.roleName, questions: record.questions },
    opportunityId: record.opportunityId,
    items: record.items,
    coverNote: record.coverNote,
    answers: record.answers,
    selfTapes,
  };
}
