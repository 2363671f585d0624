import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoriesEndpoints } from '@vitrina/contract/endpoints/categories';
import { profilesEndpoints } from '@vitrina/contract/endpoints/profiles';
import { call, configureApiClient, endpointPath } from './api-client.ts';
import { clearToken } from './token-store.ts';

describe('endpointPath', () => {
  it('fills the parameters, encoded, and appends the set query entries in order', () => {
    expect(endpointPath('/users/:profile_url/followers', { profile_url: 'a b/c' }, { page: 2, q: undefined })).toBe(
      '/users/a%20b%2Fc/followers?page=2',
    );
    expect(endpointPath('/posts/feed', undefined, { page: 1, filter: 'agencia' })).toBe(
      '/posts/feed?page=1&filter=agencia',
    );
    expect(endpointPath('/posts', undefined, {})).toBe('/posts');
    // A parameter's constraint in the route (the pop-up's type) is the server's, never part of the address.
    expect(endpointPath(profilesEndpoints.popup.path, { id: 7, type: 'agencia' })).toBe('/users/7/agencia');
  });
});

describe('call', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    clearToken();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ language: 'es' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the endpoint’s method, path and body, and answers its body', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ categoryId: 3, subscribed: true }), { status: 200 }));
    await expect(call(categoriesEndpoints.subscribe, { body: { categoryId: 3 } })).resolves.toEqual({
      categoryId: 3,
      subscribed: true,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/categories/subscribe');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ categoryId: 3 }));
  });

  it('types the request from the contract', () => {
    fetchMock.mockResolvedValue(new Response('[]', { status: 200 }));
    // @ts-expect-error a language the contract does not list
    void call(categoriesEndpoints.list, { params: { lang: 'fr' } });
    // @ts-expect-error the endpoint takes no query
    void call(categoriesEndpoints.subscribe, { body: { categoryId: 1 }, query: { page: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
