/** A field's failed rule: the contract's error code as the message, zod's issue type as the type. */
export interface FieldIssue {
  type: string;
  message: string;
}

/** A form's field: a top-level key, or a nested one by its dotted path (`guardian.email`). */
export type FieldPath<TValues> = (keyof TValues & string) | `${keyof TValues & string}.${string}`;

/** The failed rules of a form, one per field (the first the schema found), by field name or dotted path. */
export type FieldIssues<TValues> = Partial<Record<FieldPath<TValues>, FieldIssue>>;

/** The schema's answer: its parsed output when every rule holds, else the failed rules. */
export type Resolution<TValues, TOutput> = { data: TOutput } | { errors: FieldIssues<TValues> };

type Issue = { path: readonly PropertyKey[]; code: string; message: string };

/** What this needs of a zod schema (typed here so that nothing of zod is imported with the page). */
interface Schema<TOutput> {
  safeParse: (
    value: unknown,
  ) => { success: true; data: TOutput } | { success: false; error: { issues: readonly Issue[] } };
}

export interface LazyResolver<TValues, TOutput> {
  (values: TValues): Promise<Resolution<TValues, TOutput>>;
  /** Starts the download (on the form's first focus); settles when the schema is ready (tests wait on it). */
  preload: () => Promise<void>;
}

/**
 * Checks a form's values against a contract schema that (with zod) loads on the first validation, not
 * with the page: a visitor who only looks at a form downloads none of it. The server validates every
 * request anyway; this only spares a round trip for what the client can already tell.
 */
export function lazyResolver<TValues, TOutput = TValues>(
  loadSchema: () => Promise<Schema<TOutput>>,
): LazyResolver<TValues, TOutput> {
  let loaded: Promise<Schema<TOutput>> | undefined;
  const load = () => (loaded ??= loadSchema());
  const resolver = async (values: TValues): Promise<Resolution<TValues, TOutput>> => {
    const result = (await load()).safeParse(values);
    return result.success ? { data: result.data } : { errors: fieldIssues<TValues>(result.error.issues) };
  };
  return Object.assign(resolver, {
    preload: () =>
      load().then(
        () => undefined,
        // A failed download is retried by the next validation.
        () => void (loaded = undefined),
      ),
  });
}

/** Zod's issues by field (a nested one by its dotted path), the first of each kept (one rule per field shown). */
function fieldIssues<TValues>(issues: readonly Issue[]): FieldIssues<TValues> {
  const errors: Record<string, FieldIssue> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return errors as FieldIssues<TValues>;
}
