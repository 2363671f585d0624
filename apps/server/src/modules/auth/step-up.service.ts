import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { StepUpRequest, StepUpResponse } from '@vitrina/contract/factor-rules';
import { AppError } from '../../http/app-error.ts';
import type { SessionStore } from '../../sessions/session-store.ts';
import type { UserAccounts } from '../accounts/user-accounts.ts';
import { verifyPassword } from './passwords.ts';
import type { PasskeysService } from './passkeys.service.ts';
import type { SecondFactorsService } from './second-factors.service.ts';

export interface StepUpServiceDeps {
  secondFactors: Pick<SecondFactorsService, 'hasFactor' | 'proveCode'>;
  /** A passkey's answer to this person's step-up options (it throws the passkey's refusal). */
  passkeys: Pick<PasskeysService, 'proveStepUp'>;
  users: Pick<UserAccounts, 'findById'>;
  sessions: Pick<SessionStore, 'markVerified'>;
  now: () => Date;
}

const wrong = (field: string, code: 'codigo_incorrecto' | 'password') =>
  new AppError('validation', { fields: [{ field, code }] });

/** Renews a session's verification (decision 0052): a code, a passkey, or the password of a factorless account. */
export function createStepUpService({ secondFactors, passkeys, users, sessions, now }: StepUpServiceDeps) {
  async function prove(userId: number, answer: StepUpRequest): Promise<void> {
    // The schema bounds every field; the library reads the browser's answer in its own JSON shape.
    if (answer.method === 'passkey')
      return passkeys.proveStepUp(userId, answer.response as unknown as AuthenticationResponseJSON);
    const hasFactor = await secondFactors.hasFactor(userId);
    if (answer.method === 'code') {
      if (!hasFactor || !(await secondFactors.proveCode(userId, answer.code))) throw wrong('code', 'codigo_incorrecto');
      return;
    }
    if (hasFactor) throw new AppError('step_up_factor_needed');
    const user = await users.findById(userId);
    if (!user) throw new AppError('unauthorized');
    if (!(await verifyPassword(user.passwordHash, answer.password))) throw wrong('password', 'password');
  }

  return {
    async renew(session: { id: number; sid: string }, answer: StepUpRequest): Promise<StepUpResponse> {
      await prove(session.id, answer);
      const at = now();
      if (!(await sessions.markVerified(session.id, session.sid, at))) throw new AppError('session_expired');
      return { verifiedAt: at.toISOString() };
    },
  };
}

export type StepUpService = ReturnType<typeof createStepUpService>;
