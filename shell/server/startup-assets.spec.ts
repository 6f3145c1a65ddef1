/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shellSharedFiles, shellStartupFiles } from './startup-assets';

const shared = (name: string, file: string) => ({ name, assets: { js: { sync: [file], async: [] } } });

describe('shellStartupFiles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shell-startup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the bootstrap chunk and the shared singletons, but not the data-fetching library only some pages use', () => {
    writeFileSync(join(dir, 'bootstrap.0123456789.js'), '');
    const manifest = {
      shared: [shared('react', '1.js'), shared('react-router-dom', '2.js'), shared('@tanstack/react-query', '3.js')],
      exposes: [],
    };
    writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    expect(shellStartupFiles(dir)).toEqual(['/bootstrap.0123456789.js', '/1.js', '/2.js']);
  });
});

describe('shellSharedFiles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shell-shared-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('maps each shared module the shell provides to its files, the on-demand ones too', () => {
    const manifest = { shared: [shared('react', '1.js'), shared('@tanstack/react-query', '3.js')], exposes: [] };
    writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    expect(shellSharedFiles(dir)).toEqual({ react: ['/1.js'], '@tanstack/react-query': ['/3.js'] });
  });

  it('is empty without a manifest', () => {
    expect(shellSharedFiles(join(dir, 'missing'))).toEqual({});
  });
});
