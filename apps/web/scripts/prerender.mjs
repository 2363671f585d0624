/**
 * After `vite build`: renders the visitors' pages to HTML in both languages (decision 0012), so their content
 * paints before any script runs. Builds src/prerender/render-page.tsx for Node (`vite build --ssr`, the
 * app's own config minus the client-only plugins), renders each page into dist/index.html and writes
 * dist/prerendered/<lang>/<name>.html with a manifest the server reads (apps/server/src/http/web-pages.ts).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, loadConfigFromFile } from 'vite';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webDir, 'dist');
const ssrOut = path.join(webDir, 'node_modules', '.prerender');
const clientOnly = new Set(['vitrina-precompress', 'vitrina-preload-fonts']);

const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, path.join(webDir, 'vite.config.ts'));
const config = loaded.config;
await build({
  ...config,
  configFile: false,
  root: webDir,
  logLevel: 'warn',
  plugins: (config.plugins ?? []).flat().filter((plugin) => !(plugin && clientOnly.has(plugin.name))),
  build: {
    ...config.build,
    ssr: 'src/prerender/render-page.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      // The render imports both catalogues at once (catalogues.ts); the client's per-language split is moot here.
      onwarn(warning, warn) {
        if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
      },
    },
  },
});

const { renderPage, guestPages, notFound, appRoutePatterns } = await import(
  pathToFileURL(path.join(ssrOut, 'render-page.js')).href
);
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
// The client build's manifest (`vite build --manifest`): which stylesheets each source module's chunk loads.
const viteManifestDir = path.join(dist, '.vite');
const viteManifest = JSON.parse(await readFile(path.join(viteManifestDir, 'manifest.json'), 'utf8'));

/** The stylesheets of the chunks a page's modules start, and of what they import, not yet in index.html. */
function stylesheets(modules) {
  const seen = new Set();
  const css = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = viteManifest[key];
    // A module missing here went into the entry chunk: its styles are already linked.
    if (!chunk) return;
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const next of chunk.imports ?? []) walk(next);
  };
  modules.forEach(walk);
  return [...css].filter((href) => !template.includes(`href="${href}"`));
}

/**
 * Starts the app once the page has painted and loaded (decision 0012): after the first contentful paint as the
 * browser reports it, and the window's load (the preloaded fonts are in). Scripts fetched while the page
 * first paints would have the largest paint wait for them on a slow phone; fetched after, they only delay
 * the moment it answers. One fixed text, allowed by its hash in the Content-Security-Policy (manifest.json's
 * `loaderHash`); what it loads is the page's `#later` list: module preloads, the entry. A tab that has not painted (hidden) starts after 1.5 s;
 * a list marked `data-now` (the logged-in shell) starts at once.
 * Until the app has started, a press on a button or a form's submission is held (never a form sent as a
 * GET with its fields in the address) and `lib/held-presses.ts` replays it once the page is hydrated.
 */
const loader =
  '(()=>{const held=self.vitrinaHeld=[];const hold=(event)=>{if(!self.vitrinaHeld)return;' +
  "const target=event.type==='submit'?event.target:event.target.closest?.('button');" +
  'if(target){event.preventDefault();held.push(target)}};' +
  "addEventListener('click',hold,true);addEventListener('submit',hold,true);" +
  'let waits=2,started=false;const start=()=>{if(started)return;started=true;' +
  "for(const[kind,href]of JSON.parse(document.getElementById('later').textContent)){" +
  "const e=document.createElement(kind==='script'?'script':'link');" +
  "if(kind==='script'){e.type='module';e.src=href}else{e.rel=kind;e.href=href}" +
  "e.crossOrigin='';document.head.append(e)}};" +
  "const step=()=>{if(--waits===0)setTimeout(start)};addEventListener('load',step,{once:true});" +
  "if(self.PerformanceObserver?.supportedEntryTypes?.includes('paint'))new PerformanceObserver((list,observer)=>{" +
  "if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();step()}})" +
  ".observe({type:'paint',buffered:true});else step();setTimeout(start,1500);" +
  "if(document.getElementById('later').hasAttribute('data-now'))start()})()";
const loaderHash = `sha256-${createHash('sha256').update(loader).digest('base64')}`;

