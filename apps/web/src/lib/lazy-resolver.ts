import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose zod schema (and zod, and the resolver library) load on the first
 * validation, not with the page: a visitor who only looks at a form downloads none of it. The server
 * validates every request anyway; this only spares a round trip for what the client can already tell.
 * `preload` starts the download early (when the form gets focus), so a submission rarely waits for it;
 * its promise settles when the resolver is ready (tests wait for it).
 */
export function lazyResolver<TValues extends FieldValues>(
  loadSchema: () => Promise<unknown>,
): Resolver<TValues> & { preload: () => Promise<void> } {
  let loaded: Promise<Resolver<TValues>> | undefined;
  const load = () =>
    (loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<TValues>,
    ));
  const resolver = (async (values, context, options) => (await load())(values, context, options)) as Resolver<TValues>;
  return Object.assign(resolver, {
    preload: () =>
      load().then(
        () => undefined,
        // A failed download is retried by the next validation.
        () => void (loaded = undefined),
      ),
  });
}
