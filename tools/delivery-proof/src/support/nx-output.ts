const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The tasks an `nx ... --output-style=static` run executed (or restored from cache), e.g. `mfe-donate:build`. */
export function tasksRun(output: string): string[] {
  const tasks = new Set<string>();
  for (const line of output.replace(ANSI, '').split('\n')) {
    const match = /^\s*>\s+nx run ([\w@/.-]+:[\w-]+)/.exec(line);
    if (match?.[1]) tasks.add(match[1]);
  }
  return [...tasks].sort();
}
