import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { MAX_PREPARED_PER_CONNECTION, MAX_PREPARED_TEXT } from './preparing-client.ts';

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Convert = (value: unknown) => unknown;

/** What PGlite's own `query` uses and does not declare (0.3): its two locks and its type converters. */
interface PgliteInternals {
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
  serializers: Record<number, Convert>;
  parsers: Record<number, Convert>;
}

const READ = /^\s*select\b/i;

/** The client of the lists' reads: generic plans, as the lists' pool on PostgreSQL (decision 0032). */
export type ListsClient = Pick<PGlite, 'query' | 'transaction'>;

/**
 * PGlite's `query` parses and plans every statement anew, in the app's own thread; a page statement's plan cost
 * more than its run. Reads with values are prepared once under a name and then only bound and run, as on
 * PostgreSQL (decision 0033); the same locks as `query`, so nothing runs inside another's transaction.
 */
export function prepareReads(client: PGlite): ListsClient {
  const internals = client as unknown as PgliteInternals;
  const query = client.query.bind(client);
  const named = new Map<string, { name: string; types: number[] }>();
  let next = 0;
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  const planMode = (mode: string) => send(protocol.serialize.query(`set plan_cache_mode = ${mode}`));

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, generic: boolean) {
    const messages: Message[] = [];
    if (generic) await planMode('force_generic_plan');
    try {
      let statement = named.get(text);
      if (!statement) {
        const name = `r${(next += 1)}`;
        await send(protocol.serialize.parse({ name, text }));
        const described = await send(protocol.serialize.describe({ type: 'S', name }));
        statement = { name, types: parse.parseDescribeStatementResults(described) };
        named.set(text, statement);
      }
      const { types } = statement;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const convert = options?.serializers?.[types[i]!] ?? internals.serializers[types[i]!];
        return String(convert ? convert(value) : value);
      });
      messages.push(...(await send(protocol.serialize.bind({ statement: statement.name, values }))));
      messages.push(...(await send(protocol.serialize.describe({ type: 'P' }))));
      messages.push(...(await send(protocol.serialize.execute({}))));
    } finally {
      messages.push(...(await send(protocol.serialize.sync())));
      if (generic) await planMode('auto');
    }
    return parse.parseResults(messages, internals.parsers, options)[0] as Results<T>;
  }

  const reads =
    (generic: boolean) =>
    <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
      const prepares =
        params?.length &&
        text.length <= MAX_PREPARED_TEXT &&
        READ.test(text) &&
        (named.has(text) || named.size < MAX_PREPARED_PER_CONNECTION);
      if (!prepares) return query<T>(text, params, options);
      return internals._runExclusiveTransaction(() =>
        internals._runExclusiveQuery(() => run<T>(text, params, options, generic)),
      );
    };
  client.query = reads(false) as PGlite['query'];
  return { query: reads(true) as PGlite['query'], transaction: client.transaction.bind(client) };
}
