import { join, resolve } from 'node:path';
import { type Configuration, type ExternalItem, rspack } from '@rspack/core';
import { BuildStampPlugin, buildStampFor } from './build-stamp';
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
  /**
   * Self-contained bundles: packages that must stay files rather than be bundled (a native addon, static
   * assets found through __dirname). Each stays a require() and only the listed files (paths inside
   * the package; package.json is always copied; a path ending in `/` is a whole folder) go to
   * dist/<outputDir>/node_modules/<name>, where Node finds them from main.js. The output folder is still the
   * whole deployable artifact.
   */
  runtimePackages?: { name: string; files: string[] }[];
  /** The Nx project this server belongs to (names its version stamp, version.json); defaults to `name`. */
  project?: string;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Packages stay in node_modules at run time; only workspace code (including @solar/* libs) is bundled. */
function isPackageImport(request: string): boolean {
  return !request.startsWith('.') && !request.startsWith('/') && !request.startsWith('@solar/');
}

/**
 * Self-contained bundles: a package that is not installed (an optional peer such as @nestjs/microservices,
 * or a TypeORM driver the app does not use) or cannot be loaded by require() (an ESM-only package such as
 * file-type) stays a plain require(). At run time it then fails exactly as it would from node_modules,
 * which is what the try/catch around those optional requires expects; everything installed is bundled.
 */
const leaveUnresolvableToRuntime: ExternalItem = ({ request, context, getResolve }, callback) => {
  if (!request || !isPackageImport(request) || request.startsWith('node:') || !getResolve) return callback();
  getResolve()(context ?? workspaceRoot, request, (error?: Error | null) =>
    error ? callback(undefined, `commonjs ${request}`) : callback(),
  );
};

/**
 * Self-contained bundles: the files of runtimePackages are copied beside main.js, and @nestjs/terminus's
 * optional-peer loader becomes static imports of the bundle's own copies (terminus-packages.js).
 */
function selfContainedPlugins(
  runtimePackages: NonNullable<NodeAppOptions['runtimePackages']>,
): NonNullable<Configuration['plugins']> {
  const copies = runtimePackages.flatMap(({ name, files }) =>
    ['package.json', ...files].map((file) => ({
      from: join(workspaceRoot, 'node_modules', name, file),
      to: join('node_modules', name, file),
      toType: file.endsWith('/') ? ('dir' as const) : ('file' as const),
    })),
  );
  return [
    ...(copies.length ? [new rspack.CopyRspackPlugin({ patterns: copies })] : []),
    new rspack.NormalModuleReplacementPlugin(
      /@nestjs[\\/]terminus[\\/]dist[\\/]utils[\\/]checkPackage\.util\.js$/,
      join(__dirname, 'terminus-packages.js'),
    ),
  ];
}

export function nodeAppConfig(options: NodeAppOptions): Configuration {
  const runtimePackages = options.runtimePackages ?? [];
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
      ? [...runtimePackages.map(({ name }) => new RegExp(`^${escapeRegExp(name)}(/.*)?$`)), leaveUnresolvableToRuntime]
      : [
          ({ request }, callback) => {
            if (request && isPackageImport(request)) return callback(undefined, `commonjs ${request}`);
            return callback();
          },
        ],
    externalsPresets: { node: true },
    module: {
      rules: [
        { test: /\.ts$/, exclude: /node_modules/, use: swcLoader({ jsx: false, development: false }) },
        // Word lists (the API's common-password list) are bundled as strings.
        { test: /\.txt$/, type: 'asset/source' },
        ...(options.selfContained
          ? [{ test: /\.m?js$/, include: /node_modules/, loader: join(__dirname, 'import-meta-loader.cjs') }]
          : []),
      ],
    },
    optimization: { minimize: false },
    node: { __dirname: false, __filename: false },
    performance: { hints: false },
    // Express's optional view engines are loaded by name at run time; the site renders no views.
    ignoreWarnings: [{ module: /express[\\/]lib[\\/]view\.js/ }],
    plugins: [
      ...(options.selfContained ? selfContainedPlugins(runtimePackages) : []),
      // version.json beside main.js: the server reads it at run time to answer GET /version (docs/decisions/010).
      new BuildStampPlugin(buildStampFor(options.project ?? options.name, options.projectRoot), {
        emitFile: true,
        manifest: false,
      }),
    ],
  };
}
