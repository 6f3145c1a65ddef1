import { browserAppConfig } from '../tools/rspack/browser-app';
import { nodeAppConfig } from '../tools/rspack/node-app';
import { prerenderConfig } from '../tools/rspack/prerender-app';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => [
  browserAppConfig({
    project: 'mfe-engage',
    federationName: 'mfe_engage',
    projectRoot: __dirname,
    mode: argv.mode ?? 'production',
    role: {
      kind: 'remote',
      // What this remote needs of the shell's @solar/shared-ui; raise it when the code uses something newer (decision 043).
      requires: { '@solar/shared-ui': '^3.1.0' },
      exposes: {
        './Routes': './src/app/remote-routes.tsx',
        './NewsletterSignup': './src/app/newsletter-widget.tsx',
        './StaffRoutes': './src/app/staff-routes.tsx',
      },
    },
  }),
  nodeAppConfig({
    name: 'mfe-engage-server',
    project: 'mfe-engage',
    projectRoot: __dirname,
    entry: './server/main.ts',
    outputDir: 'mfe-engage/server',
    selfContained: true,
  }),
  prerenderConfig({ project: 'mfe-engage', projectRoot: __dirname, entry: './src/app/prerender.tsx' }),
];
