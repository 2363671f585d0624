import { guardiansEndpoints as endpoints } from '@vitrina/contract/endpoints/guardians';
import type { GuardianLink, GuardianRequest, SelfGuardian } from '@vitrina/contract/guardians';
import { call } from '@/lib/api-client.ts';

/** PUT /users/guardian: names or changes a minor's guardian; consent starts over and the guardian is e-mailed. */
export const setGuardian = (body: GuardianRequest): Promise<SelfGuardian> => call(endpoints.setGuardian, { body });

/** POST /users/guardian/resend: the confirmation e-mail again (rate-limited: `too_many_requests`). */
export const resendGuardian = (): Promise<unknown> => call(endpoints.resendGuardian);

/** What a guardian's link is about (404 for an unknown or ended one); no session. */
export const getGuardianLink = (token: string, signal?: AbortSignal): Promise<GuardianLink> =>
  call(endpoints.link, { params: { token }, ...(signal ? { signal } : {}) });

export type GuardianAction = 'confirm' | 'withdraw' | 'close';
/** The two answers that ask first: the e-mail's `?accion=retirar|cerrar` opens on them. */
export type GuardedAction = Exclude<GuardianAction, 'confirm'>;

/** The guardian's answer through the link: each call answers the link as it stands after it. */
export const actOnGuardianLink = (token: string, action: GuardianAction): Promise<GuardianLink> =>
  call(endpoints[action], { params: { token } });