const tag = (name, attrs) => new RegExp(`\\s*<${name} ${attrs}[^>]*?(?:src|href)="([^"]+)"[^>]*>(?:</${name}>)?`, 'g');
const entryScript = tag('script', 'type="module" crossorigin');
const modulePreload = tag('link', 'rel="modulepreload" crossorigin');
const stylesheet = tag('link', 'rel="stylesheet" crossorigin');
const hrefs = (html, pattern) => [...html.matchAll(pattern)].map((match) => match[1]);

/**
 * `html` painting before any script: its stylesheets (and `extraSheets`, a page's own) inlined, its module
 * scripts and preloads taken out and listed for the loader, which starts them after the first paint.
 */
async function paintFirst(html, extraSheets = [], { now = false } = {}) {
  const sheets = [...hrefs(html, stylesheet), ...extraSheets];
  const css = await Promise.all(sheets.map((href) => readFile(path.join(dist, href), 'utf8')));
  const later = [
    ...hrefs(html, modulePreload).map((href) => ['modulepreload', href]),
    ...hrefs(html, entryScript).map((href) => ['script', href]),
  ];
  return (
    html
      .replace(entryScript, '')
      .replace(modulePreload, '')
      .replace(stylesheet, '')
      // Inlined: a stylesheet to fetch is a round trip before the first paint. Each is also linked, disabled
      // (never fetched, never applied), so that a chunk that imports it finds it there and does not link it
      // again: a stylesheet linked after the first paint restyles and lays out the whole page a second time.
      .replace(
        '</head>',
        `<style>${css.join('')}</style>${sheets.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('')}</head>`,
      )
      .replace(
        '</body>',
        `<script type="application/json" id="later"${now ? ' data-now' : ''}>${JSON.stringify(later).replaceAll('<', '\\u003c')}</script>` +
          `<script>${loader}</script></body>`,
      )
  );
}

/** The page's markup in place of index.html's placeholders, its language, title and route class set. */
function fill(page, lang, modules) {
  const open = '<div id="root">';
  const start = template.indexOf(open);
  const end = template.lastIndexOf('</div>', template.indexOf('</body>'));
  if (start < 0 || end < start) throw new Error('dist/index.html has no <div id="root">…</div> to fill');
  const head = template
    .slice(0, start)
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}" data-year="${new Date().getFullYear()}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace('<body>', `<body class="${page.bodyClass}">`);
  // The marker tells main.tsx to hydrate this markup rather than render over it.
  return paintFirst(
    `${head}<div id="root" data-prerendered="">${page.html}${template.slice(end)}`,
    stylesheets(modules),
  );
}

const out = path.join(dist, 'prerendered');
await rm(out, { recursive: true, force: true });
const pages = [...Object.entries(guestPages), [notFound.path, notFound]];
for (const lang of ['es', 'en']) {
  await mkdir(path.join(out, lang), { recursive: true });
  // One at a time: i18next's language is global to the render.
  for (const [url, { name, modules }] of pages) {
    const page = await renderPage(url, lang);
    if (!page.html.includes('<h1')) throw new Error(`${url} (${lang}) rendered no heading: ${page.html.slice(0, 200)}`);
    // An inline script (a streamed boundary) would be blocked by the server's Content-Security-Policy.
    if (page.html.includes('<script')) throw new Error(`${url} (${lang}) rendered an inline script`);
    await writeFile(path.join(out, lang, `${name}.html`), await fill(page, lang, modules));
  }
}
// The logged-in pages' shell (index.html's header bar and placeholders): its stylesheets inlined too, but
// its scripts start at once (`data-now`), for its largest paint is what they render.
await writeFile(path.join(out, 'shell.html'), await paintFirst(template, [], { now: true }));
const names = Object.fromEntries(Object.entries(guestPages).map(([url, { name }]) => [url, name]));
const manifest = {
  pages: names,
  notFound: notFound.name,
  shell: 'shell.html',
  appRoutes: appRoutePatterns(),
  loaderHash,
};
await writeFile(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
// Only this step reads the client manifest: it is not served.
await rm(viteManifestDir, { recursive: true, force: true });
console.log(`prerendered ${pages.length} pages in es and en into ${path.relative(process.cwd(), out)}`);
