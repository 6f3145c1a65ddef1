import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { versionInfo } from './version-info';

function stampFile(content: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'stamp-')), 'version.json');
  writeFileSync(file, content);
  return file;
}

describe('versionInfo', () => {
  const stamped = stampFile('{"name":"mfe-donate","version":"0.1.0+fa0e806","builtAt":"2026-11-21T07:00:00.000Z"}');

  it("reports the build's stamp, read at run time", () => {
    expect(versionInfo('mfe-donate', stamped, {})).toEqual({
      name: 'mfe-donate',
      version: '0.1.0+fa0e806',
      builtAt: '2026-11-21T07:00:00.000Z',
    });
  });

  it('lets APP_VERSION override the stamped version but keeps the build time', () => {
    expect(versionInfo('mfe-donate', stamped, { APP_VERSION: ' 2.4.0 ' })).toEqual({
      name: 'mfe-donate',
      version: '2.4.0',
      builtAt: '2026-11-21T07:00:00.000Z',
    });
  });

  it('reads the file again on every call, so a build replaced in place reports itself', () => {
    const file = stampFile('{"version":"1.0.0"}');
    expect(versionInfo('shell', file, {}).version).toBe('1.0.0');
    writeFileSync(file, '{"version":"1.0.1"}');
    expect(versionInfo('shell', file, {}).version).toBe('1.0.1');
  });

  it.each([
    ['no stamp file', undefined],
    ['a missing stamp file', '/nonexistent/version.json'],
    ['an unreadable stamp', stampFile('not json')],
    ['a stamp without a version', stampFile('{"builtAt":7}')],
  ])('says dev for %s', (_case, file) => {
    expect(versionInfo('shell', file, {})).toEqual({ name: 'shell', version: 'dev' });
  });
});
