import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One operation of the API as data: the server's route and the web's call are both derived from it. */
export interface Endpoint {
  method: HttpMethod;
  /** The path under /api, with Fastify's `:name` parameters. */
  path: string;
  tags: readonly string[];
  summary: string;
  description?: string;
  /** Behind a session: the route plugin checks it once, and the document names the token. */
  auth: boolean;
  /** Left out of the public OpenAPI document (moderation: the tool's existence is not advertised). */
  hidden?: boolean;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The answers that are not the one error body, by status. */
  responses: Readonly<Record<number, z.ZodType>>;
  /** The statuses that answer the one error body (errors.ts). */
  errors: readonly number[];
  /** A sensitive action: 403 `step_up_required` when the session's last verification is too old (decision 0052). */
  stepUp?: boolean;
}

/** Keeps an endpoint's literal types (method, path, schemas) for the server's and the web's inference. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** What a call answers on success, as the web reads it (204 answers nothing). */
export type SuccessOf<E extends Endpoint> = {
  [S in keyof E['responses'] & SuccessStatus]: S extends 204 ? void : z.output<E['responses'][S]>;
}[keyof E['responses'] & SuccessStatus];

/** What a handler may return on success (the serializer's input). */
export type HandlerResultOf<E extends Endpoint> = {
  [S in keyof E['responses'] & SuccessStatus]: z.input<E['responses'][S]>;
}[keyof E['responses'] & SuccessStatus];

type Part<E, K extends 'params' | 'querystring' | 'body', Side extends 'in' | 'out'> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? Side extends 'in'
    ? z.input<S>
    : z.output<S>
  : undefined;

/** The request as a client sends it (before the server's parsing: defaults and coercions pending). */
export interface RequestOf<E extends Endpoint> {
  params: Part<E, 'params', 'in'>;
  query: Part<E, 'querystring', 'in'>;
  body: Part<E, 'body', 'in'>;
}

/** The request as a handler reads it (after the server's parsing). */
export interface ParsedRequestOf<E extends Endpoint> {
  params: Part<E, 'params', 'out'>;
  query: Part<E, 'querystring', 'out'>;
  body: Part<E, 'body', 'out'>;
}
