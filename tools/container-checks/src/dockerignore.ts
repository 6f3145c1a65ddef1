import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** One .dockerignore line: a pattern relative to the context root, `!` for an exception. */
export type IgnoreRule = { pattern: RegExp; source: string; exception: boolean };

/**
 * Docker's matching (moby/patternmatcher): patterns are cleaned and anchored at the context root; `*` and `?`
 * never cross `/`, `**` matches any number of folders, `[...]` is a character class. A path is excluded when
 * it or one of its parent folders matches, and the last matching line wins (`!` lines re-include).
 */
function toRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i] as string;
    if (char === '*' && glob[i + 1] === '*') {
      const slashAfter = glob[i + 2] === '/';
      out += slashAfter ? '(?:.*/)?' : '.*';
      i += slashAfter ? 2 : 1;
    } else if (char === '*') out += '[^/]*';
    else if (char === '?') out += '[^/]';
    else if (char === '[') {
      const end = glob.indexOf(']', i);
      out += end > i ? glob.slice(i, end + 1).replace('[!', '[^') : '\\[';
      i = end > i ? end : i;
    } else if (char === '\\' && i + 1 < glob.length) {
      out += `\\${glob[i + 1]}`;
      i += 1;
    } else out += /[.+^${}()|\\]/.test(char) ? `\\${char}` : char;
  }
  return new RegExp(`^${out}$`);
}

export function parseDockerignore(text: string): IgnoreRule[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const exception = line.startsWith('!');
      const raw = (exception ? line.slice(1) : line).trim();
      const cleaned = posix.normalize(raw).replace(/^\/+/, '').replace(/\/+$/, '');
      return { pattern: toRegExp(cleaned), source: line, exception };
    });
}

/** Whether a context-relative path (forward slashes) is left out of the build context. */
export function isExcluded(path: string, rules: IgnoreRule[]): boolean {
  const parts = posix
    .normalize(path)
    .replace(/^\.?\/+/, '')
    .split('/');
  let excluded = false;
  for (const rule of rules) {
    // The path itself or any of its parent folders.
    const matches = parts.some((_part, index) => rule.pattern.test(parts.slice(0, index + 1).join('/')));
    if (matches) excluded = !rule.exception;
  }
  return excluded;
}

/** Every file the build context holds: the files under root that the rules do not exclude. */
export function contextFiles(root: string, rules: IgnoreRule[]): string[] {
  const hasExceptions = rules.some((rule) => rule.exception);
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(root, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        // An excluded folder can only hold context files when an exception may re-include them.
        if (!hasExceptions && isExcluded(path, rules)) continue;
        walk(path);
      } else if (!isExcluded(path, rules)) files.push(path);
    }
  };
  walk('');
  return files.sort();
}

/** The rules BuildKit uses for a Dockerfile: `<Dockerfile>.dockerignore` beside it, else the root .dockerignore. */
export function dockerignoreFor(root: string, dockerfile: string): { file: string; rules: IgnoreRule[] } {
  for (const file of [`${dockerfile}.dockerignore`, '.dockerignore']) {
    try {
      return { file, rules: parseDockerignore(readFileSync(join(root, file), 'utf8')) };
    } catch {
      // Try the next one.
    }
  }
  return { file: '', rules: [] };
}
