import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

const compress = promisify(brotliCompress);

/** Text files worth compressing ahead of time: scripts and vector images. */
const COMPRESSIBLE = /\.(js|svg)$/;
/** Below this size the encoding overhead outweighs the saving. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli copy (`x.js.br`, best quality) beside every script, for the static servers to send to browsers
 * that accept it (docs/decisions/035-fewer-bytes-per-visit.md). Quality 11 takes too long to run on each request;
 * once at build time it makes the JavaScript a visitor downloads about 15% smaller than gzip.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      // Registered after the build stamp, at the last stage: every asset is final by then.
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const assets = compilation
            .getAssets()
            .filter((asset) => COMPRESSIBLE.test(asset.name) && asset.source.size() >= MIN_BYTES);
          await Promise.all(
            assets.map(async (asset) => {
              const body = asset.source.buffer();
              const compressed = await compress(body, {
                params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
              });
              compilation.emitAsset(`${asset.name}.br`, new rspack.sources.RawSource(compressed), {
                immutable: asset.info.immutable,
              });
            }),
          );
        },
      );
    });
  }
}
