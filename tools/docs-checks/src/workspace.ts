import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Decision } from './decisions';
import type { Workspace } from './markdown';

export const workspaceRoot = join(__dirname, '..', '..', '..');

const SKIPPED = ['node_modules', 'dist', 'tmp', '.nx', '.git', 'coverage', 'data'];

export const readText = (path: string): string => readFileSync(join(workspaceRoot, path), 'utf8');

export const workspace: Workspace = {
  exists: (path) => existsSync(join(workspaceRoot, path)),
  markdown: (path) => (path.endsWith('.md') && existsSync(join(workspaceRoot, path)) ? readText(path) : undefined),
};

/** Every Markdown file of the repository (build output, installed packages and data aside), from its root. */
export function markdownFiles(): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(workspaceRoot, relative), { withFileTypes: true })) {
      if (SKIPPED.includes(entry.name)) continue;
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) found.push(path);
    }
  };
  walk('');
  return found.sort();
}

export const DECISIONS = 'docs/decisions';

/** The numbered decision records, `NNN-title.md`. */
export function decisions(): Decision[] {
  return readdirSync(join(workspaceRoot, DECISIONS))
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort()
    .map((name) => ({
      number: name.slice(0, 3),
      file: `${DECISIONS}/${name}`,
      text: readText(`${DECISIONS}/${name}`),
    }));
}
