import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { DomainEvents } from './domain-events.ts';
import { createEventBus } from './event-bus.ts';

const quietLog = () => ({ error: vi.fn() });

describe('event bus', () => {
  it('hands each listener the payload of its own event, typed by the catalogue', async () => {
    const bus = createEventBus(quietLog());
    const seen: Array<DomainEvents['user.image_changed']> = [];
    bus.subscribe('user.image_changed', (payload) => {
      expectTypeOf(payload).toEqualTypeOf<DomainEvents['user.image_changed']>();
      seen.push(payload);
    });
    bus.subscribe('user.confirmed', () => {
      throw new Error('a listener of another event must not run');
    });
    await bus.publish('user.image_changed', { userId: 7, type: 'cover', name: 'cover_ab.jpg' });
    expect(seen).toEqual([{ userId: 7, type: 'cover', name: 'cover_ab.jpg' }]);

    // @ts-expect-error a payload must match its event
    await bus.publish('user.confirmed', { userId: 'seven' });
    // @ts-expect-error only catalogued events exist
    bus.subscribe('user.unknown', () => undefined);
  });

  it('runs listeners one after the other, in the order they subscribed, and waits for them', async () => {
    const bus = createEventBus(quietLog());
    const order: string[] = [];
    bus.subscribe('user.confirmed', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('first (slow)');
    });
    bus.subscribe('user.confirmed', () => void order.push('second'));
    bus.subscribe('user.confirmed', async () => void order.push('third'));
    await bus.publish('user.confirmed', { userId: 1 });
    expect(order).toEqual(['first (slow)', 'second', 'third']);
  });

  it('logs a failing listener and goes on: the publisher never sees the failure', async () => {
    const log = quietLog();
    const bus = createEventBus(log);
    const after = vi.fn();
    bus.subscribe('user.registered', () => {
      throw new Error('boom');
    });
    bus.subscribe('user.registered', async () => Promise.reject(new Error('async boom')));
    bus.subscribe('user.registered', after);
    await expect(bus.publish('user.registered', { userId: 3, via: 'email' })).resolves.toBeUndefined();
    expect(after).toHaveBeenCalledWith({ userId: 3, via: 'email' });
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ event: 'user.registered' });
  });

  it('stops calling a listener once it unsubscribes', async () => {
    const bus = createEventBus(quietLog());
    const listener = vi.fn();
    const unsubscribe = bus.subscribe('user.confirmed', listener);
    await bus.publish('user.confirmed', { userId: 1 });
    unsubscribe();
    await bus.publish('user.confirmed', { userId: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
