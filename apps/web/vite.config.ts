import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { endpointRoutes } from './vite-endpoint-routes.ts';
import { errorTexts } from './error-texts.ts';
import { passwordDictionary } from './password-dictionary.ts';
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
const icons = /components[\\/]ui[\\/]icons\.tsx$/;

/**
 * zod and the contract's schema files (every file of packages/contract that imports zod) in one chunk of
 * their own, loaded only by the forms that validate with them: left to the bundler, the zod-free rules
 * those files share with every page (text-rules, account-rules…) landed in the same chunk, and a page that
 * needed a 1 KB rule downloaded zod with it.
 */
const schemas =
  /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]src[\\/](account|auth|categories|data-export|discovery|errors|graph|health|media|messages|notifications|pagination|posts|push|realtime|schema-helpers|users|videos)\.ts$/;

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

/**
 * The installable app (decision 0012): the manifest, and a Workbox service worker that precaches the shell (the
 * framework and entry chunks, styles, the Latin fonts, the offline page), keeps every hashed asset it meets,
 * and answers a page from the network first, else the last copy, else the offline page. The API is never
 * cached. It also shows Web Push notices (public/push-handlers.js). Registered by `src/app/service-worker.ts`
 * once the page has loaded.
 */
const installableApp = VitePWA({
  strategies: 'generateSW',
  injectRegister: false,
  registerType: 'autoUpdate',
  includeAssets: [],
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Vitrina',
    short_name: 'Vitrina',
    description: 'La red donde el talento creativo muestra su trabajo y las agencias lo encuentran.',
    lang: 'es',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#faf8f5',
    theme_color: '#1d1b2b',
    categories: ['social', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: [
      'assets/{framework,index}-*.js',
      'assets/*.css',
      'assets/*-latin-wght-normal-*.woff2',
      'offline.html',
      'favicon.svg',
    ],
    // The push and notificationclick handlers (Web Push, decision 0008), a plain file of public/.
    importScripts: ['/push-handlers.js'],
    navigateFallback: null,
    clientsClaim: true,
    skipWaiting: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Public profiles stay off the cache: one made private must not be served again from it (decision 0021).
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/p/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'vitrina-pages',
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 40 },
          precacheFallback: { fallbackURL: 'offline.html' },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'vitrina-assets', expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 } },
      },
    ],
  },
});

export default defineConfig({
  plugins: [
    react(),
    errorTexts(),
    passwordDictionary(),
    endpointRoutes(),
    preloadFonts(),
    installableApp,
    precompress(),
  ],
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
            // And the icons, which nearly every page draws: one request fewer (about 0.3 KB of headers each).
            {
              name: 'framework',
              test: (id) => framework.test(id) || explainerMedia.test(id) || icons.test(id),
              priority: 2,
            },
            // TanStack Query, loaded with the logged-in screens only: one chunk rather than seven small ones, with
            // the app's client and its provider (the chunk of its own they made cost a request on every such screen).
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|src[\\/]lib[\\/]query-(client|provider)\.tsx?$/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // The password strength meter: zxcvbn and its dictionaries (password-dictionary.ts), one request.
            { name: 'password-meter', test: /@zxcvbn-ts[\\/]core[\\/]|virtual:password-dictionary/, priority: 2 },
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
