import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { pinnedEntryFile } from '../../libs/shared/static-host/src/drawn-pages/pinned-entry';
import type { BuildStamp } from './build-version';

/**
 * A remote's build writes its `remoteEntry.js` a second time under a name of its own build,
 * `remoteEntry.<hash>.js` (the hash of the build's version and time). The name is hashed, so the build keeps it with
 * its chunks through the next releases (decision 030), and the remote's server names it in each page it draws: the
 * page loads the entry, and so the chunks, of the build that drew it (decision 053).
 */
export class PinnedEntryPlugin implements RspackPluginInstance {
  constructor(private readonly stamp: BuildStamp) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PinnedEntryPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PinnedEntryPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const entry = compilation.getAsset('remoteEntry.js');
          if (!entry) return;
          compilation.emitAsset(pinnedEntryFile(this.stamp), new rspack.sources.RawSource(entry.source.source()));
        },
      );
    });
  }
}
