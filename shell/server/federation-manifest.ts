/** The parts of a Module Federation manifest (mf-manifest.json) the shell's server reads. */
type AssetList = { sync: string[]; async: string[] };
/** A page chunk's files and the shared modules it consumes, added by the remote's build (tools/rspack/page-chunks.ts). */
type PageFiles = { js: string[]; shared: string[] };
export type FederationManifest = {
  shared: { name: string; assets: { js: AssetList } }[];
  exposes: { name: string; assets: { js: AssetList }; shared?: string[] }[];
  pages?: Record<string, PageFiles>;
  /** The build's stamp (tools/rspack/build-stamp.ts). */
  metaData?: { buildInfo?: { buildVersion?: string } };
};

export function isFederationManifest(value: unknown): value is FederationManifest {
  const candidate = value as Partial<FederationManifest> | null;
  return Array.isArray(candidate?.shared) && Array.isArray(candidate?.exposes);
}

/**
 * The files an exposed module needs at once, plus each page chunk's files: all its chunk group's where the
 * manifest lists them (`pages`), else (a build from before decision 038) the file named after the chunk.
 */
export function exposeFiles(
  manifest: FederationManifest,
  expose: string,
  pageChunks: readonly string[] = [],
): string[] {
  const entry = manifest.exposes.find((item) => item.name === expose);
  if (!entry) return [];
  const page = pageChunks.flatMap(
    (chunk) => manifest.pages?.[chunk]?.js ?? entry.assets.js.async.filter((file) => file.startsWith(`${chunk}.`)),
  );
  return [...new Set([...entry.assets.js.sync, ...page])];
}

/** The shared modules an exposed module and its page chunks consume, as the remote's manifest names them. */
export function consumedShared(
  manifest: FederationManifest,
  expose: string,
  pageChunks: readonly string[] = [],
): string[] {
  const entry = manifest.exposes.find((item) => item.name === expose);
  if (!entry) return [];
  return [
    ...new Set([...(entry.shared ?? []), ...pageChunks.flatMap((chunk) => manifest.pages?.[chunk]?.shared ?? [])]),
  ];
}
