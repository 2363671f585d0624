import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents, EventName } from './domain-events.ts';

export type Listener<K extends EventName> = (payload: DomainEvents[K]) => void | Promise<void>;

export interface EventBus {
  /** Adds a listener (app.ts subscribes them at start-up); returns a function that removes it. */
  subscribe<K extends EventName>(name: K, listener: Listener<K>): () => void;
  /** Runs the event's listeners in order; one that fails is logged and skipped, never failing the request. */
  publish<K extends EventName>(name: K, payload: DomainEvents[K]): Promise<void>;
}

/** The typed in-process bus of domain events (docs/decisions/0004-event-bus.md). */
export function createEventBus(log: Pick<FastifyBaseLogger, 'error'>): EventBus {
  const listeners = new Map<EventName, Array<Listener<never>>>();

  return {
    subscribe(name, listener) {
      const list = listeners.get(name) ?? [];
      list.push(listener as Listener<never>);
      listeners.set(name, list);
      return () => {
        const index = list.indexOf(listener as Listener<never>);
        if (index >= 0) list.splice(index, 1);
      };
    },

    async publish(name, payload) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          await (listener as Listener<typeof name>)(payload);
        } catch (error) {
          log.error({ err: error, event: name }, 'an event listener failed');
        }
      }
    },
  };
}
