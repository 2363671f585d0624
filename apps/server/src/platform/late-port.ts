/**
 * A port its module declares and app.ts plugs once the module that answers it is built: how a module asks one
 * built after it (which stands on it) a question. Asking before it is plugged is a wiring mistake.
 */
export function latePort<T>(name: string) {
  let plugged: T | undefined;
  return {
    plug(value: T): void {
      if (plugged) throw new Error(`${name} is plugged twice`);
      plugged = value;
    },
    get(): T {
      if (!plugged) throw new Error(`${name} is not plugged (app.ts)`);
      return plugged;
    },
  };
}
