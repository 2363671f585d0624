import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { endpointRoutes } from './vite-endpoint-routes.ts';
import { errorTexts } from './error-texts.ts';
import { precompress } from './vite-precompress.ts';

/**
 * The libraries every page runs (React, React DOM and its scheduler, the router, i18next) go into one
 * chunk: one request instead of a dozen small ones (each costs about 1 KB of headers) and better compression.
 * Libraries only some screens use (TanStack Query, forms, zod, socket.io) stay in their own lazy chunks
 * (decision 0012).
 */
const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/;

const explainerMedia = /features[\\/]landing[\\/]media[\\/]explainer-/;

/**
 * zod and the contract's schema files (every file of packages/contract that imports zod) in one chunk of
 * their own, loaded only by the forms that validate with them: left to the bundler, the zod-free rules
 * those files share with every page (text-rules, account-rules…) landed in the same chunk, and a page that
 * needed a 1 KB rule downloaded zod with it.
 */
const schemas =
  /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]src[\\/](account|auth|categories|data-export|discovery|errors|graph|health|media|messages|notifications|pagination|posts|realtime|schema-helpers|users)\.ts$/;

/**
 * Preloads the Latin subset of both fonts (the only subset Spanish and English text needs; fontsource's
 * unicode-range leaves the others unloaded), so text does not wait for the CSS to name them.
 */
function preloadFonts(): Plugin {
  return {
    name: 'vitrina-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return Object.keys(context.bundle ?? {})
          .filter((file) => /(^|\/)(inter|bricolage-grotesque)-latin-wght-normal-[\w-]+\.woff2$/.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), errorTexts(), endpointRoutes(), preloadFonts(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },

  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A shared chunk under 6 KB goes into each chunk that imports it: a few bytes repeated cost less
          // than a request (about 1 KB of headers each).
          experimentalInlineCommonChunks: { maxSize: 6000 },
          groups: [
            // With the explainer's four file addresses (landing and feed share them): a few bytes here rather
            // than a chunk of their own, a request on the landing.
            { name: 'framework', test: (id) => framework.test(id) || explainerMedia.test(id), priority: 2 },
            // TanStack Query, loaded with the logged-in screens only: one chunk rather than seven small ones.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 2 },
            // Only the schemas themselves: the zod-free rules and constants they import stay where the pages
            // that use them put them.
            { name: 'schemas', test: schemas, priority: 2, includeDependenciesRecursively: false },
            // The app's own start-up code (the entry's static imports: router, session, api client,
            // contract constants) in the entry chunk rather than a dozen tiny ones.
            { name: 'index', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/resize': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
