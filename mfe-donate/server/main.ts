import { join } from 'node:path';
import { startRemoteServer } from '@solar/static-host';

startRemoteServer({
  name: 'mfe-donate',
  root: join(__dirname, '..', 'browser'),
  portVariable: 'DONATE_PORT',
  defaultPort: 4203,
  defaultMetricsPort: 9468,
  stampFile: join(__dirname, 'version.json'),
  // A project's page is drawn here from the API at each request (decision 053).
  renderBundle: join(__dirname, '..', 'render', 'prerender.js'),
});
