import { join, resolve } from 'node:path';
import type { Configuration } from '@rspack/core';
import { swcLoader } from './swc-loader';

const workspaceRoot = resolve(__dirname, '..', '..');

export type NodeAppOptions = {
  name: string;
  projectRoot: string;
  entry: string;
  /** Folder under dist/ that receives main.js. */
  outputDir: string;
  /** Bundle npm packages too, so the deployable artifact runs without node_modules. */
  selfContained?: boolean;
};

/** Packages stay in node_modules at run time; only workspace code (including @solar/* libs) is bundled. */
function isPackageImport(request: string): boolean {
  return !request.startsWith('.') && !request.startsWith('/') && !request.startsWith('@solar/');
}

export function nodeAppConfig(options: NodeAppOptions): Configuration {
  return {
    name: options.name,
    mode: 'production',
    context: options.projectRoot,
    target: 'node20',
    devtool: 'source-map',
    entry: { main: options.entry },
    output: {
      path: join(workspaceRoot, 'dist', options.outputDir),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.js', '.json'],
      tsConfig: join(options.projectRoot, 'tsconfig.json'),
    },
    externals: options.selfContained
      ? []
      : [
          ({ request }, callback) => {
            if (request && isPackageImport(request)) return callback(undefined, `commonjs ${request}`);
            return callback();
          },
        ],
    externalsPresets: { node: true },
    module: { rules: [{ test: /\.ts$/, exclude: /node_modules/, use: swcLoader({ jsx: false, development: false }) }] },
    optimization: { minimize: false },
    node: { __dirname: false, __filename: false },
    performance: { hints: false },
    // Express's optional view engines are loaded by name at run time; the site renders no views.
    ignoreWarnings: [{ module: /express[\\/]lib[\\/]view\.js/ }],
  };
}
