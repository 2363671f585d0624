import { Redis } from 'ioredis';

/** An ioredis client whose unawaited commands, rejected when it closes, cannot kill the process; awaited ones fail. */
export class OptionalRedis extends Redis {
  override sendCommand(...args: Parameters<Redis['sendCommand']>): unknown {
    const sent = super.sendCommand(...args);
    if (sent instanceof Promise) sent.catch(() => undefined);
    return sent;
  }
}
