/**
 * Whether a sensitive action must ask for a factor again: the session's last proof is older than the window
 * (or unknown). A proof dated in the future (clocks of two processes) counts as fresh, not as stale forever.
 */
export function needsStepUp(verifiedAt: Date | null, now: Date, windowMs: number): boolean {
  if (!verifiedAt) return true;
  return now.getTime() - verifiedAt.getTime() > windowMs;
}
