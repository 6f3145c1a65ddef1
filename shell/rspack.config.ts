import { join } from 'node:path';
import { browserAppConfig } from '../tools/rspack/browser-app';
import { nodeAppConfig } from '../tools/rspack/node-app';
import { prerenderConfig } from '../tools/rspack/prerender-app';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => [
  browserAppConfig({
    project: 'shell',
    federationName: 'shell',
    projectRoot: __dirname,
    mode: argv.mode ?? 'production',
    role: { kind: 'host', favicon: join(__dirname, 'src/assets/favicon.svg') },
  }),
  nodeAppConfig({ name: 'shell-server', project: 'shell', projectRoot: __dirname, entry: './server/main.ts', outputDir: 'shell/server', selfContained: true }),
  prerenderConfig({ project: 'shell', projectRoot: __dirname, entry: './src/app/prerender.tsx' }),
];
