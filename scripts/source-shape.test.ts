import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// STYLE: no source file over 300 lines, and comments say why in a line or two (at most 10 % of the lines).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];
const MAX_LINES = 300;
const MAX_COMMENT_SHARE = 0.1;

/** Non-test TypeScript sources under `dir` (test files and test folders are not counted). */
function sourcesOf(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.split('/').includes('test'));
}

/** Comment lines (starting with //, /*, * or * /) over non-blank lines. */
export function commentShare(texts: readonly string[]): number {
  let comments = 0;
  let lines = 0;
  for (const text of texts) {
    for (const line of text.split('\n')) {
      const trimmed = line.trim();
      if (!trimmed) continue;
      lines++;
      if (/^(\/\/|\/\*|\*)/.test(trimmed)) comments++;
    }
  }
  return lines === 0 ? 0 : comments / lines;
}

describe('source shape', () => {
  it('counts comment lines the way the rule means', () => {
    expect(commentShare(['/**\n * why\n */\nconst a = 1;\n\n// why\nconst b = a * 2;'])).toBeCloseTo(4 / 6);
  });

  it.each(packages)('%s has no source file over 300 lines', (dir) => {
    const long = sourcesOf(dir)
      .map((file) => ({ file, lines: readFileSync(path.join(root, file), 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it.each(packages)('%s keeps comments to at most a tenth of its lines', (dir) => {
    const texts = sourcesOf(dir).map((file) => readFileSync(path.join(root, file), 'utf8'));
    expect(texts.length).toBeGreaterThan(0);
    expect(Math.round(commentShare(texts) * 1000) / 10).toBeLessThanOrEqual(MAX_COMMENT_SHARE * 100);
  });
});
