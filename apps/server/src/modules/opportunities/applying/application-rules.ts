import { ADULT_AGE } from '@vitrina/contract/constants';
import type { RoleNeed } from '@vitrina/contract/opportunity-limits';
import { missingNeeds } from '@vitrina/contract/opportunity-rules';
import type { FieldProblem } from '../../../http/app-error.ts';

/** Pure rules of applying: what a submit needs, the answers, the minors' rule, the primary item. */

export interface CarriedItem {
  kind: 'photo' | 'video' | 'document';
}

/** The role's needs the application misses, each named as its field (`photos`, `video`, `document`, `note`). */
export function incompleteFields(
  needs: readonly string[],
  items: readonly CarriedItem[],
  coverNote: string,
): FieldProblem[] {
  const count = (kind: CarriedItem['kind']) => items.filter((item) => item.kind === kind).length;
  const carried = { photos: count('photo'), videos: count('video'), documents: count('document'), note: coverNote };
  return missingNeeds(needs as RoleNeed[], carried).map((need) => ({
    field: need === 'note' ? 'coverNote' : need,
    code: 'application_incomplete' as const,
  }));
}

/** One answer per question, none blank (on submit); never more answers than questions (on every save). */
export function answerProblems(questions: readonly string[], answers: readonly string[], isSending: boolean) {
  const problems: FieldProblem[] = [];
  if (answers.length > questions.length) problems.push({ field: 'answers', code: 'application_answers' });
  if (isSending)
    questions.forEach((_, i) => {
      if ((answers[i] ?? '').trim().length === 0) problems.push({ field: `answers.${i}`, code: 'application_answers' });
    });
  return problems;
}

/** A minor applies only to a role whose age range includes her age; an adult's age is not asked. */
export function isAgeRefused(age: number | null, role: { ageMin: number; ageMax: number }): boolean {
  if (age === null || age >= ADULT_AGE) return false;
  return age < role.ageMin || age > role.ageMax;
}

/** The item marked primary, or else the first. */
export function primaryIndex(items: ReadonlyArray<{ primary?: boolean }>): number {
  const marked = items.findIndex((item) => item.primary === true);
  return marked >= 0 ? marked : 0;
}

/** Until the deadline, and while the opportunity is open: the code that refuses a change otherwise. */
export function changeRefusal(
  opportunity: { state: string; closeReason: string | null; deadline: Date },
  now = new Date(),
): 'opportunity_deadline_passed' | 'opportunity_not_open' | null {
  if (opportunity.state === 'open')
    return opportunity.deadline.getTime() <= now.getTime() ? 'opportunity_deadline_passed' : null;
  return opportunity.state === 'closed' && opportunity.closeReason === 'deadline'
    ? 'opportunity_deadline_passed'
    : 'opportunity_not_open';
}
