import { join } from 'node:path';
import { startRemoteServer } from '@solar/static-host';

startRemoteServer({
  name: 'mfe-engage',
  root: join(__dirname, '..', 'browser'),
  portVariable: 'ENGAGE_PORT',
  defaultPort: 4202,
  defaultMetricsPort: 9467,
  stampFile: join(__dirname, 'version.json'),
});
