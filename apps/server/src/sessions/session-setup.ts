import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Platform } from '../platform/platform.ts';
import { createRealtime, type Realtime } from '../realtime/realtime-server.ts';
import { createSessionCache } from './session-cache.ts';
import { createSessionOwners, type SessionOwners } from './session-owners.ts';
import { sessionPlugin } from './session-plugin.ts';
import type { SessionStore } from './session-store.ts';
import type { SessionTokens } from './session-tokens.ts';
import type { SessionSubjects } from './token-issuer.ts';

// 30 s bounds how long a lost invalidation could let a revoked session through.
const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_MAX = 50_000;

export interface SessionSetup {
  config: Pick<Config, 'publicUrl' | 'redisUrl' | 'redisPrefix' | 'stepUpWindowMs'>;
  platform: Pick<Platform, 'events' | 'caches'>;
  sessions: { tokens: SessionTokens; store: SessionStore };
  /** The accounts module's port: whose token it is, as of now. */
  subjects: SessionSubjects;
  /** The clock of step-up's window (tests move it); the system's by default. */
  clock?: () => Date;
}

/** Sessions for requests and sockets, their cache cleared on every process when one is revoked. */
export async function registerSessions(
  server: FastifyInstance,
  setup: SessionSetup,
): Promise<{ realtime: Realtime; owners: SessionOwners }> {
  const { config } = setup;
  const { events } = setup.platform;
  const sessionCache = createSessionCache(createSessionOwners(setup.subjects, setup.sessions.store), {
    ttlMs: SESSION_CACHE_TTL_MS,
    max: SESSION_CACHE_MAX,
    registry: setup.platform.caches,
  });
  const sessions = { tokens: setup.sessions.tokens, subjects: sessionCache };
  const stepUp = {
    store: setup.sessions.store,
    windowMs: config.stepUpWindowMs,
    now: setup.clock ?? (() => new Date()),
  };
  await server.register(sessionPlugin, { ...sessions, stepUp });
  const realtime = await createRealtime(server, {
    sessions,
    publicUrl: config.publicUrl,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    onSessionsChanged: (userId) => sessionCache.forget(userId),
  });

  // Once one of these has committed, no process may answer from the session owner it had cached (announced
  // first, so a process hears it before the disconnection below).
  for (const event of ['user.password_changed', 'user.cancelled', 'user.email_restored'] as const)
    events.subscribe(event, ({ userId }) => realtime.sessionsChanged(userId));
  // A password change revokes older sessions, a cancellation all of them, and an undone e-mail change
  // tells of a takeover: their open sockets close at once, on every process.
  for (const event of ['user.password_changed', 'user.cancelled', 'user.email_restored'] as const)
    events.subscribe(event, ({ userId }) => realtime.disconnectUser(userId));
  // Logging out ends one session (or all of them): forgotten everywhere first, then its sockets closed.
  events.subscribe('session.ended', ({ userId, sessionId }) => {
    realtime.sessionsChanged(userId);
    if (sessionId) realtime.disconnectSession(sessionId);
    else realtime.disconnectUser(userId);
  });
  return { realtime, owners: sessionCache };
}
