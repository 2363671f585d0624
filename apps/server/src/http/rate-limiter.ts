import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keptCaches } from '../platform/kept-registry.ts';
import { OptionalRedis } from '../platform/optional-redis.ts';
import { isEmailAddress, MAX_EMAIL_LENGTH, normalizeEmail } from '@vitrina/contract/account-rules';
import { AppError } from './app-error.ts';
import { FailoverRateStore, RateCounting } from './failover-rate-store.ts';
import { BoundedLocalStore } from './rate-limit-store.ts';

// Abuse limits (DESIGN §3) per IP and per target, in process or in Redis (in process while it is away).
export interface RateRule {
  /** Unique name: counters of different rules never mix. */
  name: string;
  max: number;
  windowMs: number;
}

export interface KeyedRule extends RateRule {
  /** The counter's key for this request (an IP, a normalised address, a user id); null skips the rule. */
  key(request: FastifyRequest): string | null;
}

export interface RateLimiter {
  /** A preHandler that counts one hit on every rule and answers 429 `too_many_requests` when one is over. */
  guard(rules: KeyedRule[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Counts one hit of `key` on `rule`; throws the 429 AppError when over (for keys a route cannot see up front). */
  hit(request: FastifyRequest, reply: FastifyReply, rule: RateRule, key: string): Promise<void>;
  /** Counts a hit outside HTTP (a socket event) on the same store, so a rule spends one budget on both paths. */
  consume(rule: RateRule, key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  /** Whether Redis takes the counters now; null without REDIS_URL (or with limits off). */
  redisReachable: (() => boolean) | null;
}

export interface RateLimiterOptions {
  enabled: boolean;
  redisUrl: string | undefined;
  /** The deployment's Redis prefix (config REDIS_PREFIX): counters are shared by its processes only. */
  redisPrefix: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The limits of this product, in one place. */
export const rateRules = {
  loginPerIp: { name: 'login-ip', max: 30, windowMs: 15 * MINUTE },
  loginPerAddress: { name: 'login-address', max: 10, windowMs: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', max: 10, windowMs: HOUR },
  registerPerAddress: { name: 'register-address', max: 5, windowMs: HOUR },
  existsPerIp: { name: 'exists-ip', max: 60, windowMs: 10 * MINUTE },
  existsPerAddress: { name: 'exists-address', max: 20, windowMs: 10 * MINUTE },
  resendPerIp: { name: 'resend-ip', max: 10, windowMs: HOUR },
  resendPerAccount: { name: 'resend-account', max: 3, windowMs: HOUR },
  resendPerAddress: { name: 'resend-address', max: 3, windowMs: HOUR },
  recoverPerIp: { name: 'recover-ip', max: 10, windowMs: HOUR },
  recoverPerAddress: { name: 'recover-address', max: 3, windowMs: HOUR },
  linkPerIp: { name: 'link-ip', max: 30, windowMs: 15 * MINUTE },
  invitePerIp: { name: 'invite-ip', max: 10, windowMs: HOUR },
  invitePerUser: { name: 'invite-user', max: 5, windowMs: HOUR },
  invitePerRecipient: { name: 'invite-recipient', max: 2, windowMs: 24 * HOUR },
  passwordPerUser: { name: 'password-user', max: 10, windowMs: 15 * MINUTE },
  // E-mail change requests: guessing the password, or flooding two inboxes.
  emailChangePerUser: { name: 'email-change-user', max: 5, windowMs: 15 * MINUTE },
  facebookPerIp: { name: 'facebook-ip', max: 30, windowMs: 15 * MINUTE },
  // Second factors' codes: every answer counts, so a guess past the limit never reaches the check.
  codePerAccount: { name: 'code-account', max: 10, windowMs: 15 * MINUTE },
  codePerIp: { name: 'code-ip', max: 20, windowMs: 15 * MINUTE },
  totpStartPerUser: { name: 'totp-start-user', max: 10, windowMs: 15 * MINUTE },
  // Passkeys: each options call stores a challenge; a sign-in's answer is checked per address.
  passkeyOptionsPerIp: { name: 'passkey-options-ip', max: 60, windowMs: 15 * MINUTE },
  passkeySignInPerIp: { name: 'passkey-sign-in-ip', max: 30, windowMs: 15 * MINUTE },
  passkeyRegisterPerUser: { name: 'passkey-register-user', max: 20, windowMs: 15 * MINUTE },
  // Content: generous for a person, a wall for a script.
  postPerUser: { name: 'post-user', max: 30, windowMs: 10 * MINUTE },
  commentPerUser: { name: 'comment-user', max: 60, windowMs: 10 * MINUTE },
  likePerUser: { name: 'like-user', max: 300, windowMs: 10 * MINUTE },
  followPerUser: { name: 'follow-user', max: 200, windowMs: 10 * MINUTE },
  reportPerUser: { name: 'report-user', max: 30, windowMs: HOUR },
  // Drawing a QR code costs a few milliseconds of CPU: plenty for sharing, not for a loop.
  qrPerUser: { name: 'qr-user', max: 60, windowMs: 10 * MINUTE },
  // A comp card reads photos and draws a PDF (tens of milliseconds): a talent's own and a shared link's readers.
  compCardPerUser: { name: 'comp-card-user', max: 30, windowMs: 10 * MINUTE },
  compCardPerIp: { name: 'comp-card-ip', max: 60, windowMs: 10 * MINUTE },
  // A shared profile's card image is drawn on the server: link previews fetch a few, a loop is stopped.
  cardPerIp: { name: 'card-ip', max: 60, windowMs: 10 * MINUTE },
  // Agencies' shortlists: one click per talent added, and the exports drawn on the server.
  shortlistWritePerUser: { name: 'shortlist-user', max: 300, windowMs: 10 * MINUTE },
  shortlistExportPerUser: { name: 'shortlist-export-user', max: 30, windowMs: 10 * MINUTE },
  // Saved searches: a save runs the search once; the e-mail's link is tried by address.
  savedSearchWritePerUser: { name: 'saved-search-user', max: 60, windowMs: 10 * MINUTE },
  savedSearchUnsubscribePerIp: { name: 'saved-search-unsubscribe-ip', max: 30, windowMs: 10 * MINUTE },
  // Opportunities: an agency's drafts, edits and state changes; invites, each of which tells a talent.
  opportunityWritePerUser: { name: 'opportunity-user', max: 120, windowMs: 10 * MINUTE },
  opportunityInvitePerUser: { name: 'opportunity-invite-user', max: 200, windowMs: HOUR },
  // Uploads (either aws-url): a day's photo session passes; more would only queue pixel work for others.
  uploadPerUser: { name: 'upload-user', max: 60, windowMs: HOUR },
  // Turning push on: a browser subscribes once per session; a loop would only churn rows.
  pushSubscribePerUser: { name: 'push-subscribe-user', max: 20, windowMs: HOUR },
  // Messages: a lively chat stays well under it; over it the sender is told (the socket's acknowledgement).
  messagePerUser: { name: 'message-user', max: 60, windowMs: MINUTE },
  // Views: browsing a photo album by arrow keys sends one a second at most; a loop is stopped.
  viewPerUser: { name: 'view-user', max: 300, windowMs: 10 * MINUTE },
  /** Scouting: saving one's sheet, and the faceted search (each change of a filter is a call). */
  attributesPerUser: { name: 'attributes-user', max: 60, windowMs: 10 * MINUTE },
  scoutingSearchPerUser: { name: 'scouting-search-user', max: 600, windowMs: 10 * MINUTE },
  // A minor's guardian: each naming or resend e-mails someone; their links are tried by address.
  guardianMailPerUser: { name: 'guardian-mail-user', max: 5, windowMs: HOUR },
  guardianMailPerRecipient: { name: 'guardian-mail-recipient', max: 5, windowMs: 24 * HOUR },
  guardianLinkPerIp: { name: 'guardian-link-ip', max: 30, windowMs: 15 * MINUTE },
  // The API document and its UI's files: a reader loads a few a minute; a loop of them would load the process.
  docsPerIp: { name: 'docs-ip', max: 30, windowMs: MINUTE },
} as const satisfies Record<string, RateRule>;

/** A well-formed address, normalised, or null (the per-IP rules still count); never raw input. */
export function addressKey(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_EMAIL_LENGTH + 64) return null;
  const email = normalizeEmail(value);
  return email.length <= MAX_EMAIL_LENGTH && isEmailAddress(email) ? email : null;
}

/** The key of a per-account rule: a positive integer id, or null. */
export function idKey(value: unknown): string | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? String(value) : null;
}

/** The key of a per-IP rule: the client's address (behind TRUST_PROXY, the forwarded one). */
export const byIp = (request: FastifyRequest) => request.ip;

/** Read from the raw body: limits run before validation, so refused attempts count too. */
export const byBodyEmail = (request: FastifyRequest) =>
  addressKey((request.body as { email?: unknown } | undefined)?.email);

const limitKey = Symbol('rate-limit-key');
type KeyedRequest = FastifyRequest & { [limitKey]: string };

export async function registerRateLimiter(app: FastifyInstance, options: RateLimiterOptions): Promise<RateLimiter> {
  if (!options.enabled) {
    return {
      guard: () => async () => undefined,
      hit: async () => undefined,
      consume: async () => ({ allowed: true, retryAfterSeconds: 0 }),
      redisReachable: null,
    };
  }
  let counting: RateCounting | undefined;
  if (options.redisUrl) {
    // Fail fast rather than queue or wait: with Redis away a hit counts in process at once (logged once).
    const redis = new OptionalRedis(options.redisUrl, {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      connectTimeout: 2000,
      commandTimeout: 1000,
    });
    counting = new RateCounting(redis, `${options.redisPrefix}-rl:`, app.log);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  // The plugin builds the store with `new`, once: it is listed with the process caches (`/metrics`) by its name.
  const Store = class extends BoundedLocalStore {
    constructor(params: { cache?: number }) {
      super({
        ...params,
        onCreate: (store) => keptCaches(app).add({ name: 'rate-limits', stats: () => store.stats() }),
      });
    }
  };
  // With Redis, the same bounded store counts while Redis is unreachable.
  const failover = (shared: RateCounting) =>
    class extends FailoverRateStore {
      constructor(params: { cache?: number }) {
        super(shared, new Store(params));
      }
    };
  await app.register(rateLimit, { global: false, cache: 10_000, store: counting ? failover(counting) : Store });

  const checkers = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
  function checker(rule: RateRule) {
    let check = checkers.get(rule.name);
    if (!check) {
      check = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${rule.name}:${(request as KeyedRequest)[limitKey]}`,
      });
      checkers.set(rule.name, check);
    }
    return check;
  }

  /** A digest, never the value: keys stay short whatever a client sends, and hold no address in clear. */
  const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

  async function hit(request: FastifyRequest, reply: FastifyReply, rule: RateRule, key: string): Promise<void> {
    // The request itself is the prototype, so the plugin still sees its route options.
    const keyed = Object.create(request) as KeyedRequest;
    keyed[limitKey] = digest(key);
    const result = await checker(rule)(keyed);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      request.log.info({ rule: rule.name }, 'rate limit reached');
      throw new AppError('too_many_requests');
    }
  }

  async function consume(rule: RateRule, key: string) {
    // The plugin reads only the route options' group and the key from a request; a bare stand-in does.
    const keyed = { routeOptions: { config: {} }, [limitKey]: digest(key) } as unknown as FastifyRequest;
    const result = await checker(rule)(keyed);
    if (result.isAllowed || !result.isExceeded) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: result.ttlInSeconds };
  }

  return {
    hit,
    consume,
    redisReachable: counting ? () => counting.usesRedis : null,
    guard(rules) {
      return async (request, reply) => {
        for (const rule of rules) {
          const key = rule.key(request);
          if (key !== null) await hit(request, reply, rule, key);
        }
      };
    },
  };
}
