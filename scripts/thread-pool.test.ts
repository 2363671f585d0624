import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const preload = fileURLToPath(new URL('./thread-pool.cjs', import.meta.url));
const folder = mkdtempSync(path.join(tmpdir(), 'vitrina-pool-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// A CommonJS entry as `npm start`'s: four FIFOs opened for reading hold four pool threads until a writer comes,
// then a file's stat needs a fifth. It prints whether the stat answered before a writer opened every FIFO.
const probe = `
require(${JSON.stringify(preload)});
const fs = require('node:fs');
const fifos = [0, 1, 2, 3].map((i) => ${JSON.stringify(folder)} + '/fifo-' + process.pid + '-' + i);
for (const fifo of fifos) require('node:child_process').execFileSync('mkfifo', [fifo]);
for (const fifo of fifos) fs.open(fifo, 'r', (error, fd) => fd && fs.closeSync(fd));
let released = false;
const release = (answer) => {
  if (released) return;
  released = true;
  console.log(answer);
  for (const fifo of fifos) fs.openSync(fifo, fs.constants.O_RDWR);
};
const bound = setTimeout(() => release('waited'), 3_000);
fs.stat('.', () => { clearTimeout(bound); release('answered'); });
`;

function runProbe(env: NodeJS.ProcessEnv): string {
  const { UV_THREADPOOL_SIZE: _, ...rest } = process.env;
  const run = spawnSync(process.execPath, ['-e', probe], {
    env: { ...rest, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.stderr).toBe('');
  return run.stdout.trim();
}

describe('the thread pool of `npm start`', () => {
  it('has more than Node’s four threads, so a fifth task runs while four wait', () => {
    expect(execFileSync('sh', ['-c', 'command -v mkfifo'], { encoding: 'utf8' })).toMatch(/mkfifo/);
    expect(runProbe({})).toBe('answered');
  });

  it('keeps a size the operator set', () => {
    expect(runProbe({ UV_THREADPOOL_SIZE: '4' })).toBe('waited');
  });
});
