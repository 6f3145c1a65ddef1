import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStampFor, chooseVersion, gitShortSha, packageVersion, stampManifest } from '../../rspack/build-version';

const workspaceRoot = join(__dirname, '..', '..', '..');

describe('the version a build is stamped with', () => {
  it('is APP_VERSION when the pipeline sets one', () => {
    expect(chooseVersion({ appVersion: ' 2026.11.21-3 ', packageVersion: '0.1.0', gitSha: 'fa0e806' })).toBe(
      '2026.11.21-3',
    );
  });

  it('is otherwise the package version with the commit as build metadata', () => {
    expect(chooseVersion({ appVersion: '', packageVersion: '0.1.0', gitSha: 'fa0e806' })).toBe('0.1.0+fa0e806');
  });

  it('is the package version alone outside git, and dev with nothing to go on', () => {
    expect(chooseVersion({ packageVersion: '0.1.0' })).toBe('0.1.0');
    expect(chooseVersion({})).toBe('dev');
  });

  it("reads the nearest package.json that has a version: the project's, else the workspace's", () => {
    const root = mkdtempSync(join(tmpdir(), 'stamp-pkg-'));
    mkdirSync(join(root, 'app', 'src'), { recursive: true });
    writeFileSync(join(root, 'package.json'), '{"version":"3.2.1"}');
    writeFileSync(join(root, 'app', 'package.json'), '{"name":"no-version"}');
    expect(packageVersion(join(root, 'app', 'src'))).toBe('3.2.1');
    writeFileSync(join(root, 'app', 'package.json'), '{"version":"1.0.0"}');
    expect(packageVersion(join(root, 'app', 'src'))).toBe('1.0.0');
  });

  it('takes the short sha of the checked-out commit, and nothing outside a checkout', () => {
    expect(gitShortSha(workspaceRoot)).toMatch(/^[0-9a-f]{7,}$/);
    expect(gitShortSha(mkdtempSync(join(tmpdir(), 'no-git-')))).toBeUndefined();
  });

  it("gives a project's browser and server bundles one stamp", () => {
    const first = buildStampFor('probe-project', workspaceRoot, { APP_VERSION: '9.9.9' });
    expect(first).toEqual({
      name: 'probe-project',
      version: '9.9.9',
      builtAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(buildStampFor('probe-project', workspaceRoot, {})).toBe(first);
  });
});

describe('stamping a federation manifest', () => {
  it('sets metaData.buildInfo and keeps everything else', () => {
    const manifest = {
      id: 'mfe_donate',
      metaData: { name: 'mfe_donate', buildInfo: { buildVersion: 'UNKNOWN', buildName: 'UNKNOWN' } },
      exposes: [],
    };
    const stamped = JSON.parse(
      stampManifest(JSON.stringify(manifest), { name: 'mfe-donate', version: '0.1.0+fa0e806', builtAt: 'now' }),
    );
    expect(stamped).toEqual({
      ...manifest,
      metaData: { name: 'mfe_donate', buildInfo: { buildVersion: '0.1.0+fa0e806', buildName: 'mfe-donate' } },
    });
  });
});
