import http from 'node:http';

export interface FakeFacebookUser {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

/**
 * A stand-in for the Graph API on 127.0.0.1: access tokens are registered by the test with the user they
 * belong to and the app they were issued for. Implements /debug_token and /me like Facebook does.
 */
export interface FakeFacebook {
  url: string;
  /** Registers an access token; `appId` defaults to the app under test. */
  issue(token: string, user: FakeFacebookUser, options?: { appId?: string; valid?: boolean }): void;
  calls: string[];
  close(): Promise<void>;
}

export async function startFakeFacebook(appId: string, appSecret: string): Promise<FakeFacebook> {
  const tokens = new Map<string, { user: FakeFacebookUser; appId: string; valid: boolean }>();
  const calls: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    calls.push(url.pathname);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const oauthError = () =>
      send(400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${appId}|${appSecret}`) return oauthError();
      const entry = tokens.get(url.searchParams.get('input_token') ?? '');
      if (!entry)
        return send(200, { data: { is_valid: false, error: { code: 190, message: 'Malformed access token' } } });
      return send(200, {
        data: {
          app_id: entry.appId,
          type: 'USER',
          is_valid: entry.valid,
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          user_id: entry.user.id,
        },
      });
    }
    if (url.pathname === '/me') {
      const entry = tokens.get(url.searchParams.get('access_token') ?? '');
      if (!entry || !entry.valid) return oauthError();
      const fields = (url.searchParams.get('fields') ?? 'id').split(',');
      return send(
        200,
        Object.fromEntries(
          fields.filter((f) => f in entry.user).map((f) => [f, entry.user[f as keyof FakeFacebookUser]]),
        ),
      );
    }
    return send(404, { error: { message: 'Unknown path' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake Graph API has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    calls,
    issue(token, user, options = {}) {
      tokens.set(token, { user, appId: options.appId ?? appId, valid: options.valid ?? true });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
