import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const workspaceRoot = join(__dirname, '..', '..', '..');
const roots = ['shell', 'mfe-content', 'mfe-engage', 'mfe-donate', 'services', 'libs', 'tools'];
const skipped = /(^|\/)(node_modules|dist|fixtures|e2e|test)(\/|$)|\.spec\.[jt]sx?$/;

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (skipped.test(relative(workspaceRoot, path))) return [];
    if (entry.isDirectory()) return codeFiles(path);
    return /\.(tsx?|html|[cm]?js)$/.test(entry.name) ? [path] : [];
  });
}

/** The name or number standing alone: a constant, a title or an address header, not a sentence of content. */
const copies = [
  /(['"`])From Sun to Sanctuary\1/,
  /(['"`])From Sun to Sanctuary </,
  /<title>From Sun to Sanctuary/,
  /© \d{4} From Sun to Sanctuary/,
  /From Sun to Sanctuary API/i,
  /(['"`])1204516\1/,
];

describe("the charity's name and number are written once (libs/shared/contracts/src/charity.ts)", () => {
  it('has no other constant, title or header that spells them out', () => {
    const found = roots
      .flatMap((root) => codeFiles(join(workspaceRoot, root)))
      .filter((file) => !file.endsWith(join('contracts', 'src', 'charity.ts')))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return copies
          .filter((pattern) => pattern.test(text))
          .map((pattern) => `${relative(workspaceRoot, file)} ${pattern}`);
      });
    expect(found).toEqual([]);
  });
});
