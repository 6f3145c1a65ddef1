import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { MANIFEST_FILES, STAMP_FILE, stampManifest, type BuildStamp } from './build-version';

export { buildStampFor, type BuildStamp } from './build-version';

/**
 * Stamps a build: `emitFile` adds `version.json` (read by the server at run time: GET /version),
 * `manifest` rewrites the federation manifest's buildInfo (what browsers and the shell's server read).
 */
export class BuildStampPlugin implements RspackPluginInstance {
  constructor(
    private readonly stamp: BuildStamp,
    private readonly options: { emitFile: boolean; manifest: boolean },
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('BuildStampPlugin', (compilation) => {
      // REPORT is the last stage: the federation plugin has written its manifest by then.
      compilation.hooks.processAssets.tap(
        { name: 'BuildStampPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          if (this.options.emitFile) {
            compilation.emitAsset(STAMP_FILE, new rspack.sources.RawSource(`${JSON.stringify(this.stamp, null, 2)}\n`));
          }
          if (!this.options.manifest) return;
          for (const file of MANIFEST_FILES) {
            const asset = compilation.getAsset(file);
            if (!asset) continue;
            const stamped = stampManifest(asset.source.source().toString(), this.stamp);
            compilation.updateAsset(file, new rspack.sources.RawSource(stamped));
          }
        },
      );
    });
  }
}
