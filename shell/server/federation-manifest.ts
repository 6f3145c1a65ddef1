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

/** The files an exposed module needs at once, plus the named page chunk if the remote built one. */
export function exposeFiles(manifest: FederationManifest, expose: string, pageChunk?: string): string[] {
  const entry = manifest.exposes.find((item) => item.name === expose);
  if (!entry) return [];
  const page = pageChunk ? entry.assets.js.async.filter((file) => file.startsWith(`${pageChunk}.`)) : [];
  return [...entry.assets.js.sync, ...page];
}
