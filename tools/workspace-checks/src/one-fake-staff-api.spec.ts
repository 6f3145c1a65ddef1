import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const workspaceRoot = join(__dirname, '..', '..', '..');

/** Where the staff specs live: each remote's staff-* features and the shell's staff console. */
function staffFolders(): string[] {
  const remotes = readdirSync(workspaceRoot).filter((name) => name.startsWith('mfe-'));
  const features = remotes.flatMap((remote) => {
    const dir = join(workspaceRoot, remote, 'src', 'features');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.startsWith('staff-'))
      .map((name) => join(dir, name));
  });
  return [...features, join(workspaceRoot, 'shell', 'src', 'features', 'staff-console')];
}

function specFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return specFiles(path);
    return /\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const GLOBAL = String.raw`(?:global|globalThis|window|self)`;
/** A spec standing in for fetch itself: assigning it, spying on it, or redefining it on the global object. */
const OWN_FETCH_FAKE = [
  new RegExp(String.raw`\b${GLOBAL}\s*(?:\.\s*fetch|\[\s*['"\x60]fetch['"\x60]\s*\])\s*=(?!=)`),
  new RegExp(String.raw`\b(?:spyOn|replaceProperty|defineProperty)\(\s*${GLOBAL}\s*,\s*['"\x60]fetch['"\x60]`),
];

const fakesFetch = (text: string) => OWN_FETCH_FAKE.some((pattern) => pattern.test(text));

describe('staff specs answer through the one fake staff API in @solar/shared-testing (decision 080)', () => {
  it.each([
    'global.fetch = jest.fn(() => respond(200));',
    'globalThis.fetch = fetchMock as unknown as typeof fetch;',
    "window['fetch'] = jest.fn();",
    "jest.spyOn(global, 'fetch').mockResolvedValue(answer);",
    "jest.replaceProperty(globalThis, 'fetch', fake);",
    "Object.defineProperty(window, 'fetch', { value: fake });",
  ])('recognises a spec faking fetch itself: %s', (line) => {
    expect(fakesFetch(line)).toBe(true);
  });

  it.each([
    "const { requests } = fakeStaffApi({ 'GET /api/staff/things': () => [200, []] });",
    'expect(global.fetch === original).toBe(true);',
    'const answer = await fetch(url);',
  ])('leaves a spec that only uses fetch or the shared fake alone: %s', (line) => {
    expect(fakesFetch(line)).toBe(false);
  });

  it('finds no staff spec in a remote or the shell that assigns or spies on fetch itself', () => {
    const specs = staffFolders().flatMap(specFiles);
    expect(specs).not.toHaveLength(0);
    const found = specs
      .filter((file) => fakesFetch(readFileSync(file, 'utf8')))
      .map((file) => relative(workspaceRoot, file));
    expect(found).toEqual([]);
  });
});
