import { runnerImport, type Plugin } from 'vite';

const endpointFile = /packages[\\/]contract[\\/]src[\\/]endpoints[\\/][\w-]+\.ts$/;

/**
 * The web calls the contract's endpoints by their method and path only (src/lib/api-client.ts), but an
 * endpoint also holds its zod schemas and OpenAPI texts: bundled as written, every page would download zod
 * and every schema. In the build, each endpoints module becomes its groups of `{ method, path }`, read by
 * running the module itself, so they cannot drift. Types still come from the source.
 */
export function endpointRoutes(): Plugin {
  return {
    name: 'vitrina-endpoint-routes',
    apply: 'build',
    async transform(_code, id) {
      if (!endpointFile.test(id)) return null;
      const { module } = await runnerImport<Record<string, unknown>>(id);
      const exports = Object.entries(module).map(([name, group]) => {
        const routes = Object.fromEntries(
          Object.entries(group as Record<string, unknown>).map(([key, endpoint]) => {
            const { method, path } = (endpoint ?? {}) as { method?: unknown; path?: unknown };
            if (typeof method !== 'string' || typeof path !== 'string')
              throw new Error(`${id}: ${name}.${key} is not an endpoint (no method and path)`);
            return [key, { method, path }];
          }),
        );
        return `export const ${name} = ${JSON.stringify(routes)};`;
      });
      return { code: exports.join('\n'), map: null };
    },
  };
}
