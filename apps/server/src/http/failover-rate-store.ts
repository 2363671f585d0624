import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { BoundedLocalStore } from './rate-limit-store.ts';

type IncrCallback = (error: Error | null, result: { current: number; ttl: number }) => void;

/** One hit on a key: its count in the window and the window's time left (ms), atomically. */
const INCR = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type CountingRedis = Redis & {
  rateLimitHit(key: string, windowMs: number, callback: (error: Error | null, result?: [number, number]) => void): void;
};

/** Where the counters of one process live now; every store of the limiter shares it. */
export class RateCounting {
  private inProcess = false;
  readonly redis: CountingRedis;

  constructor(
    redis: Redis,
    readonly prefix: string,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  ) {
    redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: INCR });
    this.redis = redis as CountingRedis;
    // ioredis reports every failed reconnection: one line when Redis goes away, one when it is back.
    redis.on('error', (error: Error) => this.lost(error));
    redis.on('ready', () => this.regained());
  }

  /** True while Redis is connected (a hit it then fails still counts in process). */
  get usesRedis(): boolean {
    return this.redis.status === 'ready';
  }

  lost(error?: unknown): void {
    if (this.inProcess) return;
    this.inProcess = true;
    this.log.warn(
      { err: error },
      'rate limits: redis unreachable; counting in this process until it is back (each process its own limits)',
    );
  }

  regained(): void {
    if (!this.inProcess) return;
    this.inProcess = false;
    this.log.info('rate limits: redis reachable again; counting in redis');
  }
}

// Counts in Redis while it answers, in this process while it does not; a window may restart, never be skipped.
export class FailoverRateStore {
  constructor(
    private readonly counting: RateCounting,
    private readonly local: BoundedLocalStore,
    private readonly timeWindow = 60_000,
  ) {}

  incr(key: string, callback: IncrCallback): void {
    const { counting, timeWindow } = this;
    if (!counting.usesRedis) {
      this.local.incr(key, callback);
      return;
    }
    counting.redis.rateLimitHit(`${counting.prefix}${key}`, timeWindow, (error, result) => {
      if (error || !result) {
        counting.lost(error);
        this.local.incr(key, callback);
        return;
      }
      counting.regained();
      callback(null, { current: result[0], ttl: result[1] });
    });
  }

  /** One store per rule (the plugin asks for a child per rate limit, with its window). */
  child(routeOptions: object): FailoverRateStore {
    const { timeWindow } = routeOptions as { timeWindow?: unknown };
    const window = typeof timeWindow === 'number' ? timeWindow : this.timeWindow;
    return new FailoverRateStore(this.counting, this.local.child(routeOptions), window);
  }
}
