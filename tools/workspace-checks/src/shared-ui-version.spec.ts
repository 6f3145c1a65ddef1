import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedSingletons } from '../../rspack/shared-singletons';

const workspaceRoot = join(__dirname, '..', '..', '..');
const script = join(workspaceRoot, 'tools', 'scripts', 'shared-ui-version.mjs');
const sharedUi = join(workspaceRoot, 'libs', 'shared', 'ui');

function versionScript(...args: string[]) {
  const run = spawnSync(process.execPath, [script, ...args], { cwd: workspaceRoot, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const versionOf = (lib: string) =>
  (JSON.parse(readFileSync(join(lib, 'package.json'), 'utf8')) as { version: string }).version;

describe('@solar/shared-ui is versioned by its code (decision 043)', () => {
  it('has the version recorded for its current code', () => {
    const { status, output } = versionScript('check');
    expect({ status, output }).toEqual({ status: 0, output: expect.stringContaining('matches its code') });
  });

  describe('on a copy of the library', () => {
    let lib: string;
    beforeEach(() => {
      lib = mkdtempSync(join(tmpdir(), 'shared-ui-copy-'));
      cpSync(join(sharedUi, 'package.json'), join(lib, 'package.json'));
      cpSync(join(sharedUi, 'versions.json'), join(lib, 'versions.json'));
      cpSync(join(sharedUi, 'src'), join(lib, 'src'), { recursive: true });
    });
    afterEach(() => rmSync(lib, { recursive: true, force: true }));

    it('fails the check when the code changes and the version does not, and passes once it is raised', () => {
      const before = versionOf(lib);
      writeFileSync(
        join(lib, 'src', 'index.ts'),
        `${readFileSync(join(lib, 'src', 'index.ts'), 'utf8')}export const added = 1;\n`,
      );
      const failed = versionScript('check', '--lib', lib);
      expect(failed.status).toBe(1);
      expect(failed.output).toContain(`libs/shared/ui changed since ${before} was recorded`);

      expect(versionScript('minor', 'Adds `added`', '--lib', lib).status).toBe(0);
      const [major, minor] = before.split('.').map(Number);
      expect(versionOf(lib)).toBe(`${major}.${minor + 1}.0`);
      expect(versionScript('check', '--lib', lib).status).toBe(0);
    });

    it('ignores a change to a test, which ships nowhere', () => {
      writeFileSync(join(lib, 'src', 'probe.spec.ts'), "it('is a test', () => undefined);\n");
      expect(versionScript('check', '--lib', lib).status).toBe(0);
    });

    it('fails when package.json and versions.json disagree', () => {
      const manifest = JSON.parse(readFileSync(join(lib, 'package.json'), 'utf8')) as { version: string };
      writeFileSync(join(lib, 'package.json'), JSON.stringify({ ...manifest, version: '9.9.9' }));
      expect(versionScript('check', '--lib', lib)).toEqual({ status: 1, output: expect.stringContaining('9.9.9') });
    });

    it('raises nothing when the code has not changed', () => {
      const raised = versionScript('patch', 'nothing', '--lib', lib);
      expect(raised.status).toBe(1);
      expect(raised.output).toContain('has not changed');
    });
  });

  it("refuses to build a remote whose declared range the workspace's library does not satisfy", () => {
    expect(() => sharedSingletons({ requires: { '@solar/shared-ui': '^99.0.0' } })).toThrow(
      /requires @solar\/shared-ui \^99\.0\.0, but libs\/shared\/ui is/,
    );
    expect(
      sharedSingletons({ requires: { '@solar/shared-ui': `^${versionOf(sharedUi)}` } })['@solar/shared-ui'],
    ).toEqual(
      expect.objectContaining({ singleton: true, strictVersion: true, requiredVersion: `^${versionOf(sharedUi)}` }),
    );
  });
});
