// `npm start`: builds the web app if it has not been built yet, then runs the server in this process
// (so Ctrl-C reaches it directly and it shuts down gracefully).
require('./thread-pool.cjs');
const { spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!existsSync(webIndex)) {
  console.log('Building the web app (first start only)…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

void (async () => {
  const { register } = await import('tsx/esm/api');
  register();
  await import(path.join(root, 'apps/server/src/main.ts'));
})();
