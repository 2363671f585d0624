import { ADULT_AGE } from '@vitrina/contract/constants';
import type { Opportunity, OpportunityInput, RequirementInput, RoleInput } from '@vitrina/contract/opportunities';
import type { Currency, OpportunityKind, PayAudience, PayKind, RoleNeed } from '@vitrina/contract/opportunity-limits';
import { MAX_ROLE_AGE } from '@vitrina/contract/opportunity-rules';
import { findField } from '@vitrina/contract/scouting-fields';

/** The form as typed: every box a string, so an empty box stays empty until it is sent. */
export interface RequirementDraft {
  key: string;
  values: string[];
  min: string;
  max: string;
}

export interface RoleDraft {
  /** A role kept on an edit (its applicants with it). */
  id?: number;
  /** React's key for a role not saved yet. */
  uid: string;
  name: string;
  description: string;
  requirements: RequirementDraft[];
  ageMin: string;
  ageMax: string;
  languages: string[];
  people: string;
  needs: RoleNeed[];
  questions: string[];
}

export interface OpportunityDraft {
  title: string;
  kind: OpportunityKind;
  category: string;
  description: string;
  remote: boolean;
  country: string;
  city: string;
  /** The deadline on the agency's own calendar and clock (the browser's time zone). */
  deadlineDate: string;
  deadlineTime: string;
  workStarts: string;
  workEnds: string;
  payKind: PayKind;
  payMin: string;
  payMax: string;
  currency: Currency;
  payAudience: PayAudience;
  roles: RoleDraft[];
}

let nextUid = 0;
const uid = () => `new-${++nextUid}`;

export const emptyRole = (): RoleDraft => ({
  uid: uid(),
  name: '',
  description: '',
  requirements: [],
  ageMin: String(ADULT_AGE),
  ageMax: String(MAX_ROLE_AGE),
  languages: [],
  people: '1',
  needs: ['photos'],
  questions: [],
});

export const emptyDraft = (): OpportunityDraft => ({
  title: '',
  kind: 'casting',
  category: '',
  description: '',
  remote: false,
  country: '',
  city: '',
  deadlineDate: '',
  deadlineTime: '18:00',
  workStarts: '',
  workEnds: '',
  payKind: 'paid',
  payMin: '',
  payMax: '',
  currency: 'EUR',
  payAudience: 'everyone',
  roles: [emptyRole()],
});

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the date and time boxes show it, on the browser's calendar. */
export function localParts(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return { date: '', time: '' };
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** The date and time boxes as an instant (ISO, UTC); empty when either is missing or not a real time. */
export function instantOf(date: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return '';
  const at = new Date(`${date}T${time}:00`);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

/** The opportunity as the form edits it. */
export function draftOf(opportunity: Opportunity): OpportunityDraft {
  const deadline = localParts(opportunity.deadline);
  const pay = opportunity.pay ?? { kind: 'unpaid' as const };
  return {
    title: opportunity.title,
    kind: opportunity.kind,
    category: String(opportunity.category),
    description: opportunity.description,
    remote: opportunity.remote,
    country: opportunity.country ?? '',
    city: opportunity.city,
    deadlineDate: deadline.date,
    deadlineTime: deadline.time,
    workStarts: opportunity.workStarts?.slice(0, 10) ?? '',
    workEnds: opportunity.workEnds?.slice(0, 10) ?? '',
    payKind: pay.kind,
    payMin: pay.kind === 'paid' ? String(pay.min) : '',
    payMax: pay.kind === 'paid' ? String(pay.max) : '',
    currency: pay.kind === 'paid' ? pay.currency : 'EUR',
    payAudience: opportunity.payAudience,
    roles: opportunity.roles.map((role) => ({
      id: role.id,
      uid: `role-${role.id}`,
      name: role.name,
      description: role.description,
      requirements: role.requirements.map((requirement) => ({
        key: requirement.key,
        values: requirement.values ?? [],
        min: requirement.min === null || requirement.min === undefined ? '' : String(requirement.min),
        max: requirement.max === null || requirement.max === undefined ? '' : String(requirement.max),
      })),
      ageMin: String(role.ageMin),
      ageMax: String(role.ageMax),
      languages: role.languages,
      people: String(role.people),
      needs: role.needs,
      questions: role.questions,
    })),
  };
}

/** A box's number; an empty box is `empty` (null where the contract allows it), anything else not a number NaN. */
function numberOf<T>(text: string, empty: T): number | T {
  const trimmed = text.trim();
  return trimmed === '' ? empty : Number(trimmed);
}

function requirementInput(requirement: RequirementDraft): RequirementInput {
  if (findField(requirement.key)?.type === 'number')
    return { key: requirement.key, min: numberOf(requirement.min, null), max: numberOf(requirement.max, null) };
  return { key: requirement.key, values: requirement.values };
}

function roleInput(role: RoleDraft): RoleInput {
  return {
    ...(role.id === undefined ? {} : { id: role.id }),
    name: role.name,
    description: role.description,
    requirements: role.requirements.map(requirementInput),
    ageMin: numberOf(role.ageMin, ADULT_AGE),
    ageMax: numberOf(role.ageMax, MAX_ROLE_AGE),
    languages: role.languages,
    people: numberOf(role.people, 1),
    needs: role.needs,
    questions: role.questions,
  };
}

/** The form as the API takes it (opportunityInputSchema), before the client's own check. */
export function inputOf(draft: OpportunityDraft): OpportunityInput {
  const pay: OpportunityInput['pay'] =
    draft.payKind === 'paid'
      ? {
          kind: 'paid',
          min: numberOf(draft.payMin, Number.NaN),
          max: numberOf(draft.payMax, Number.NaN),
          currency: draft.currency,
        }
      : { kind: draft.payKind };
  return {
    title: draft.title,
    kind: draft.kind,
    category: numberOf(draft.category, 0),
    description: draft.description,
    remote: draft.remote,
    country: draft.country || null,
    city: draft.city,
    deadline: instantOf(draft.deadlineDate, draft.deadlineTime),
    workStarts: draft.workStarts || null,
    workEnds: draft.workEnds || null,
    pay,
    payAudience: draft.payAudience,
    roles: draft.roles.map(roleInput),
  };
}
