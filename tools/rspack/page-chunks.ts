import { rspack, type Compilation, type Compiler, type RspackPluginInstance } from '@rspack/core';

type Group = Compilation['namedChunkGroups'] extends ReadonlyMap<string, infer G> ? G : never;

const MANIFEST = 'mf-manifest.json';
const PAGE = /^page-/;
const EXPOSE = /^__federation_expose_/;
/** A lazy part a page shows at once is named `<page chunk>__<part>`: its files are the page's too. */
const SHOWN_PART = '__';
const CONSUMED = /^consume shared module \([^)]*\) (.+?)@\S*/;

/** What a page chunk needs besides its exposed module: every file of its chunk group, and the shared modules it reads. */
export type PageFiles = { js: string[]; shared: string[] };

function jsFiles(groups: readonly Group[]): string[] {
  return [...new Set(groups.flatMap((group) => group.getFiles()).filter((file) => file.endsWith('.js')))];
}

function consumedShared(compilation: Compilation, groups: readonly Group[]): string[] {
  const names = groups.flatMap((group) =>
    group.chunks.flatMap((chunk) =>
      compilation.chunkGraph
        .getChunkModules(chunk)
        .filter((module) => module.type === 'consume-shared-module')
        .map((module) => CONSUMED.exec(String(module.identifier()))?.[1])
        .filter((name): name is string => Boolean(name)),
    ),
  );
  return [...new Set(names)].sort();
}

function pageGroups(group: Group): Group[] {
  const name = group.name ?? '';
  return [group, ...group.childrenIterable.filter((child) => child.name?.startsWith(`${name}${SHOWN_PART}`))];
}

/**
 * Adds to the federation manifest what its exposes list flat: for each page chunk (`page-*`), the files its chunk
 * group splits into and the shared modules it consumes (`pages`), and the shared modules each exposed module
 * consumes (`exposes[].shared`). The shell's server preloads them all with the page (decision 038), so no script
 * waits for the page's own code to ask for it.
 */
export class PageChunksPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      // REPORT is the last stage: the federation plugin has written its manifest by then.
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString()) as {
            exposes?: { name: string; shared?: string[] }[];
            pages?: Record<string, PageFiles>;
          };
          const groups = [...compilation.namedChunkGroups.entries()];
          const pages: Record<string, PageFiles> = {};
          for (const [name, group] of groups.filter(([name]) => PAGE.test(name) && !name.includes(SHOWN_PART))) {
            const parts = pageGroups(group);
            pages[name] = { js: jsFiles(parts), shared: consumedShared(compilation, parts) };
          }
          for (const expose of manifest.exposes ?? []) {
            const group = groups.find(([name]) => EXPOSE.test(name) && name.replace(EXPOSE, '') === expose.name)?.[1];
            if (group) expose.shared = consumedShared(compilation, [group]);
          }
          manifest.pages = pages;
          compilation.updateAsset(MANIFEST, new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
