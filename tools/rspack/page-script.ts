import { join, resolve } from 'node:path';
import type { Configuration } from '@rspack/core';
import { PrecompressPlugin } from './precompress';
import { swcLoader } from './swc-loader';

const workspaceRoot = resolve(__dirname, '..', '..');

export type PageScriptOptions = {
  /** Nx project name, also the folder under dist/. */
  project: string;
  projectRoot: string;
  /** The script's source, relative to projectRoot. */
  entry: string;
  /** The file's name in dist/<project>/browser, without `.js`: a fixed address the server's HTML names. */
  fileName: string;
  /** The build that writes (and first empties) dist/<project>/browser; this one writes after it. */
  after: string;
};

/**
 * A classic script a page loads by its own fixed address, outside Module Federation: no runtime, no chunks, one
 * minified file and its Brotli copy beside the app's files. Served like them by the static server, revalidated on
 * every use since its name carries no hash. Written in TypeScript, so lint, the type checker and the unit tests see
 * it like any other code.
 */
export function pageScriptConfig(options: PageScriptOptions): Configuration {
  return {
    name: `${options.project}-${options.fileName}`,
    dependencies: [options.after],
    mode: 'production',
    context: options.projectRoot,
    target: ['web', 'es2022'],
    devtool: 'source-map',
    entry: { [options.fileName]: options.entry },
    output: {
      path: join(workspaceRoot, 'dist', options.project, 'browser'),
      filename: '[name].js',
      iife: true,
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js'], tsConfig: join(options.projectRoot, 'tsconfig.json') },
    module: { rules: [{ test: /\.ts$/, exclude: /node_modules/, use: swcLoader({ jsx: false, development: false }) }] },
    plugins: [new PrecompressPlugin()],
    optimization: { minimize: true },
    performance: { hints: false },
  };
}
