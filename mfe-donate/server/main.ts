import { join } from 'node:path';
import { startRemoteServer } from '@solar/static-host';

startRemoteServer({
  name: 'mfe-donate',
  root: join(__dirname, '..', 'browser'),
  portVariable: 'DONATE_PORT',
  defaultPort: 4203,
  stampFile: join(__dirname, 'version.json'),
});
