import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const records = readdirSync(path.join(root, 'docs/decisions'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/decisions/${name}`);
const docs = ['docs/architecture.md', ...records];
const skipped = new Set(['node_modules', 'dist', '.git', 'data', 'test-results', 'playwright-report']);

/** Every file and folder of the tree, as repository paths (folders end in /). */
function treePaths(): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (skipped.has(entry.name)) continue;
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        paths.push(`${rel}/`);
        walk(rel);
      } else paths.push(rel);
    }
  };
  walk('');
  return paths;
}

/**
 * Paths a text names: a word with a slash that ends in a file extension or a slash. URLs, API paths
 * (starting with /) and package names (`@scope/name`) are not repository paths.
 */
export function namedPaths(text: string): string[] {
  const pattern = /(?<![\w@/.:<>…*{-])(?:\.{1,2}\/)?[\w.-]+(?:\/[\w.[\]-]+)*(?:\/|\.[a-z]{1,5})(?![\w/<>…*{-])/g;
  const found = [...text.matchAll(pattern)].map((match) => match[0]).filter((name) => name.includes('/'));
  return [...new Set(found)];
}

describe('docs', () => {
  const tree = treePaths();
  /** A named path exists when it is a repository path, relative to its doc, or the tail of one. */
  const exists = (name: string, doc: string) =>
    existsSync(path.join(root, path.dirname(doc), name)) ||
    tree.some((entry) => entry === name || entry.endsWith(`/${name}`));

  it('finds the paths a text names', () => {
    expect(namedPaths('see `apps/server/src/app.ts`, src/db/ and https://x.org/a.html, /api/users.json, @a/b')).toEqual(
      ['apps/server/src/app.ts', 'src/db/'],
    );
  });

  it.each(docs)('every path %s names exists', (doc) => {
    const text = readFileSync(path.join(root, doc), 'utf8');
    expect(namedPaths(text).filter((name) => !exists(name, doc))).toEqual([]);
  });

  it('keeps the architecture to one page (at most 1,000 words)', () => {
    const words = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8').split(/\s+/).filter(Boolean);
    expect(words.length).toBeLessThanOrEqual(1000);
  });
});
