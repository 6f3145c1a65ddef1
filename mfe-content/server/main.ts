import { join } from 'node:path';
import { startRemoteServer } from '@solar/static-host';

startRemoteServer({
  name: 'mfe-content',
  root: join(__dirname, '..', 'browser'),
  portVariable: 'CONTENT_PORT',
  defaultPort: 4201,
  defaultMetricsPort: 9466,
  stampFile: join(__dirname, 'version.json'),
  // The home page, the blog and its articles are drawn here from the API at each request (decision 053).
  renderBundle: join(__dirname, '..', 'render', 'prerender.js'),
});
