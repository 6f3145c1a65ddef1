/** The parts of a Module Federation manifest (mf-manifest.json) the shell's server reads. */
type AssetList = { sync: string[]; async: string[] };
export type FederationManifest = {
  shared: { name: string; assets: { js: AssetList } }[];
  exposes: { name: string; assets: { js: AssetList } }[];
};

export function isFederationManifest(value: unknown): value is FederationManifest {
  const candidate = value as Partial<FederationManifest> | null;
  return Array.isArray(candidate?.shared) && Array.isArray(candidate?.exposes);
}

/** The files an exposed module needs at once, plus the named page chunks the remote built. */
export function exposeFiles(manifest: FederationManifest, expose: string, pageChunks: readonly string[] = []): string[] {
  const entry = manifest.exposes.find((item) => item.name === expose);
  if (!entry) return [];
  const page = entry.assets.js.async.filter((file) => pageChunks.some((chunk) => file.startsWith(`${chunk}.`)));
  return [...entry.assets.js.sync, ...page];
}
