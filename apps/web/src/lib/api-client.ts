import type { Endpoint, RequestOf, SuccessOf } from '@vitrina/contract/endpoint';
import type { ErrorBody, ErrorCode } from '@vitrina/contract/errors';
import { readToken } from './token-store.ts';

/** A code the API answers, or `network` when no answer came: comparing with a misspelt code fails tsc. */
export type ApiErrorCode = ErrorCode | 'network';
export type ApiErrorBody = Omit<ErrorBody, 'error'> & { error: ApiErrorCode };

/** A failed call: the HTTP status and the server's error body (DESIGN §2). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }

  get code(): ApiErrorCode {
    return this.body.error;
  }
}

let currentLanguage = 'es';
let onUnauthorized: () => void = () => undefined;
/** Asks the person to confirm it is them (the app's step-up dialog); true once renewed, then the call is retried. */
let onStepUp: (() => Promise<boolean>) | null = null;

/** Transport settings the app sets once; the client itself never shows toasts or redirects. */
export function configureApiClient(options: {
  language?: string;
  onUnauthorized?: () => void;
  onStepUp?: (() => Promise<boolean>) | null;
}): void {
  if (options.language) currentLanguage = options.language;
  if (options.onUnauthorized) onUnauthorized = options.onUnauthorized;
  if (options.onStepUp !== undefined) onStepUp = options.onStepUp;
}

/** A sensitive action refused for an old verification (decision 0052): renewed through the app's dialog, or not. */
async function renewedAfter(response: Response): Promise<boolean> {
  if (response.status !== 403 || !onStepUp) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as Partial<ErrorBody> | undefined;
  return body?.error === 'step_up_required' && onStepUp();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * GETs a logged-in page needs first, started by main.tsx while the app's chunks still load (on a phone, a
 * round trip less before the page shows): the first call for the same path and session takes the answer.
 */
const early = new Map<string, Promise<Response>>();
const EARLY_KEPT_MS = 15_000;

export function callEarly(path: string, language: string): Promise<Response> | undefined {
  const token = readToken();
  const key = `${token}\n${path}`;
  if (!token) return undefined;
  if (early.has(key)) return early.get(key);
  const response = fetch(`/api${path}`, {
    headers: { 'Accept-Language': language, Accept: 'application/json', 'x-access-token': token },
  });
  // Unclaimed, a failure is nobody's: the call that claims it sees it.
  response.catch(() => undefined);
  early.set(key, response);
  setTimeout(() => early.delete(key), EARLY_KEPT_MS);
  return response;
}

function claimEarly(token: string | null, path: string): Promise<Response> | undefined {
  const key = `${token}\n${path}`;
  const response = early.get(key);
  early.delete(key);
  return response;
}

/** An error answer's body as an ApiError (a body that is not the API's reads as `internal`). */
const errorOf = (status: number, body: Partial<ErrorBody> = {}) =>
  new ApiError(status, { error: body.error ?? 'internal', message: body.message ?? '', errors: body.errors ?? [] });

/**
 * Sends `/api{path}` with the token and the language: a 401 logs out, and a step-up refusal is renewed through the
 * app's dialog and sent once more. Throws ApiError `network` when nothing answered.
 */
async function send(path: string, options: RequestOptions, accept: string, retried = false): Promise<Response> {
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage, Accept: accept };
  const token = readToken();
  if (token) headers['x-access-token'] = token;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    const started = (options.method ?? 'GET') === 'GET' ? claimEarly(token, path) : undefined;
    response = await (started ??
      fetch(`/api${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, { error: 'network', message: '', errors: [] });
  }
  if (response.status === 401 && token) onUnauthorized();
  return !retried && (await renewedAfter(response)) ? send(path, options, accept, true) : response;
}

/** Calls `/api{path}` (see `send`) and answers its JSON, or throws the error answer as ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) throw errorOf(response.status, data as Partial<ErrorBody>);
  return data as T;
}

/** The parts of a request an endpoint takes (those it has no schema for cannot be sent), and a signal. */
export type CallInput<E extends Endpoint> = {
  [K in keyof RequestOf<E> as RequestOf<E>[K] extends undefined ? never : K]: RequestOf<E>[K];
} & { signal?: AbortSignal };

/**
 * The path of a call: the endpoint's `:name` parameters filled in (a route's `(regex)` constraint dropped),
 * then its query (unset entries left out).
 */
export function endpointPath(path: string, params?: object, query?: object): string {
  const filled = path.replace(/:(\w+)(?:\([^/]*\))?/g, (_match, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown> | undefined)?.[name])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.append(key, String(value));
  const queryString = search.toString();
  return queryString ? `${filled}?${queryString}` : filled;
}

/** Calls a contract endpoint: its method and path, typed request parts and typed answer. */
export function call<E extends Endpoint>(
  endpoint: E,
  ...[input]: Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]
): Promise<SuccessOf<E>> {
  const parts = (input ?? {}) as { params?: object; query?: object; body?: unknown; signal?: AbortSignal };
  return api<SuccessOf<E>>(endpointPath(endpoint.path, parts.params, parts.query), {
    method: endpoint.method,
    ...(parts.body === undefined ? {} : { body: parts.body }),
    ...(parts.signal ? { signal: parts.signal } : {}),
  });
}

/**
 * Downloads `/api{path}` with the session, as `api` calls do (a 401 logs out), and answers the body as bytes:
 * files only their owner may fetch, which a plain link could not send the token with.
 */
export async function apiBlob(path: string, options: Pick<RequestOptions, 'signal'> = {}): Promise<Blob> {
  const response = await send(path, options, '*/*');
  if (!response.ok) throw errorOf(response.status, await response.json().catch(() => undefined));
  return response.blob();
}
