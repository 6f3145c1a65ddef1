import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Configuration, rspack } from '@rspack/core';
import { nodeAppConfig } from '../../tools/rspack/node-app';

const nodeRs = join(__dirname, '..', '..', 'node_modules', '@node-rs');

/** The platform builds of @node-rs/argon2 npm installed here (linux-x64-gnu in the Docker build): each its .node file. */
const argon2Platforms = readdirSync(nodeRs)
  .filter((name) => name.startsWith('argon2-'))
  .map((name) => ({
    name: `@node-rs/${name}`,
    files: readdirSync(join(nodeRs, name)).filter((file) => file.endsWith('.node')),
  }));

const img = join(__dirname, '..', '..', 'node_modules', '@img');

/**
 * sharp (article images, decision 052) loads its addon from the platform packages npm installed here (in the
 * Docker build @img/sharp-linux-x64 and @img/sharp-libvips-linux-x64): each is copied whole, with sharp's own
 * JavaScript and the three packages it requires at run time.
 */
const sharpPlatforms = readdirSync(img)
  .filter((name) => name.startsWith('sharp-'))
  .map((name) => ({
    name: `@img/${name}`,
    files: readdirSync(join(img, name), { withFileTypes: true })
      .filter((entry) => entry.name !== 'package.json' && !entry.name.endsWith('.md'))
      .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name)),
  }));

const sharpPackages = [
  { name: 'sharp', files: ['LICENSE', 'dist/'] },
  { name: '@img/colour', files: ['LICENSE.md', 'index.cjs', 'color.cjs'] },
  { name: 'detect-libc', files: ['LICENSE', 'lib/'] },
  { name: 'semver', files: ['LICENSE', 'index.js', 'preload.js', 'classes/', 'functions/', 'internal/', 'ranges/'] },
  ...sharpPlatforms,
];

const linuxPrebuilds = ['linux-x64', 'linux-arm64', 'linuxmusl-x64', 'linuxmusl-arm64'].map(
  (target) => `prebuilds/${target}.node`,
);

/**
 * Self-contained: dist/services/api is the whole deployable artifact (no node_modules needed; see
 * services/api/Dockerfile). A few packages stay files beside main.js, in dist/services/api/node_modules:
 * better-sqlite3 is a Node-API addon (its JavaScript, and the prebuilt binaries it ships for Linux on glibc and
 * musl, x64 and arm64, which it picks from prebuilds/ at run time), and @nestjs/swagger serves the Swagger UI assets from
 * swagger-ui-dist's folder (only the files its /api/docs page links are copied). @node-rs/argon2 (staff
 * passwords) loads a prebuilt addon from its platform package (@node-rs/argon2-linux-x64-gnu), which is copied too.
 */
const server = () =>
  nodeAppConfig({
    name: 'api',
    project: 'api',
    projectRoot: __dirname,
    entry: './src/main.ts',
    outputDir: 'services/api',
    selfContained: true,
    runtimePackages: [
      {
        name: 'better-sqlite3',
        files: ['LICENSE', 'lib/', ...linuxPrebuilds],
      },
      { name: '@node-rs/argon2', files: ['LICENSE', 'index.js'] },
      ...argon2Platforms,
      ...sharpPackages,
      {
        name: 'swagger-ui-dist',
        files: [
          'LICENSE',
          'NOTICE',
          'absolute-path.js',
          'swagger-ui.css',
          'swagger-ui-bundle.js',
          'swagger-ui-standalone-preset.js',
          'favicon-16x16.png',
          'favicon-32x32.png',
        ],
      },
    ],
  });

/**
 * The email templates (src/mail/templates) are React Email components: .tsx with React's own JSX runtime, not
 * the browser apps' Emotion one. @react-email/render imports Prettier for its `pretty` option, which the API
 * never uses; aliasing Prettier away keeps ~250 kB of formatter out of main.js. It loads react-dom/server with
 * import(), which would split it into a second file: the API ships as one main.js (docs/decisions/002).
 */
function withEmailTemplates(config: Configuration): Configuration {
  const tsx = {
    test: /\.tsx$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', importSource: 'react' } },
        target: 'es2022',
      },
    },
  };
  return {
    ...config,
    resolve: {
      ...config.resolve,
      extensions: [...(config.resolve?.extensions ?? []), '.tsx'],
      alias: { ...(config.resolve?.alias as object), 'prettier/standalone$': false, 'prettier/plugins/html$': false },
    },
    module: { ...config.module, rules: [...(config.module?.rules ?? []), tsx] },
    plugins: [...(config.plugins ?? []), new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

export default () => withEmailTemplates(server());
