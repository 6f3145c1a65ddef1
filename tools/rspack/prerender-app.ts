import { join, resolve } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { PRERENDER_ORIGIN_PLACEHOLDER } from '../../libs/shared/contracts/src/remote-pages';
import { assetRule } from './browser-app';
import { swcLoader } from './swc-loader';

const workspaceRoot = resolve(__dirname, '..', '..');

export type PrerenderOptions = {
  project: string;
  projectRoot: string;
  /** A module exporting `prerenderPages(): Promise<Record<string, string>>`. */
  entry: string;
};

/**
 * A Node bundle of the app's pages, written to dist/<project>/render/prerender.js: tools/prerender/run.cjs runs it
 * after the build to prerender the static pages (docs/decisions/012), and the remote's server loads it to draw the
 * pages that read the API at each request (decision 053), so both come from the build it serves. Asset URLs point at
 * a placeholder for the app's public origin, which the shell's server fills in; the files themselves are the
 * browser build's (same content hash), so nothing is emitted here.
 */
export function prerenderConfig(options: PrerenderOptions): Configuration {
  return {
    name: `${options.project}-prerender`,
    mode: 'production',
    context: options.projectRoot,
    target: 'node20',
    devtool: false,
    entry: { prerender: options.entry },
    output: {
      path: join(workspaceRoot, 'dist', options.project, 'render'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: `${PRERENDER_ORIGIN_PLACEHOLDER}/`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      tsConfig: join(options.projectRoot, 'tsconfig.json'),
    },
    externalsPresets: { node: true },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: swcLoader({ jsx: true, development: false }) },
        { ...assetRule, generator: { ...(assetRule.generator as object), emit: false } },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}
