import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { SessionStore } from './session-store.ts';
import { needsStepUp } from './step-up-rules.ts';

export interface StepUpCheck {
  store: Pick<SessionStore, 'verifiedAt'>;
  /** config STEP_UP_WINDOW in ms. */
  windowMs: number;
  now: () => Date;
}

/**
 * The one guard of sensitive actions (endpoints marked `stepUp` in the contract): 403 `step_up_required` when the
 * session's last proof of a factor (or the password) is older than the window. `route` adds it after the route's
 * own checks, so a call that is not there for the person (moderation without a role) still answers 404.
 */
export function createStepUpGuard({ store, windowMs, now }: StepUpCheck) {
  return async function requireStepUp(request: FastifyRequest): Promise<void> {
    const session = request.session;
    if (!session) throw new AppError(request.hasStaleToken ? 'session_expired' : 'unauthorized');
    if (needsStepUp(await store.verifiedAt(session.id, session.sid), now(), windowMs))
      throw new AppError('step_up_required');
  };
}
