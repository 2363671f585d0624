import { AppError } from '../../http/app-error.ts';
import { checkDebugToken, identityFromMe, type FacebookIdentity } from './facebook-rules.ts';

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  graphUrl: string;
}

export interface FacebookGraph {
  /** The verified identity behind an access token; 400 `facebook_token` when Facebook does not vouch for it. */
  verify(accessToken: string): Promise<FacebookIdentity>;
}

const TIMEOUT_MS = 8000;

/** Talks to the Graph API (FACEBOOK_GRAPH_URL; tests point it at a local fake). */
export function createFacebookGraph(config: FacebookConfig, now: () => Date = () => new Date()): FacebookGraph {
  const base = config.graphUrl.replace(/\/+$/, '');

  async function get(path: string, query: Record<string, string>): Promise<unknown> {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
    } catch {
      throw new AppError('unavailable');
    }
    if (response.status >= 500) throw new AppError('unavailable');
    // 4xx: Facebook refuses the token (expired, revoked, malformed).
    if (!response.ok) throw new AppError('facebook_token');
    try {
      return await response.json();
    } catch {
      throw new AppError('facebook_token');
    }
  }

  return {
    async verify(accessToken) {
      const debug = await get('/debug_token', {
        input_token: accessToken,
        access_token: `${config.appId}|${config.appSecret}`,
      });
      const facebookId = checkDebugToken(debug as object, config.appId, now());
      if (!facebookId) throw new AppError('facebook_token');
      const me = await get('/me', { fields: 'id,email,first_name,last_name', access_token: accessToken });
      const identity = identityFromMe(me as object, facebookId);
      if (!identity) throw new AppError('facebook_token');
      return identity;
    },
  };
}
