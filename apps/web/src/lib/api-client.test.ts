import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, callEarly, configureApiClient } from './api-client.ts';
import { clearToken, readToken, writeToken } from './token-store.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    clearToken();
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ language: 'es', onUnauthorized });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the token and the language on every call, and JSON bodies', async () => {
    writeToken('abc.def.ghi', true);
    configureApiClient({ language: 'en' });
    fetchMock.mockImplementation(async () => jsonResponse(200, { ok: true }));
    await expect(api('/users/self')).resolves.toEqual({ ok: true });
    await api('/users/language', { method: 'PUT', body: { langCode: 'en' } });

    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/users/language');
    const headers = init?.headers as Record<string, string>;
    expect(headers['x-access-token']).toBe('abc.def.ghi');
    expect(headers['Accept-Language']).toBe('en');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"langCode":"en"}');
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>)['x-access-token']).toBe('abc.def.ghi');
  });

  it('asks for a step-up on step_up_required, then retries the call once; a refusal stays an error', async () => {
    const onStepUp = vi.fn(async () => true);
    configureApiClient({ onStepUp });
    const refused = () => jsonResponse(403, { error: 'step_up_required', message: 'Confirma', errors: [] });
    fetchMock.mockResolvedValueOnce(refused()).mockResolvedValueOnce(jsonResponse(200, { token: 't' }));
    await expect(api('/users/password', { method: 'PUT', body: {} })).resolves.toEqual({ token: 't' });
    expect(onStepUp).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    onStepUp.mockResolvedValueOnce(false);
    fetchMock.mockResolvedValueOnce(refused());
    await expect(api('/users/password', { method: 'PUT', body: {} })).rejects.toMatchObject({
      code: 'step_up_required',
    });
    // Another 403 is not a step-up.
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { error: 'forbidden', message: '', errors: [] }));
    await expect(api('/users/x')).rejects.toMatchObject({ code: 'forbidden' });
    expect(onStepUp).toHaveBeenCalledTimes(2);
    configureApiClient({ onStepUp: null });
  });

  it('sends no token header when logged out', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await api('/health');
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>)['x-access-token']).toBeUndefined();
  });

  it('throws ApiError with the server body, and logs out on a 401 without redirecting itself', async () => {
    writeToken('stale', false);
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'session_expired', message: 'caducada', errors: [] }));
    const error = await api('/users/self').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).code).toBe('session_expired');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not log out on other errors', async () => {
    writeToken('fine', false);
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: 'validation',
        message: 'x',
        errors: [{ field: 'email', code: 'required', message: 'y' }],
      }),
    );
    const error = (await api('/users', { method: 'PUT', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.body.errors).toEqual([{ field: 'email', code: 'required', message: 'y' }]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('hands a GET started early to the first call for the same path and session, once', async () => {
    writeToken('early.token', true);
    fetchMock.mockImplementation(async () => jsonResponse(200, { n: fetchMock.mock.calls.length }));
    callEarly('/posts/feed?page=1', 'en');
    callEarly('/posts/feed?page=1', 'en');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>)['x-access-token']).toBe('early.token');

    await expect(api('/posts/feed?page=1')).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Claimed: the next call asks again; another path never takes it.
    await expect(api('/posts/feed?page=1')).resolves.toEqual({ n: 2 });
    await api('/users/self');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('starts nothing early without a session, and never answers another session with it', async () => {
    callEarly('/users/self', 'es');
    expect(fetchMock).not.toHaveBeenCalled();
    writeToken('first.token', true);
    fetchMock.mockImplementation(async () => jsonResponse(200, { who: readToken() }));
    callEarly('/users/self', 'es');
    writeToken('second.token', true);
    await expect(api('/users/self')).resolves.toEqual({ who: 'second.token' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('token store', () => {
  beforeEach(() => clearToken());

  it('keeps a remembered token in localStorage and an unremembered one in a browser-session cookie, under the key token', () => {
    writeToken('remembered', true);
    expect(localStorage.getItem('token')).toBe('remembered');
    expect(document.cookie).not.toContain('token=');
    writeToken('browser-session', false);
    expect(document.cookie).toContain('token=browser-session');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(readToken()).toBe('browser-session');
    // Another tab of the browser (its own sessionStorage) reads the same cookie.
    sessionStorage.clear();
    expect(readToken()).toBe('browser-session');
    clearToken();
    expect(document.cookie).not.toContain('token=');
  });

  it('moves a token an older tab kept in sessionStorage into the cookie', () => {
    sessionStorage.setItem('token', 'older-tab');
    expect(readToken()).toBe('older-tab');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(document.cookie).toContain('token=older-tab');
  });

  it('keeps a refreshed token where the current one lives', () => {
    writeToken('first', true);
    writeToken('refreshed');
    expect(localStorage.getItem('token')).toBe('refreshed');
    clearToken();
    expect(readToken()).toBeNull();
  });
});
