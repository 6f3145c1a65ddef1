import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const workspaceRoot = join(__dirname, '..', '..', '..');
const serverRoot = join(workspaceRoot, 'shell', 'server');

/** A remote's business, by the words that name it (issue 36's count). */
const BUSINESS = /project|gift|article|subscription|unsubscribe|capture|'events'|blog|DONATE_PAGES/i;
/** A line that is only a comment. */
const COMMENT = /^\s*(\*|\/\/|\/\*)/;
/** The one word that names none: the Permissions-Policy's screen-capture feature, in csp.ts. */
const ALLOWED = [{ file: 'shell/server/csp.ts', text: "'display-capture'" }];

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe("the shell's server knows no remote's business (decision 071)", () => {
  it('names no page, endpoint or data of a remote: pages, heads, sitemap entries and endpoints come from the remotes', () => {
    const found = serverFiles(serverRoot).flatMap((path) => {
      const file = relative(workspaceRoot, path);
      return readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          BUSINESS.test(line) &&
          !COMMENT.test(line) &&
          !ALLOWED.some((allowed) => allowed.file === file && line.includes(allowed.text))
            ? [`${file}:${index + 1}: ${line.trim()}`]
            : [],
        );
    });
    expect(found).toEqual([]);
  });
});
