import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.ts';
import type { SessionOwners } from './session-owners.ts';
import type { SessionClaims, SessionTokens, VerifiedClaims } from './session-tokens.ts';
import { createStepUpGuard, type StepUpCheck } from './step-up-guard.ts';

export interface SessionPluginOptions {
  tokens: SessionTokens;
  /** The owners of sessions (through the session cache), with their ended sessions. */
  subjects: SessionOwners;
  /** When sensitive actions ask for a factor again (decision 0052); without it they always pass (unit apps). */
  stepUp?: StepUpCheck;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of a valid token of a confirmed user, or null. */
    session: SessionClaims | null;
    /** True when a token was sent but opens no session (expired, revoked, unconfirmed). */
    hasStaleToken: boolean;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a valid session. */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler of the contract's `stepUp` endpoints: 403 `step_up_required` past the window. */
    requireStepUp(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** Reads the token from `x-access-token` (or `Authorization: Bearer`), never from a query string or a body. */
export function readRequestToken(request: FastifyRequest): string | null {
  const header = request.headers['x-access-token'];
  if (typeof header === 'string' && header) return header;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || null;
  return null;
}

/** A token opens a session only if signed, unexpired, owner exists and confirmed, version matches, not ended. */
export async function resolveSession(
  token: string | null,
  options: SessionPluginOptions,
): Promise<VerifiedClaims | null> {
  if (!token) return null;
  const claims = await options.tokens.verify(token);
  if (!claims) return null;
  const owner = await options.subjects.findSessionSubject(claims.id);
  if (!owner || !owner.isVerified || owner.tokenVersion !== claims.tv) return null;
  if (owner.endedSessions.includes(claims.sid)) return null;
  // The account type is read with the owner, so a token signed before the type was chosen still acts
  // as what the person is now (rules such as "only talents publish" depend on it).
  return { ...claims, profileType: owner.type };
}

/** The session of a route behind `requireUser` (throws 401 if a route forgot the guard). */
export function sessionOf(request: FastifyRequest): SessionClaims {
  if (!request.session) throw new AppError('unauthorized');
  return request.session;
}

export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, options) => {
    app.decorateRequest('session', null);
    app.decorateRequest('hasStaleToken', false);
    // Read from the headers before the body is parsed, so a route that needs a session answers 401 whatever
    // the body holds (malformed JSON, a wrong shape, a wrong content type).
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = readRequestToken(request);
      request.session = await resolveSession(token, options);
      request.hasStaleToken = Boolean(token) && !request.session;
    });
    // Routes that need a user answer 401, so the client logs out (spec §8); others treat a stale token as none.
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.session) throw new AppError(request.hasStaleToken ? 'session_expired' : 'unauthorized');
    });
    if (options.stepUp) app.decorate('requireStepUp', createStepUpGuard(options.stepUp));
  },
  { name: 'sessions', dependencies: ['request-lang'] },
);

/** Who is acting: the session's user and their account type (read with the session, not from the token). */
export interface Viewer {
  id: number;
  type: SessionClaims['profileType'];
}

/** The viewer of a route behind `requireUser`, as the services take it. */
export function viewerOf(request: FastifyRequest): Viewer {
  const session = sessionOf(request);
  return { id: session.id, type: session.profileType };
}
