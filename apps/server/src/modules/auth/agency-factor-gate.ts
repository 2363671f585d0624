import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint } from '@vitrina/contract/endpoint';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { factorRulesEndpoints } from '@vitrina/contract/endpoints/factor-rules';
import { leavingEndpoints } from '@vitrina/contract/endpoints/leaving';
import { secondFactorsEndpoints } from '@vitrina/contract/endpoints/second-factors';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import { AppError } from '../../http/app-error.ts';
import type { SessionOwners } from '../../sessions/session-owners.ts';
import { isPastGrace } from './factor-standing-rules.ts';

/** What an overdue agency may still do: the account itself, its security settings, leaving, and logging out. */
const OPEN: readonly Endpoint[] = [
  authEndpoints.publicConfig,
  authEndpoints.logout,
  authEndpoints.changePassword,
  authEndpoints.emailState,
  authEndpoints.requestEmailChange,
  authEndpoints.cancelEmailChange,
  usersEndpoints.self,
  usersEndpoints.language,
  ...Object.values(secondFactorsEndpoints),
  ...Object.values(factorRulesEndpoints),
  leavingEndpoints.cancel,
  leavingEndpoints.exportState,
  leavingEndpoints.requestExport,
  leavingEndpoints.exportArchive,
];
const open = new Set(OPEN.map((endpoint) => `${endpoint.method} /api${endpoint.path}`));

export interface AgencyFactorGateDeps {
  /** The sessions' owners (cached): a verified agency's grace start is read with the session, at no cost. */
  owners: SessionOwners;
  hasFactor(userId: number): Promise<boolean>;
  graceMs: number;
  now: () => Date;
}

const isOpen = (request: FastifyRequest) => open.has(`${request.method} ${request.routeOptions.url ?? ''}`);

/**
 * An overdue verified agency gets 403 `agency_factor_overdue` from every call but the open ones and from every socket
 * event (decision 0052); only such an agency costs a query, everyone else passes on the cached session owner.
 */
export function createAgencyFactorGate(deps: AgencyFactorGateDeps) {
  async function admit(userId: number): Promise<void> {
    const owner = await deps.owners.findSessionSubject(userId);
    if (!owner || !isPastGrace(owner.factorGraceFrom, deps.now(), deps.graceMs)) return;
    if (!(await deps.hasFactor(userId))) throw new AppError('agency_factor_overdue');
  }
  return {
    admit,
    /** Every API request of a session but the open calls. */
    register(server: FastifyInstance): void {
      server.addHook('onRequest', async (request) => {
        const session = request.session;
        if (!session || !request.url.startsWith('/api/') || isOpen(request)) return;
        await admit(session.id);
      });
    },
  };
}
