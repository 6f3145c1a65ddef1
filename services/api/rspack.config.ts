import { nodeAppConfig } from '../../tools/rspack/node-app';

/**
 * Self-contained: dist/services/api is the whole deployable artifact (no node_modules needed; see
 * services/api/Dockerfile). Two packages stay files beside main.js, in dist/services/api/node_modules:
 * sql.js loads its sql-wasm.wasm from its own folder, and @nestjs/swagger serves the Swagger UI assets from
 * swagger-ui-dist's folder (only the files its /api/docs page links are copied).
 */
export default () =>
  nodeAppConfig({
    name: 'api',
    project: 'api',
    projectRoot: __dirname,
    entry: './src/main.ts',
    outputDir: 'services/api',
    selfContained: true,
    runtimePackages: [
      { name: 'sql.js', files: ['LICENSE', 'dist/sql-wasm.js', 'dist/sql-wasm.wasm'] },
      {
        name: 'swagger-ui-dist',
        files: ['LICENSE', 'NOTICE', 'absolute-path.js', 'swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'favicon-16x16.png', 'favicon-32x32.png'],
      },
    ],
  });
