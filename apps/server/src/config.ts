import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envSchema } from './config-schema.ts';

// The only reader of process.env: a bad value stops start-up with a message naming the variable.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  webDist: string;
  /** PostgreSQL URL; absent means embedded PGlite under dataDir/db (or in memory when dataDir is null). */
  databaseUrl: string | undefined;
  /** PostgreSQL connections of this process for its units of work (DATABASE_POOL). */
  databasePool: number;
  /** When true, PGlite keeps everything in memory (tests). */
  inMemoryDatabase: boolean;
  redisUrl: string | undefined;
  /** Prefix of this deployment's Redis keys and channels; another deployment on the same Redis needs its own. */
  redisPrefix: string;
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  facebook: { appId: string; appSecret: string; graphUrl: string } | undefined;
  /** How long a login's second step may wait after the password (ms; tests shorten it). */
  challengeMs: number;
  /** How long a verification lasts before a sensitive action asks again (ms; step-up, decision 0052). */
  stepUpWindowMs: number;
  /** How long a verified agency may go without a second factor (ms; tests shorten it). */
  agencyFactorGraceMs: number;
  migrateOnStart: boolean;
  logLevel: string;
  /** `pretty` for a person at a terminal (development's default on a TTY), `json` for machines. */
  logFormat: 'pretty' | 'json';
  /** Whether every request is logged; off by default in development, so what matters stays visible. */
  logRequests: boolean;
  /** Which proxies are believed about the client's address: false, a number of hops, or their networks. */
  trustProxy: false | number | string[];
  rateLimits: boolean;
  /** The bearer token of GET /metrics; without one the endpoint does not exist. */
  metricsToken: string | undefined;
  /** The e-mail while away gathers this long (ms), so a person gets at most one per interval. */
  notificationMailIntervalMs: number;
  /** The weekly e-mail with a person's figures goes out once per this interval (ms; tests shorten it). */
  digestIntervalMs: number;
  /** How often a daily saved search alerts (a weekly one: seven times it). */
  savedSearchAlertIntervalMs: number;
  /** How often the opportunities' closing round runs: deadlines close, ended ones' applicants are told (ms). */
  opportunityRoundIntervalMs: number;
  /** How long a faceted search page is shared by searchers with the same answer (0: never). */
  searchCacheMs: number;
  /** The discovery lists' shared windows (decision 0006). */
  listWindows: { ttlMs: number; size: number };
  /** Home timelines (decision 0005): cap, active window, fan-out batch, the followed count's reuse. */
  timelines: {
    cap: number;
    activeMs: number;
    fanoutBatch: number;
    countMs: number;
    /** Kept feed pages: their bound, and the age their counters may be served at. */
    kept: { bytes: number; countersMs: number };
  };
  /** The bound in bytes of the shared post cache (0: off). */
  postCacheBytes: number;
  /** A request's headers must have arrived this long (ms) after its connection began waiting for them. */
  requestHeadersTimeoutMs: number;
  /** A whole request, headers and body, must have arrived this long (ms) after it began: slow senders are cut (408). */
  requestBodyTimeoutMs: number;
  /** On a stop, requests in flight get this long (ms); those still running then answer 503. */
  shutdownGraceMs: number;
  /** Requests answer 503 while the event loop's mean delay over a second passes this (ms; 0: never). */
  shedLoopDelayMs: number;
  /** Requests answer 503 while one has waited longer than this (ms) for a PostgreSQL connection (0: never). */
  shedPoolWaitMs: number;
  /** How long a cancelled account waits before it is deleted for good (four weeks; tests shorten it). */
  accountDeletionGraceMs: number;
  /** How often the deletion job looks for cancelled accounts whose grace period is over. */
  accountDeletionIntervalMs: number;
  /** Pictures processed at once; each holds a libuv thread, so the default (≤ 2) keeps 2 of 4 free. */
  imageWorkers: number;
  /** Videos transcoded at once by a process (one ffmpeg each, on one thread, at low priority). */
  videoWorkers: number;
  /** The system's ffmpeg and ffprobe when both are given; else the binaries the npm packages ship. */
  ffmpeg: { ffmpeg: string; ffprobe: string } | undefined;
  push: {
    /** The VAPID key pair from the settings; without it, one is generated into DATA_DIR/vapid.json once. */
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    /** Who the push services may contact about this server: `mailto:` the sender of e-mails by default. */
    subject: string;
    /** Push services accepted besides the known ones (over http too): tests' loopback fakes. */
    extraHosts: string[];
  };
}

