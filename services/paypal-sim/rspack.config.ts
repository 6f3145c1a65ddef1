import { nodeAppConfig } from '../../tools/rspack/node-app';

export default () =>
  nodeAppConfig({
    name: 'paypal-sim',
    projectRoot: __dirname,
    entry: './src/main.ts',
    outputDir: 'services/paypal-sim',
    selfContained: true,
  });
