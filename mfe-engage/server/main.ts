import { join } from 'node:path';
import { startRemoteServer } from '@solar/static-host';

startRemoteServer({
  name: 'mfe-engage',
  root: join(__dirname, '..', 'browser'),
  portVariable: 'ENGAGE_PORT',
  defaultPort: 4202,
  defaultMetricsPort: 9467,
  stampFile: join(__dirname, 'version.json'),
  // Publishes the pages it answers (decision 083); it draws none at request time.
  renderBundle: join(__dirname, '..', 'render', 'prerender.js'),
});
