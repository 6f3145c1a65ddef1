import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exposedModulesOf, pageChunkName, publicPageKeys, type RemoteKey } from '@solar/shared-contracts';

export const remoteProjects: Record<RemoteKey, string> = {
  content: 'mfe-content',
  engage: 'mfe-engage',
  donate: 'mfe-donate',
};

type ManifestExpose = { name: string; path: string; assets: { js: { sync: string[]; async: string[] } } };
export type BuiltManifest = {
  metaData: { buildInfo: { buildVersion: string; buildName: string } };
  exposes: ManifestExpose[];
};

export function readManifest(distRoot: string, project: string): BuiltManifest {
  return JSON.parse(readFileSync(join(distRoot, project, 'browser', 'mf-manifest.json'), 'utf8')) as BuiltManifest;
}

/** The public page keys the page registry gives a remote, which the shell's route table asks it for. */
export function pagesRoutedTo(remote: RemoteKey): string[] {
  return [...publicPageKeys(remote)].sort();
}

/**
 * What a built remote fails to provide that the shell asks for: every module the shell loads from it must be
 * in its manifest's exposes, every page the registry gives it must have its `page-<key>` chunk among
 * `./Routes`' files (the shell's server preloads it by that name), and the manifest must carry the build's
 * version, the same as the `version.json` its server reports.
 */
export function manifestProblems(distRoot: string, remote: RemoteKey): string[] {
  const project = remoteProjects[remote];
  if (!existsSync(join(distRoot, project, 'browser', 'mf-manifest.json')))
    return [`${project}: no built mf-manifest.json`];
  const manifest = readManifest(distRoot, project);
  const problems: string[] = [];
  const exposed = new Map(manifest.exposes.map((expose) => [expose.path, expose]));
  for (const module of exposedModulesOf(remote)) {
    if (!exposed.has(module))
      problems.push(`${project}: the shell loads ${module}, which the manifest does not expose`);
  }
  const routes = exposed.get('./Routes');
  const routeFiles = routes ? [...routes.assets.js.sync, ...routes.assets.js.async] : [];
  for (const page of pagesRoutedTo(remote)) {
    const chunk = pageChunkName(page);
    if (!routeFiles.some((file) => file.startsWith(`${chunk}.`)))
      problems.push(`${project}: no ${chunk} chunk among ./Routes' files`);
  }
  const stampFile = join(distRoot, project, 'server', 'version.json');
  const stamped = existsSync(stampFile)
    ? (JSON.parse(readFileSync(stampFile, 'utf8')) as { version?: string }).version
    : undefined;
  const { buildVersion, buildName } = manifest.metaData.buildInfo;
  if (!stamped) problems.push(`${project}: no server/version.json`);
  else if (buildVersion !== stamped)
    problems.push(`${project}: manifest buildVersion ${buildVersion} is not the server's version ${stamped}`);
  if (buildName !== project) problems.push(`${project}: manifest buildName is ${buildName}`);
  return problems;
}
