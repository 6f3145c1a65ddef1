import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exposedModulesOf } from '@solar/shared-contracts';
import { tasksRun } from './nx-output';
import { hashTree, treeDifferences } from './tree-hash';

describe('tasksRun', () => {
  it('lists the tasks an Nx run printed, colours and all', () => {
    const output =
      '\n NX   Running target build for 1 project\n\n\u001b[2m> \u001b[22mnx run mfe-donate:build\n\n> rspack build\n> nx run api:build  [local cache]\n';
    expect(tasksRun(output)).toEqual(['api:build', 'mfe-donate:build']);
  });
});

describe('hashTree and treeDifferences', () => {
  it('tells added, removed, changed and merely rewritten files apart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tree-'));
    mkdirSync(join(dir, 'a'));
    writeFileSync(join(dir, 'a', 'same.js'), 'same');
    writeFileSync(join(dir, 'changed.js'), 'one');
    writeFileSync(join(dir, 'touched.js'), 'touched');
    writeFileSync(join(dir, 'removed.js'), 'gone');
    const before = hashTree(dir);
    writeFileSync(join(dir, 'changed.js'), 'two');
    utimesSync(join(dir, 'touched.js'), new Date(2000, 0, 1), new Date(2000, 0, 1));
    writeFileSync(join(dir, 'added.js'), 'new');
    rmSync(join(dir, 'removed.js'));
    expect(treeDifferences(before, hashTree(dir)).sort()).toEqual([
      'added added.js',
      'changed changed.js',
      'removed removed.js',
      'rewritten touched.js',
    ]);
    expect(treeDifferences(hashTree(dir), hashTree(dir))).toEqual([]);
  });
});

describe('exposedModulesOf', () => {
  it("names each remote's ./Routes, the widgets it provides and its ./StaffRoutes", () => {
    expect(exposedModulesOf('content')).toEqual(['./Routes', './StaffRoutes']);
    expect(exposedModulesOf('engage')).toEqual(['./Routes', './NewsletterSignup', './StaffRoutes']);
    expect(exposedModulesOf('donate')).toEqual(['./Routes', './StaffRoutes']);
  });
});
