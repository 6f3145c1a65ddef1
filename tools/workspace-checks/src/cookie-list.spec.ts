import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const workspaceRoot = join(__dirname, '..', '..', '..');
const roots = ['shell', 'mfe-content', 'mfe-engage', 'mfe-donate', 'services', 'libs'];
const skipped = /(^|\/)(node_modules|dist|fixtures|e2e|test)(\/|$)|\.spec\.[jt]sx?$/;

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (skipped.test(relative(workspaceRoot, path))) return [];
    if (entry.isDirectory()) return codeFiles(path);
    return /\.(tsx?|[cm]?js)$/.test(entry.name) ? [path] : [];
  });
}

const sources = roots
  .flatMap((root) => codeFiles(join(workspaceRoot, root)))
  .map((path) => ({ path: relative(workspaceRoot, path), text: readFileSync(path, 'utf8') }));

/** Every way the code writes a cookie, capturing the expression that names it. */
const cookieWrites = [
  /\.setCookie\(\s*([^,\s)]+)/g,
  /\.clearCookie\(\s*([^,\s)]+)/g,
  /stringifySetCookie\(\s*\{\s*name:\s*([^,\s)]+)/g,
  // The cookie package's serialize (bare or as cookie.serialize), not another library's serialize method.
  /(?:^|[^.\w]|cookie\.)serialize(?:Cookie)?\(\s*([^,\s)]+)/gm,
  /\.cookie\(\s*([^,\s)]+)/g,
  /document\.cookie\s*=\s*([^;\n]+)/g,
];

/** `export const X_COOKIE = 'name'` across the code: the names cookies are written under. */
const cookieConstants = new Map(
  sources.flatMap(({ text }) =>
    [...text.matchAll(/export const (\w+_COOKIE) = '([^']+)'/g)].map((match) => [match[1], match[2]] as const),
  ),
);

/** The names the privacy policy lists as set by this site (libs/content/data/src/site-cookies.ts). */
function listedNames(): string[] {
  const text = readFileSync(join(workspaceRoot, 'libs/content/data/src/site-cookies.ts'), 'utf8');
  return [...text.matchAll(/name: '([^']+)',\s*setBy: 'this site'/g)].map((match) => match[1]);
}

describe("the privacy policy's cookie list matches the cookies the code sets", () => {
  const writes = sources.flatMap(({ path, text }) =>
    cookieWrites.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => ({ path, name: match[1] }))),
  );

  it('finds the cookie writes it knows of (the check itself still sees the code)', () => {
    expect(writes.map((write) => write.path)).toEqual(
      expect.arrayContaining(['services/api/src/kit/session-cookie.ts', 'services/api/src/payments/gift-marker.ts']),
    );
  });

  it('names every cookie through a *_COOKIE constant, never a literal or another expression', () => {
    expect(writes.filter((write) => !cookieConstants.has(write.name))).toEqual([]);
  });

  it('lists exactly the cookies the code writes as set by this site', () => {
    const written = [...new Set(writes.map((write) => cookieConstants.get(write.name)))].sort();
    expect(listedNames().sort()).toEqual(written);
    expect(written).toEqual(['solar_gave', 'solar_staff']);
  });
});
