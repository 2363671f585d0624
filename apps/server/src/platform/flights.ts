/** A read under way for a key: when it began among arrivals, the versions it reads at, its identity. */
interface Flight {
  promise: Promise<unknown>;
  started: number;
  versions: unknown;
  token: object;
}

/** One read at a time a key: callers who may share the read under way wait for it instead of reading again. */
export function createFlights<K>() {
  let sequence = 0;
  const running = new Map<K, Flight>();
  const quiet = (flight: Flight) => flight.promise.catch(() => undefined);

  return {
    /** A place among arrivals and reads: a read begun after it saw every write its holder could have seen. */
    arrive: () => ++sequence,

    /** The read under way when `joins` accepts it, else `read` as the one later callers may share. */
    run<T>(
      key: K,
      joins: (flight: { started: number; versions: unknown }) => boolean,
      versions: unknown,
      read: (token: object) => Promise<T>,
    ): Promise<T> {
      const under = running.get(key);
      if (under && joins(under)) return under.promise as Promise<T>;
      const token = {};
      const promise = read(token).finally(() => {
        if (running.get(key)?.token === token) running.delete(key);
      });
      running.set(key, { promise, started: ++sequence, versions, token });
      return promise;
    },

    /** Resolves once the read of `key` under way, if any, is done (failed or not). */
    async settled(key: K): Promise<void> {
      const under = running.get(key);
      if (under) await quiet(under);
    },

    /** Resolves when every read under way now is done. */
    async idle(): Promise<void> {
      await Promise.all([...running.values()].map(quiet));
    },

    /** Stops sharing the read of `key` under way; returns its token. */
    drop(key: K): object | undefined {
      const under = running.get(key);
      running.delete(key);
      return under?.token;
    },

    dropAll(): object[] {
      const tokens = [...running.values()].map((flight) => flight.token);
      running.clear();
      return tokens;
    },
  };
}

export type Flights<K> = ReturnType<typeof createFlights<K>>;
