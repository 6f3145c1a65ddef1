import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contextFiles, dockerignoreFor } from './dockerignore';

export const workspaceRoot = join(__dirname, '..', '..', '..');

export const readText = (path: string): string => readFileSync(join(workspaceRoot, path), 'utf8');
export const readIfExists = (path: string): string | undefined =>
  existsSync(join(workspaceRoot, path)) ? readText(path) : undefined;

/** Every Dockerfile in the repository, `Dockerfile` or `<name>.Dockerfile` (build output and dependencies aside). */
export function dockerfiles(): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(workspaceRoot, relative), { withFileTypes: true })) {
      if (['node_modules', 'dist', 'tmp', '.nx', '.git', 'coverage', 'data'].includes(entry.name)) continue;
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'Dockerfile' || entry.name.endsWith('.Dockerfile')) found.push(path);
    }
  };
  walk('');
  return found.sort();
}

/** The build context a Dockerfile gets from the workspace root: its files and a membership test for COPY sources. */
export function buildContext(dockerfile: string): {
  ignoreFile: string;
  files: Set<string>;
  includes: (source: string) => boolean;
} {
  const { file, rules } = dockerignoreFor(workspaceRoot, dockerfile);
  const files = new Set(contextFiles(workspaceRoot, rules));
  const includes = (source: string) => {
    const path = source.replace(/^\.\//, '').replace(/\/+$/, '');
    if (path === '.' || path === '') return files.size > 0;
    return files.has(path) || [...files].some((candidate) => candidate.startsWith(`${path}/`));
  };
  return { ignoreFile: file, files, includes };
}
