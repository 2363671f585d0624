import { afterEach, describe, expect, it } from 'vitest';
import { rateRules } from '../../src/http/rate-limiter.ts';
import { realtimeEnv } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';

/**
 * Per-IP limits behind a reverse proxy: the client's address is read from the right of
 * X-Forwarded-For, past the trusted proxies, so a client that writes its own leftmost entries cannot pose as
 * many. The resend rule counts per IP (10 an hour) and per account; each call names another account.
 */
describe(`the client address behind a proxy (${engineName}${testRedisUrl ? ' + redis' : ''})`, () => {
  let app: TestApp | undefined;
  let nextId = 900_000;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const start = async (trustProxy: string) => {
    // With TEST_REDIS_URL the counters live in Redis, under a prefix of this app alone.
    app = await createTestApp({ TRUST_PROXY: trustProxy, ...realtimeEnv() });
    return app;
  };

  /** One resend for another account, through `peer` (the address the socket comes from), with this header. */
  const resend = (server: TestApp, peer: string, forwardedFor: string) =>
    server.server.inject({
      method: 'POST',
      url: '/api/users/resend-validation',
      remoteAddress: peer,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { id: (nextId += 1), lang: 'es' },
    });

  /** Statuses of the per-IP budget plus one, each call rotating the entries the client writes itself. */
  const burst = async (server: TestApp, peer: string, forwarded: (i: number) => string) => {
    const statuses: number[] = [];
    for (let i = 0; i <= rateRules.resendPerIp.max; i += 1)
      statuses.push((await resend(server, peer, forwarded(i))).statusCode);
    return statuses;
  };
  const limited = [...Array<number>(rateRules.resendPerIp.max).fill(204), 429];

  it('with one trusted hop, rotating the first X-Forwarded-For entry still meets the per-IP limit', async () => {
    const server = await start('1');
    // The proxy (10.0.0.1) appends the address it saw; the client wrote what comes before it.
    expect(await burst(server, '10.0.0.1', (i) => `198.18.0.${i}, 203.0.113.7`)).toEqual(limited);
    // Another client behind the same proxy has its own budget.
    expect((await resend(server, '10.0.0.1', '198.18.1.1, 203.0.113.8')).statusCode).toBe(204);
  });

  it('with a list of proxies, the client is the first address from the right that is not one of them', async () => {
    const server = await start('10.0.0.2, 10.1.0.0/16');
    // Two proxies in a row: 10.1.0.5 saw the client, 10.0.0.2 saw 10.1.0.5.
    expect(await burst(server, '10.0.0.2', (i) => `198.18.0.${i}, 203.0.113.9, 10.1.0.5`)).toEqual(limited);
    expect((await resend(server, '10.0.0.2', '198.18.0.1, 203.0.113.10, 10.1.0.5')).statusCode).toBe(204);
    // A peer that is not a listed proxy is the client itself, whatever header it sends.
    expect(await burst(server, '192.0.2.44', (i) => `198.18.2.${i}`)).toEqual(limited);
  });
});
