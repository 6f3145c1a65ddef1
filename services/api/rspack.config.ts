import { nodeAppConfig } from '../../tools/rspack/node-app';

export default () => nodeAppConfig({ name: 'api', projectRoot: __dirname, entry: './src/main.ts', outputDir: 'services/api' });
