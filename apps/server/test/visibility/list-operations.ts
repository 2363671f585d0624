/**
 * The list operations of the API, read from its OpenAPI document: every GET whose 200 answer is an
 * array, or an object with an array among its properties (a page of rows, a post with its files). A new
 * list is found the day its route is registered; nothing here names one.
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface ListOperation {
  path: string;
  parameters: Parameter[];
}

function resolver(doc: OpenApiDocument) {
  return function resolve(schema: Schema | undefined): Schema | undefined {
    if (!schema?.$ref) return schema;
    return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop() ?? '']);
  };
}

const isArray = (schema: Schema | undefined) =>
  schema?.type === 'array' || (Array.isArray(schema?.type) && schema.type.includes('array'));

export function listOperations(doc: OpenApiDocument): ListOperation[] {
  const resolve = resolver(doc);
  const isList = (input: Schema | undefined): boolean => {
    const schema = resolve(input);
    if (!schema) return false;
    if (isArray(schema)) return true;
    const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
    if (alternatives.some(isList)) return true;
    return Object.values(schema.properties ?? {}).some((property) => isArray(resolve(property)));
  };
  const found: ListOperation[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    const get = operations.get;
    if (!get) continue;
    const schema = get.responses?.['200']?.content?.['application/json']?.schema;
    if (isList(schema)) found.push({ path, parameters: get.parameters ?? [] });
  }
  return found;
}

/** Values a parameter is called with; `undefined` leaves an optional one out. */
export type Fillers = Record<string, string[]>;

/**
 * Every URL to call for an operation: each path parameter from `fillers` (an unfilled one is an error,
 * so a new list cannot be skipped), each enum parameter with each of its values, each optional query
 * parameter with `fillers`' values when there are some, and also left out.
 */
export function urlsOf(operation: ListOperation, fillers: Fillers): string[] {
  let urls: { path: string; query: string[] }[] = [{ path: operation.path, query: [] }];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    const values: (string | undefined)[] = [
      ...(parameter.schema?.enum?.map(String) ?? []),
      ...(fillers[parameter.name] ?? []),
    ];
    const required = parameter.in === 'path' || parameter.required === true;
    if (required && values.length === 0) {
      throw new Error(`${operation.path}: no value to fill the ${parameter.in} parameter "${parameter.name}"`);
    }
    if (!required) values.push(undefined);
    urls = urls.flatMap((url) =>
      values.map((value) => {
        if (value === undefined) return url;
        if (parameter.in === 'path') {
          return { ...url, path: url.path.replace(`{${parameter.name}}`, encodeURIComponent(value)) };
        }
        return { ...url, query: [...url.query, `${parameter.name}=${encodeURIComponent(value)}`] };
      }),
    );
  }
  return urls.map((url) => (url.query.length ? `${url.path}?${url.query.join('&')}` : url.path));
}
