import { Redis } from 'ioredis';

/**
 * An ioredis client whose failed commands never end the process. Redis is never needed to answer (decision
 * 0011), yet libraries send commands without waiting for them (the Socket.IO adapter's subscriptions): queued
 * while Redis is unreachable, they are rejected with "Connection is closed" when the client closes, and an
 * unhandled rejection would kill the process on its way out. A caller that awaits a command still sees it fail.
 */
export class OptionalRedis extends Redis {
  override sendCommand(...args: Parameters<Redis['sendCommand']>): unknown {
    const sent = super.sendCommand(...args);
    if (sent instanceof Promise) sent.catch(() => undefined);
    return sent;
  }
}
