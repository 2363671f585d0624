import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Where a request value holds a NUL character, in a string or a key, at any depth: PostgreSQL refuses it in
 * text and jsonb, so it must never get past validation.
 */
export function nulPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulPaths(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      key.includes('\u0000') ? [[...path, key]] : nulPaths(child, [...path, key]),
    );
  }
  return [];
}

/** Refuses NUL before the part's own schema runs: 400 `validation`, field code `texto_invalido`. */
const nulFree = z.unknown().superRefine((value, ctx) => {
  for (const path of nulPaths(value)) ctx.addIssue({ code: 'custom', path, message: 'texto_invalido' });
});

/**
 * The zod validator of every route's body, query and parameters, behind one rule for every string a request
 * carries (a token, an address, a search), so no field can forget it.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: nulFree.pipe(route.schema) });
