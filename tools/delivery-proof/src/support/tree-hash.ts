import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export type FileRecord = { sha256: string; size: number; mtimeMs: number };

/** Every file under `dir` (relative path → content hash, size and modification time); empty when `dir` does not exist. */
export function hashTree(dir: string): Map<string, FileRecord> {
  const files = new Map<string, FileRecord>();
  if (!existsSync(dir)) return files;
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        const stat = statSync(path);
        files.set(relative(dir, path), {
          sha256: createHash('sha256').update(readFileSync(path)).digest('hex'),
          size: stat.size,
          mtimeMs: stat.mtimeMs,
        });
      }
    }
  };
  walk(dir);
  return files;
}

/** What differs between two records of a tree: files added, removed, rewritten with other bytes, or only touched. */
export function treeDifferences(before: Map<string, FileRecord>, after: Map<string, FileRecord>): string[] {
  const differences: string[] = [];
  for (const [path, record] of before) {
    const now = after.get(path);
    if (!now) differences.push(`removed ${path}`);
    else if (now.sha256 !== record.sha256) differences.push(`changed ${path}`);
    else if (now.mtimeMs !== record.mtimeMs) differences.push(`rewritten ${path}`);
  }
  for (const path of after.keys()) if (!before.has(path)) differences.push(`added ${path}`);
  return differences;
}
