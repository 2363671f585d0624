import { messages, parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { MAX_PREPARED_PER_CONNECTION, MAX_PREPARED_TEXT } from './preparing-client.ts';

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Field = { name: string; type: number };
interface Prepared {
  name: string;
  /** Its parameters' types. */
  types: number[];
  fields: Field[];
}
type Convert = (value: unknown) => unknown;
type Parse = (text: string, type: number) => unknown;

/** What PGlite's own `query` uses and does not declare (0.3): its two locks and its type converters. */
interface PgliteInternals {
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
  serializers: Record<number, Convert>;
  parsers: Record<number, Parse>;
}

const READ = /^\s*select\b/i;

// PGlite parses each answer for its own query's results: a read answered here skips it (decision 0001), once a process.
const SKIP = Symbol.for('vitrina.pglite-parse-skipped');
type ParserProto = typeof protocol.Parser.prototype & { [SKIP]?: { on: boolean; skipped: number } };
const skip = ((protocol.Parser.prototype as ParserProto)[SKIP] ??= skipWhenAsked(protocol.Parser.prototype));

function skipWhenAsked(parser: ParserProto) {
  const state = { on: false, skipped: 0 };
  const parse = parser.parse;
  parser.parse = function (this: unknown, ...args: Parameters<typeof parse>) {
    if (state.on) state.skipped += 1;
    else parse.apply(this, args);
  };
  return state;
}

/** How many chunks of answers PGlite's parser skipped so far (tests). */
export const skippedParses = () => skip.skipped;

function answerOf(client: PGlite, message: Uint8Array): Uint8Array {
  skip.on = true;
  try {
    return client.execProtocolRawSync(message);
  } finally {
    skip.on = false;
  }
}

/** The client of the lists' reads: generic plans, as the lists' pool on PostgreSQL. */
export type ListsClient = Pick<PGlite, 'query' | 'transaction'>;

/** PGlite plans every `query` anew: reads with values are prepared once by name, under the same locks as `query`. */
export function prepareReads(client: PGlite): ListsClient {
  const internals = client as unknown as PgliteInternals;
  const query = client.query.bind(client);
  const named = new Map<string, Prepared>();
  let next = 0;
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  const genericPlans = protocol.serialize.query('set plan_cache_mode = force_generic_plan');
  const autoPlans = protocol.serialize.query('set plan_cache_mode = auto');

  async function prepare(text: string): Promise<Prepared> {
    const name = `r${(next += 1)}`;
    const { parse: parseText, describe, sync } = protocol.serialize;
    // With its sync: a text PostgreSQL refuses leaves nothing pending for the next statement.
    const described = await send(Buffer.concat([parseText({ name, text }), describe({ type: 'S', name }), sync()]));
    const row = described.find((m) => m instanceof messages.RowDescriptionMessage);
    const statement = {
      name,
      types: parse.parseDescribeStatementResults(described),
      fields: (row?.fields ?? []).map((f) => ({ name: f.name, type: f.dataTypeID })),
    };
    named.set(text, statement);
    return statement;
  }

  // One round into PGlite for the plan mode, the run and the sync; its answer is read here, not by PGlite's
  // parser, which decoded and copied every field twice.
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, isList: boolean) {
    const statement = named.get(text) ?? (await prepare(text));
    const { types, fields } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const convert = options?.serializers?.[types[i]!] ?? internals.serializers[types[i]!];
      return String(convert ? convert(value) : value);
    });
    const bind = protocol.serialize.bind({ statement: statement.name, values });
    const round = [bind, protocol.serialize.execute({}), protocol.serialize.sync()];
    const message = Buffer.concat(isList ? [genericPlans, ...round, autoPlans] : round);
    const raw = answerOf(client, message);
    const answer = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    const convert = fields.map((f) => options?.parsers?.[f.type] ?? internals.parsers[f.type] ?? null);
    const rows = readRows(answer, fields, convert, options?.rowMode === 'array');
    return { rows, fields: fields.map((f) => ({ name: f.name, dataTypeID: f.type })), affectedRows: 0 } as Results<T>;
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

/**
 * The rows of one run's answer (text format): data rows are decoded field by field straight from the bytes; an
 * error is read by PGlite's own parser and thrown as its query would throw it.
 */
function readRows(answer: Buffer, fields: Field[], convert: Array<Parse | null>, asArrays: boolean): unknown[] {
  const rows: unknown[] = [];
  for (let at = 0; at < answer.length;) {
    const kind = answer[at]!;
    const end = at + 1 + answer.readInt32BE(at + 1);
    if (kind === DATA_ROW) rows.push(readRow(answer, at + 7, fields, convert, asArrays));
    else if (kind === ERROR) throw errorIn(answer.subarray(at, end));
    at = end;
  }
  return rows;
}

const DATA_ROW = 0x44; // 'D'
const ERROR = 0x45; // 'E'

function readRow(answer: Buffer, at: number, fields: Field[], convert: Array<Parse | null>, asArrays: boolean) {
  const values: unknown[] = [];
  for (let i = 0; i < fields.length; i += 1) {
    const length = answer.readInt32BE(at);
    at += 4;
    if (length < 0) {
      values.push(null);
      continue;
    }
    const text = answer.toString('utf8', at, at + length);
    at += length;
    const parse = convert[i];
    values.push(parse ? parse(text, fields[i]!.type) : text);
  }
  return asArrays ? values : Object.fromEntries(fields.map((f, i) => [f.name, values[i]]));
}

function errorIn(message: Buffer): Error {
  let error: unknown;
  new protocol.Parser().parse(message, (parsed: Message) => (error = parsed));
  return error instanceof Error ? error : new Error('PGlite answered an error it did not describe');
}
