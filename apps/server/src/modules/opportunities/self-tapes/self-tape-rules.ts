import { MAX_SELF_TAPE_DAYS } from '@vitrina/contract/opportunity-limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A self-tape's deadline: after now, and at most MAX_SELF_TAPE_DAYS ahead (the talent needs time, not forever). */
export function isSelfTapeDueValid(dueAt: Date, now: Date): boolean {
  const ms = dueAt.getTime();
  return Number.isFinite(ms) && ms > now.getTime() && ms <= now.getTime() + MAX_SELF_TAPE_DAYS * DAY_MS;
}

/** The talent may send it once, before its deadline. */
export function isSelfTapeOpen(tape: { dueAt: Date; submittedAt: Date | null }, now: Date): boolean {
  return tape.submittedAt === null && tape.dueAt.getTime() > now.getTime();
}

/** The reminder goes the day before: within a day of the deadline, not sent, not reminded. */
export const REMINDER_AHEAD = '1 day';
