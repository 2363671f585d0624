import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { OptionalRedis } from '../platform/optional-redis.ts';
import type { Server } from 'socket.io';

export interface RedisAdapterOptions {
  url: string;
  /** The deployment's prefix: processes sharing it deliver to each other's sockets, and only they do. */
  prefix: string;
  log: FastifyBaseLogger;
}

/** How long start-up waits for Redis to confirm the subscriptions before going on without it (logged). */
const READY_TIMEOUT_MS = 5_000;

export interface RedisAdapter {
  /** Whether both connections are up now (the health check reports Redis down otherwise). */
  isReachable(): boolean;
  /** Closes its two connections. */
  close(): Promise<void>;
}

/** Several processes: the Redis adapter publishes room broadcasts, each process delivers to its sockets. */
export async function attachRedisAdapter(io: Server, { url, prefix, log }: RedisAdapterOptions): Promise<RedisAdapter> {
  const publisher = new OptionalRedis(url, { connectTimeout: 2_000 });
  // Subscriptions wait for Redis however long it is away (a subscription dropped after a few retries would
  // leave this process deaf to the others for good); ioredis renews them after every reconnection.
  const subscriber = new OptionalRedis(url, { connectTimeout: 2_000, maxRetriesPerRequest: null });
  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    // ioredis reports every failed reconnection: one line when Redis goes away, one when it is back.
    let reachable = true;
    client.on('error', (error: Error) => {
      if (reachable) log.warn({ err: error, client: name }, 'realtime: redis unreachable; retrying');
      reachable = false;
    });
    client.on('ready', () => {
      if (!reachable) log.info({ client: name }, 'realtime: redis reachable again');
      reachable = true;
    });
  }
  // A broadcast rejected while Redis is away is logged here: unhandled, it would end the process.
  const publish = publisher.publish.bind(publisher);
  publisher.publish = ((...args: Parameters<typeof publish>) => {
    const sent = publish(...args);
    sent.catch((error: unknown) => log.warn({ err: error }, 'realtime: a broadcast could not reach redis'));
    return sent;
  }) as typeof publisher.publish;
  io.adapter(createAdapter(publisher, subscriber, { key: `${prefix}-socket.io` }));

  // The adapter subscribed on `subscriber`; a PING sent after it comes back after those subscriptions are
  // confirmed, so this process hears broadcasts from the moment the app is ready.
  let timer: NodeJS.Timeout | undefined;
  const ready = await Promise.race([
    subscriber.ping().then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS))),
  ]).catch(() => false);
  clearTimeout(timer);
  if (!ready) log.error('realtime: redis did not answer; other processes will not reach this one until it does');

  return {
    isReachable: () => publisher.status === 'ready' && subscriber.status === 'ready',
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
