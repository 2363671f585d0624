import type { Plugin } from 'vite';
import * as auth from '../../packages/contract/src/endpoints/auth.ts';
import * as categories from '../../packages/contract/src/endpoints/categories.ts';
import * as discovery from '../../packages/contract/src/endpoints/discovery.ts';
import * as health from '../../packages/contract/src/endpoints/health.ts';
import * as leaving from '../../packages/contract/src/endpoints/leaving.ts';
import * as media from '../../packages/contract/src/endpoints/media.ts';
import * as messages from '../../packages/contract/src/endpoints/messages.ts';
import * as notifications from '../../packages/contract/src/endpoints/notifications.ts';
import * as posts from '../../packages/contract/src/endpoints/posts.ts';
import * as profiles from '../../packages/contract/src/endpoints/profiles.ts';
import * as users from '../../packages/contract/src/endpoints/users.ts';

type Descriptors = Record<string, Record<string, { method: string; path: string }>>;

const modules: Record<string, Descriptors> = {
  auth,
  categories,
  discovery,
  health,
  leaving,
  media,
  messages,
  notifications,
  posts,
  profiles,
  users,
};

const endpointFile = /packages[\\/]contract[\\/]src[\\/]endpoints[\\/](\w+)\.ts$/;

/**
 * The contract's endpoint descriptors as the browser uses them: method and path only. The descriptors hold
 * their zod schemas (the server validates with them), and importing them put zod and every schema in the
 * entry chunk of every page; `call` reads nothing else (api-client.ts). A descriptor file not listed here
 * is left whole (bigger, still correct).
 */
export function endpointsForWeb(): Plugin {
  return {
    name: 'vitrina-endpoints-for-web',
    enforce: 'pre',
    load(id) {
      const name = endpointFile.exec(id.split('?')[0] ?? '')?.[1];
      const descriptors = name ? modules[name] : undefined;
      if (!descriptors) return undefined;
      return Object.entries(descriptors)
        .map(([exported, endpoints]) => {
          const slim = Object.fromEntries(
            Object.entries(endpoints).map(([key, { method, path }]) => [key, { method, path }]),
          );
          return `export const ${exported} = ${JSON.stringify(slim)};`;
        })
        .join('\n');
    },
  };
}
