import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { OptionalRedis } from '../../platform/optional-redis.ts';
import { BUILD_MS, type TimelineSettings, type TimelineStore } from './timeline-store.ts';

// Each script keeps a timeline's two keys consistent in one step: `<prefix><id>` (a sorted set of post ids,
// scored by id) and `<prefix><id>:s` (its state). The state always has a TTL; the set gets the state's.
const READ = `
local state = redis.call('get', KEYS[2])
if not state or string.sub(state, 1, 6) ~= 'ready:' then return false end
redis.call('pexpire', KEYS[2], ARGV[3])
redis.call('pexpire', KEYS[1], ARGV[3])
local ids = redis.call('zrevrangebyscore', KEYS[1], ARGV[1], '-inf', 'LIMIT', 0, ARGV[2])
return { state, redis.call('zcard', KEYS[1]), #ids, '{' .. table.concat(ids, ',') .. '}', ids[1] or '0', ids[#ids] or '0' }`;

const BEGIN = `
local state = redis.call('get', KEYS[2])
if state and not (ARGV[1] ~= '' and state == 'ready:' .. ARGV[1]) then return 0 end
redis.call('del', KEYS[1])
redis.call('set', KEYS[2], 'building:' .. ARGV[2], 'PX', ARGV[3])
return 1`;

const FINISH = `
if redis.call('get', KEYS[2]) ~= 'building:' .. ARGV[1] then return 0 end
for i = 5, #ARGV do redis.call('zadd', KEYS[1], ARGV[i], ARGV[i]) end
redis.call('zremrangebyrank', KEYS[1], 0, -(tonumber(ARGV[4]) + 1))
redis.call('set', KEYS[2], 'ready:' .. ARGV[2], 'PX', ARGV[3])
redis.call('pexpire', KEYS[1], ARGV[3])
return 1`;

const DELIVER = `
local cap = tonumber(ARGV[3])
for i = 4, #ARGV do
  local ttl = redis.call('pttl', ARGV[1] .. ARGV[i] .. ':s')
  if ttl > 0 then
    local key = ARGV[1] .. ARGV[i]
    redis.call('zadd', key, ARGV[2], ARGV[2])
    redis.call('zremrangebyrank', key, 0, -(cap + 1))
    if redis.call('pttl', key) < 0 then redis.call('pexpire', key, ttl) end
  end
end
return 1`;

type TimelineRedis = Redis & {
  timelineRead(zset: string, state: string, max: string, count: number, activeMs: number): Promise<unknown>;
  timelineBegin(zset: string, state: string, stale: string, token: string, buildMs: number): Promise<number>;
  timelineFinish(zset: string, state: string, ...args: Array<string | number>): Promise<number>;
  timelineDeliver(...args: Array<string | number>): Promise<number>;
};

/**
 * Home timelines in Redis, shared by every process of the deployment. Commands fail fast while Redis is
 * away (no queue): the feed then answers from the database, and the fan-out waits in its table.
 */
export function createRedisTimelineStore(
  options: { url: string; prefix: string; log: FastifyBaseLogger },
  settings: TimelineSettings,
): TimelineStore & { close(): void; isReachable(): boolean } {
  const redis = new OptionalRedis(options.url, {
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    commandTimeout: 1000,
  }) as TimelineRedis;
  let isLost = false;
  redis.on('error', (error: Error) => {
    if (!isLost) options.log.warn({ err: error }, 'home timelines: Redis unreachable, feeds read the database');
    isLost = true;
  });
  redis.on('ready', () => {
    isLost = false;
  });
  redis.defineCommand('timelineRead', { numberOfKeys: 2, lua: READ });
  redis.defineCommand('timelineBegin', { numberOfKeys: 2, lua: BEGIN });
  redis.defineCommand('timelineFinish', { numberOfKeys: 2, lua: FINISH });
  redis.defineCommand('timelineDeliver', { numberOfKeys: 0, lua: DELIVER });
  const prefix = `${options.prefix}-tl:`;
  const keys = (viewerId: number) => [`${prefix}${viewerId}`, `${prefix}${viewerId}:s`] as const;

  return {
    async read(viewerId, before, count) {
      const [zset, state] = keys(viewerId);
      const answer = await redis.timelineRead(
        zset,
        state,
        before === undefined ? '+inf' : `(${before}`,
        count,
        settings.activeMs,
      );
      if (!answer) return null;
      const [ready, size, length, literal, newest, oldest] = answer as [string, number, number, string, string, string];
      const ids = { length, literal, newest: Number(newest), oldest: Number(oldest) };
      return { fingerprint: ready.slice('ready:'.length), ids, isWhole: size < settings.cap };
    },

    async begin(viewerId, token, stale) {
      const [zset, state] = keys(viewerId);
      return (await redis.timelineBegin(zset, state, stale ?? '', token, BUILD_MS)) === 1;
    },

    async finish(viewerId, token, fingerprint, ids) {
      const [zset, state] = keys(viewerId);
      await redis.timelineFinish(zset, state, token, fingerprint, settings.activeMs, settings.cap, ...ids);
    },

    async deliver(postId, viewerIds) {
      if (viewerIds.length === 0) return;
      await redis.timelineDeliver(prefix, postId, settings.cap, ...viewerIds);
    },

    stats: () => null,
    isReachable: () => redis.status === 'ready',
    close: () => redis.disconnect(),
  };
}
