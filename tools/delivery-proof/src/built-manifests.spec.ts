/**
 * The built remotes against the shell's route table (this target depends on the remotes' builds): each manifest
 * exposes every module the shell loads, lists a page chunk for every page the route table names, and says
 * which build it is. Each remote's own tests check its federation config and render its pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remotes, type RemoteKey } from '@solar/shared-contracts';
import { manifestProblems, pagesRoutedTo, readManifest, remoteProjects } from './support/manifest-contract';

const distRoot = join(__dirname, '..', '..', '..', 'dist');

describe.each(Object.keys(remotes) as RemoteKey[])('the built %s remote', (remote) => {
  it('provides everything the shell asks of it, stamped with its version', () => {
    expect(manifestProblems(distRoot, remote)).toEqual([]);
  });

  it('is asked for at least one page by the route table', () => {
    expect(pagesRoutedTo(remote).length).toBeGreaterThan(0);
  });

  it('names its build in the manifest the way its server reports it', () => {
    const stamp = JSON.parse(readFileSync(join(distRoot, remoteProjects[remote], 'server', 'version.json'), 'utf8'));
    expect(stamp).toEqual({
      name: remoteProjects[remote],
      version: readManifest(distRoot, remoteProjects[remote]).metaData.buildInfo.buildVersion,
      builtAt: expect.any(String),
    });
  });
});

describe('the contract failing', () => {
  it('names a remote that is not built', () => {
    expect(manifestProblems(join(distRoot, 'nowhere'), 'donate')).toEqual(['mfe-donate: no built mf-manifest.json']);
  });

  it('is fed by the real dist folder', () => {
    expect(existsSync(join(distRoot, 'mfe-donate', 'browser', 'mf-manifest.json'))).toBe(true);
  });
});
