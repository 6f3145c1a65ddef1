import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  unlinkSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

export type WorkspaceCopy = { readonly root: string; remove(): void };

function git(cwd: string, args: string[]): string {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed in ${cwd}: ${run.stderr}`);
  return run.stdout;
}

/**
 * A throwaway copy of the workspace as it is now (every tracked and untracked, not ignored file; uncommitted
 * edits included), committed as the only commit of a fresh git repository so `nx affected --base=HEAD` sees
 * exactly the edits made in the copy afterwards. `node_modules` is a link to the source's. The source is only read.
 */
export function copyWorkspace(source: string, parent: string): WorkspaceCopy {
  mkdirSync(parent, { recursive: true });
  const root = mkdtempSync(join(parent, 'delivery-proof-'));
  const remove = () => {
    if (existsSync(join(root, 'node_modules'))) unlinkSync(join(root, 'node_modules'));
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const files = git(source, ['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
      .split('\0')
      .filter(Boolean);
    for (const file of new Set(files)) {
      const from = join(source, file);
      if (!existsSync(from)) continue; // deleted in the working tree
      const to = join(root, file);
      mkdirSync(dirname(to), { recursive: true });
      if (lstatSync(from).isSymbolicLink()) symlinkSync(readlinkSync(from), to);
      else copyFileSync(from, to);
    }
    git(root, ['init', '-q', '-b', 'main']);
    git(root, ['add', '-A']);
    git(root, [
      '-c',
      'user.name=delivery-proof',
      '-c',
      'user.email=delivery-proof@localhost',
      '-c',
      'commit.gpgsign=false',
      'commit',
      '-q',
      '--no-verify',
      '-m',
      'workspace snapshot',
    ]);
    // A link is a file to git (.gitignore's `node_modules/` matches only folders): keep it out of "untracked".
    appendFileSync(join(root, '.git', 'info', 'exclude'), '\n/node_modules\n');
    symlinkSync(join(source, 'node_modules'), join(root, 'node_modules'), 'dir');
    return { root, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
