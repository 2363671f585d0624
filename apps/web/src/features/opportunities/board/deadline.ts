/** How far a deadline is: the largest whole unit left, or `past` once it went by. */
export type DeadlineLeft = { unit: 'days' | 'hours' | 'minutes'; count: number } | { unit: 'past' };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function deadlineLeft(iso: string, now: number): DeadlineLeft {
  const ms = Date.parse(iso) - now;
  if (!(ms > 0)) return { unit: 'past' };
  if (ms >= DAY) return { unit: 'days', count: Math.floor(ms / DAY) };
  if (ms >= HOUR) return { unit: 'hours', count: Math.floor(ms / HOUR) };
  return { unit: 'minutes', count: Math.max(1, Math.floor(ms / 60_000)) };
}

/** Within the board's "closing soon" window: the card shows it as urgent. */
export const isClosingSoon = (iso: string, now: number, days: number) => {
  const ms = Date.parse(iso) - now;
  return ms > 0 && ms <= days * DAY;
};
