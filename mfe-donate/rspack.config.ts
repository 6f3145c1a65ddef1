import { browserAppConfig } from '../tools/rspack/browser-app';
import { nodeAppConfig } from '../tools/rspack/node-app';
import { prerenderConfig } from '../tools/rspack/prerender-app';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => [
  browserAppConfig({
    project: 'mfe-donate',
    federationName: 'mfe_donate',
    projectRoot: __dirname,
    mode: argv.mode ?? 'production',
    role: {
      kind: 'remote',
      // What this remote needs of the shell's @solar/shared-ui; raise it when the code uses something newer (decision 043).
      requires: { '@solar/shared-ui': '^3.1.0' },
      exposes: { './Routes': './src/app/remote-routes.tsx', './StaffRoutes': './src/app/staff-routes.tsx' },
    },
  }),
  nodeAppConfig({
    name: 'mfe-donate-server',
    project: 'mfe-donate',
    projectRoot: __dirname,
    entry: './server/main.ts',
    outputDir: 'mfe-donate/server',
    selfContained: true,
  }),
  prerenderConfig({ project: 'mfe-donate', projectRoot: __dirname, entry: './src/app/prerender.tsx' }),
];
