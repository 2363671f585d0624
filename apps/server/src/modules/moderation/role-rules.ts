import type { ModerationRole } from '@vitrina/contract/moderation';

/**
 * Whether an actor holding `actor` may suspend, warn or remove the content of someone holding `target`: a
 * moderator acts on people without a role, an admin on anyone (the last admin is kept by the suspension itself).
 * A refusal reads as the hidden moderation calls do (404), so it tells nobody who holds a role.
 */
export function mayActOn(actor: ModerationRole | null, target: ModerationRole | null): boolean {
  if (actor === 'admin') return true;
  return actor === 'moderator' && target === null;
}
