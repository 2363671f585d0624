/** Work a module runs off the request (pushes going out, timelines rebuilt), by name: tests settle on it. */
export interface Background {
  add(name: string, settled: () => Promise<void>): void;
  /** Resolves once the named work (all of it when unnamed) has nothing running or waiting. */
  settled(name?: string): Promise<void>;
  names(): string[];
}

export function createBackground(): Background {
  const work = new Map<string, () => Promise<void>>();
  return {
    add(name, settled) {
      if (work.has(name)) throw new Error(`background work named ${name} is already registered`);
      work.set(name, settled);
    },
    async settled(name) {
      const chosen = name === undefined ? [...work.values()] : [work.get(name)].filter((one) => one !== undefined);
      if (name !== undefined && chosen.length === 0) throw new Error(`no background work is named ${name}`);
      await Promise.all(chosen.map((settled) => settled()));
    },
    names: () => [...work.keys()],
  };
}

// One per app, reached through its server as the caches are: several test apps in one process keep their own.
const registries = new WeakMap<object, Background>();

/** The background work of the app whose server this is. */
export function backgroundOf(server: object): Background {
  let background = registries.get(server);
  if (!background) registries.set(server, (background = createBackground()));
  return background;
}
