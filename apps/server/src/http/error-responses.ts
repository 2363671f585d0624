import { errorBodySchema } from '@vitrina/contract/errors';

/** Response schemas for the error statuses a route can answer (all share the one error body). */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}
