import { join } from 'node:path';
import { startRemoteServer } from '@solar/static-host';

startRemoteServer({
  name: 'mfe-content',
  root: join(__dirname, '..', 'browser'),
  portVariable: 'CONTENT_PORT',
  defaultPort: 4201,
  stampFile: join(__dirname, 'version.json'),
});
