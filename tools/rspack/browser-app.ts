import { dirname, join, resolve } from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BuildStampPlugin, buildStampFor } from './build-stamp';
import { federationRuntimeAsEsm } from './federation-runtime-esm';
import { KeepPreviousBuildsPlugin } from './keep-previous-builds';
import { PageChunksPlugin } from './page-chunks';
import { PinnedEntryPlugin } from './pinned-entry';
import { PrecompressPlugin } from './precompress';
import { sharedSingletons, type SharedUiRequirement, type WorkspaceSingleton } from './shared-singletons';
import { swcLoader } from './swc-loader';

const workspaceRoot = resolve(__dirname, '..', '..');

type FederationRole =
  | {
      kind: 'host';
      favicon: string;
      /** Values for the page template's `<%= name %>` placeholders. */
      htmlParameters?: Record<string, string>;
    }
  | {
      kind: 'remote';
      exposes: Record<string, string>;
      /** The range of the shell's @solar/shared-ui this remote's code needs (decision 043). */
      requires: SharedUiRequirement;
    };

export type BrowserAppOptions = {
  /** Nx project name, also the folder under dist/. */
  project: string;
  /** Module Federation container name (an identifier). */
  federationName: string;
  projectRoot: string;
  role: FederationRole;
  mode: 'production' | 'development';
  /** Where the browser build goes; dist/<project>/browser unless a test builds elsewhere. */
  outputPath?: string;
  /** Build as if a workspace singleton were at another version (tests of version mismatches only). */
  versionOverrides?: Partial<Record<WorkspaceSingleton, string>>;
};

export const assetRule: RuleSetRule = {
  test: /\.(svg|png|jpe?g|webp|avif|mp4|webm|vtt|woff2?)$/i,
  type: 'asset/resource',
  generator: { filename: 'assets/[name].[contenthash:10][ext]' },
};

/** Packages whose `exports` offer only their development build to bundlers: the production twin drops warnings and checks. */
const productionBuilds = {
  'react-router$': join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs'),
};

/**
 * The shell's build: a module two async chunks carry (a shared module the shell provides and the fallback copy it
 * never runs; Emotion's serializer in two shared packages) goes in one chunk of its own, fetched once (decision 035).
 */
const sharedTwins = {
  chunks: 'async' as const,
  cacheGroups: {
    default: false as const,
    defaultVendors: false as const,
    twins: { minChunks: 2, minSize: 0, chunks: 'async' as const, reuseExistingChunk: true },
  },
};

function federationPlugin(options: BrowserAppOptions) {
  const common = {
    name: options.federationName,
    shared: sharedSingletons({
      requires: options.role.kind === 'remote' ? options.role.requires : undefined,
      versionOverrides: options.versionOverrides,
    }),
    dts: false,
    manifest: { fileName: 'mf-manifest.json' },
  } as const;
  if (options.role.kind === 'host') {
    return new ModuleFederationPlugin({
      ...common,
      remotes: {},
      shareStrategy: 'loaded-first',
      // The federation runtime ships once, with the shell; remotes use it instead of bundling their own.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
    });
  }
  return new ModuleFederationPlugin({
    ...common,
    filename: 'remoteEntry.js',
    exposes: options.role.exposes,
    shareStrategy: 'loaded-first',
    experiments: { externalRuntime: true, optimization: { target: 'web' } },
  });
}

function htmlPlugins(options: BrowserAppOptions) {
  if (options.role.kind !== 'host') return [];
  return [
    new rspack.HtmlRspackPlugin({
      template: join(options.projectRoot, 'src', 'index.html'),
      favicon: options.role.favicon,
      templateParameters: options.role.htmlParameters ?? {},
      scriptLoading: 'defer',
      minify: false,
    }),
  ];
}

export function browserAppConfig(options: BrowserAppOptions): Configuration {
  const runtimeAsEsm = federationRuntimeAsEsm();
  const isProduction = options.mode === 'production';
  // A remote's release keeps earlier builds' hashed chunks for pages that loaded an earlier manifest (decision 030).
  const keepsPreviousBuilds = isProduction && options.role.kind === 'remote';
  return {
    name: `${options.project}-browser`,
    mode: options.mode,
    context: options.projectRoot,
    target: ['web', 'es2022'],
    devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
    entry: options.role.kind === 'host' ? { main: './src/main.ts' } : {},
    output: {
      path: options.outputPath ?? join(workspaceRoot, 'dist', options.project, 'browser'),
      // The shell's pages live at nested paths, so its files are addressed from the root; remotes resolve from their own script URL.
      publicPath: options.role.kind === 'host' ? '/' : 'auto',
      uniqueName: options.federationName,
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      clean: !keepsPreviousBuilds,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      tsConfig: join(options.projectRoot, 'tsconfig.json'),
      alias: isProduction ? productionBuilds : {},
    },
    module: {
      rules: [
        { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: swcLoader({ jsx: true, development: !isProduction }) },
        assetRule,
        runtimeAsEsm.rule,
      ],
    },
    plugins: [
      ...htmlPlugins(options),
      federationPlugin(options),
      runtimeAsEsm.plugin,
      // The manifest says which build it is (metaData.buildInfo.buildVersion): see docs/decisions/010.
      new BuildStampPlugin(buildStampFor(options.project, options.projectRoot), { emitFile: false, manifest: true }),
      ...(options.role.kind === 'remote' ? [new PageChunksPlugin()] : []),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(options.mode) }),
      // The build's own copy of its entry, named in the pages its server draws (decision 053).
      ...(keepsPreviousBuilds ? [new PinnedEntryPlugin(buildStampFor(options.project, options.projectRoot))] : []),
      ...(keepsPreviousBuilds ? [new KeepPreviousBuildsPlugin()] : []),
      ...(isProduction ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      minimize: isProduction,
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      ...(options.role.kind === 'host' ? { splitChunks: sharedTwins } : {}),
    },
    performance: { hints: false },
  };
}