/** Reads and validates the environment. Throws ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = cleaned[name];
        const shown = value === undefined || /SECRET|PASSWORD|KEY|TOKEN/.test(name) ? '' : ` (got "${value}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  const base: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? 'apps/web/dist'),
    databaseUrl: e.DATABASE_URL,
    databasePool: e.DATABASE_POOL,
    inMemoryDatabase: false,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET ?? '',
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET, graphUrl: e.FACEBOOK_GRAPH_URL }
        : undefined,
    challengeMs: Math.round(e.CHALLENGE_SECONDS * 1000),
    stepUpWindowMs: Math.round(e.STEP_UP_WINDOW * 1000),
    agencyFactorGraceMs: Math.round(e.AGENCY_FACTOR_GRACE * 1000),
    migrateOnStart: e.MIGRATE_ON_START,
    notificationMailIntervalMs: Math.round(e.NOTIFICATION_MAIL_INTERVAL * 1000),
    digestIntervalMs: Math.round(e.DIGEST_INTERVAL * 1000),
    savedSearchAlertIntervalMs: Math.round(e.SAVED_SEARCH_ALERT_INTERVAL * 1000),
    opportunityRoundIntervalMs: Math.round(e.OPPORTUNITY_ROUND_INTERVAL * 1000),
    searchCacheMs: Math.round(e.SEARCH_CACHE_SECONDS * 1000),
    listWindows: { ttlMs: Math.round(e.LIST_WINDOW_SECONDS * 1000), size: e.LIST_WINDOW_SIZE },
    timelines: {
      cap: e.TIMELINE_CAP,
      activeMs: Math.round(e.TIMELINE_ACTIVE_DAYS * 86_400_000),
      fanoutBatch: e.TIMELINE_FANOUT_BATCH,
      countMs: Math.round(e.TIMELINE_COUNT_SECONDS * 1000),
      kept: { bytes: Math.round(e.TIMELINE_PAGES_MB * 1_048_576), countersMs: e.TIMELINE_COUNTERS_MS },
    },
    postCacheBytes: Math.round(e.POST_CACHE_MB * 1_048_576),
    requestHeadersTimeoutMs: Math.round(e.REQUEST_HEADERS_TIMEOUT * 1000),
    requestBodyTimeoutMs: Math.round(e.REQUEST_BODY_TIMEOUT * 1000),
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE * 1000),
    // Production only by default: tests and a laptop's processes share loaded cores, where every loop runs late.
    shedLoopDelayMs: e.SHED_LOOP_DELAY ?? (e.NODE_ENV === 'production' ? 250 : 0),
    shedPoolWaitMs: e.SHED_POOL_WAIT ?? (e.NODE_ENV === 'production' ? 250 : 0),
    accountDeletionGraceMs: Math.round(e.ACCOUNT_DELETION_GRACE * 1000),
    accountDeletionIntervalMs: Math.round(e.ACCOUNT_DELETION_INTERVAL * 1000),
    imageWorkers: e.IMAGE_WORKERS ?? Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2))),
    videoWorkers: e.VIDEO_WORKERS,
    ffmpeg: e.FFMPEG_PATH && e.FFPROBE_PATH ? { ffmpeg: e.FFMPEG_PATH, ffprobe: e.FFPROBE_PATH } : undefined,
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${senderAddress(e.MAIL_FROM)}`,
      extraHosts: e.PUSH_EXTRA_HOSTS,
    },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' && process.stdout.isTTY ? 'pretty' : 'json'),
    logRequests: e.LOG_REQUESTS ?? e.NODE_ENV !== 'development',
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS,
    metricsToken: e.METRICS_TOKEN,
  };
  const config = { ...base, ...overrides };
  if (!config.jwtSecret) config.jwtSecret = readOrCreateSecret(config.dataDir);
  return config;
}

/** The bare address of a sender (`Vitrina <no-reply@vitrina.local>` → `no-reply@vitrina.local`). */
function senderAddress(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}

/** DESIGN §1: without JWT_SECRET, a secret is generated once into DATA_DIR/secret and reused. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
